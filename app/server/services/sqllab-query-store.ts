import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { QueryTable } from '../store/tables/sqllab-tables.js';

/** A stored SQL Lab run (a row of `query`). */
export type QueryRow = Selectable<QueryTable>;

/** Superset's query states. */
export type QueryStatus = 'started' | 'pending' | 'running' | 'fetching' | 'scheduled' | 'stopped' | 'failed' | 'success' | 'timed_out';

/** States of a run that has not finished yet: the ones a stop request may end. */
export const IN_PROGRESS_STATUSES: readonly QueryStatus[] = ['started', 'pending', 'running', 'fetching', 'scheduled'];

/** The time as SQL Lab's API reports it: epoch milliseconds with a fraction. */
export const nowMs = (): number => Date.now();

/**
 * Reads and writes SQL Lab runs. Every write stamps `changed_on`, which is what
 * `GET /api/v1/query/updated_since` polls on. Finishing a run never overwrites a stop: once a
 * run is `stopped`, a late success or failure is ignored (spec §4).
 */
export class SqlLabQueryStore {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<QueryRow | undefined> {
    return this.db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByClientId(clientId: string): Promise<QueryRow | undefined> {
    return this.db.selectFrom('query').selectAll().where('client_id', '=', clientId).executeTakeFirst();
  }

  findByResultsKey(key: string): Promise<QueryRow | undefined> {
    return this.db.selectFrom('query').selectAll().where('results_key', '=', key).executeTakeFirst();
  }

  async insert(values: Omit<Insertable<QueryTable>, 'changed_on'>): Promise<QueryRow> {
    const { id } = await this.db.insertInto('query').values({ ...values, changed_on: nowIso() }).returning('id').executeTakeFirstOrThrow();
    return (await this.findById(id))!;
  }

  /** Starts a finished run over again under the same client id (a re-run from the same editor state). */
  async restart(id: number, values: Updateable<QueryTable>): Promise<QueryRow> {
    const cleared: Updateable<QueryTable> = {
      error_message: null, results_key: null, rows: null, end_time: null, start_running_time: null, end_result_backend_time: null,
      executed_sql: null, select_sql: null, progress: 0, limiting_factor: 'UNKNOWN', select_as_cta_used: false, extra_json: '{}',
    };
    await this.update(id, { ...cleared, ...values });
    return (await this.findById(id))!;
  }

  async update(id: number, values: Updateable<QueryTable>): Promise<void> {
    await this.db.updateTable('query').set({ ...values, changed_on: nowIso() }).where('id', '=', id).execute();
  }

  /** Moves a queued run to `running`; false when it left `pending` meanwhile (stopped). */
  async markRunning(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('query')
      .set({ status: 'running', start_running_time: nowMs(), changed_on: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records how a run ended unless it was stopped first; true when the row was written. */
  async finish(id: number, values: Updateable<QueryTable> & { status: QueryStatus }): Promise<boolean> {
    const result = await this.db
      .updateTable('query')
      .set({ ...values, changed_on: nowIso() })
      .where('id', '=', id)
      .where('status', '<>', 'stopped')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks an unfinished run as stopped; false when it had already finished. */
  async stop(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('query')
      .set({ status: 'stopped', end_time: nowMs(), changed_on: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', [...IN_PROGRESS_STATUSES])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
