import { sql, type Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import { hasPermission, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import { filterConditions, type FilterableColumn } from './list-filter-sql.js';
import { selectFields } from './select-fields.js';
import { loadQueryRecords, queryListItem, queryShowItem, queryToDict } from './sqllab-query-serializer.js';
import { IN_PROGRESS_STATUSES, SqlLabQueryStore, type QueryRow, type QueryStatus } from './sqllab-query-store.js';
import type { RunningQueries } from './sqllab-running-queries.js';
import { scriptReading } from './sqllab-statements.js';
import { sqlTables } from './sqllab-sql-tables.js';

/** Superset's query-history list columns. */
export const QUERY_LIST_COLUMNS = [
  'id', 'changed_on', 'database.database_name', 'executed_sql', 'rows', 'schema', 'sql', 'sql_tables', 'status', 'tab_name',
  'user.first_name', 'user.id', 'user.last_name', 'start_time', 'end_time', 'tmp_table_name', 'tracking_url',
];

const ORDERABLE: Record<string, string> = {
  changed_on: 'query.changed_on',
  'database.database_name': 'dbs.database_name',
  rows: 'query.rows',
  schema: 'query.schema',
  start_time: 'query.start_time',
  sql: 'query.sql',
  tab_name: 'query.tab_name',
  'user.first_name': 'runner.first_name',
};
/** The columns the query list may be ordered by. */
export const QUERY_ORDER_COLUMNS = Object.keys(ORDERABLE);

const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'query.id' },
  changed_on: { ref: 'query.changed_on' },
  database: { ref: 'query.database_id' },
  sql: { ref: 'query.sql' },
  status: { ref: 'query.status' },
  user: { ref: 'query.user_id' },
  start_time: { ref: 'query.start_time' },
  tab_name: { ref: 'query.tab_name' },
  sql_editor_id: { ref: 'query.sql_editor_id' },
};

/**
 * SQL Lab's query history (`/api/v1/query/…`): everyone sees their own runs; holders of
 * `all_query_access` (administrators) see everyone's. A run the caller may not see answers 404,
 * exactly like a missing one.
 */
export class SqlLabQueryService {
  private readonly queries: SqlLabQueryStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly running: RunningQueries,
  ) {
    this.queries = new SqlLabQueryStore(db);
  }

  private seesAll(principal: Principal): boolean {
    return hasPermission(principal, 'all_query_access', 'all_query_access');
  }

  private visible(principal: Principal, row: QueryRow | undefined): row is QueryRow {
    return row !== undefined && (row.user_id === principal.userId || this.seesAll(principal));
  }

  async list(principal: Principal, query: ListQuery) {
    let base = this.db.selectFrom('query').leftJoin('dbs', 'dbs.id', 'query.database_id').leftJoin('ab_user as runner', 'runner.id', 'query.user_id');
    if (!this.seesAll(principal)) base = base.where('query.user_id', '=', principal.userId);
    for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.selectAll('query').select('dbs.sqlalchemy_uri as database_uri');
    const order = query.order_column !== undefined ? ORDERABLE[query.order_column] : undefined;
    page = order ? page.orderBy(sql.ref(order), query.order_direction ?? 'asc') : page.orderBy('query.changed_on', 'desc');
    page = page.orderBy('query.id', 'desc');
    const { offset, limit } = resolvePaging(query);
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    const records = await loadQueryRecords(this.db, rows);
    const allowed = new Set(QUERY_LIST_COLUMNS);
    return {
      count: Number(total),
      ids: rows.map((r) => r.id),
      result: records.map((record) => {
        const tables = sqlTables(record.row.sql ?? '', scriptReading(undefined));
        return selectFields(queryListItem(record, tables), query.columns ?? query.select_columns, allowed);
      }),
    };
  }

  /** `GET /api/v1/query/{pk}`. */
  async show(principal: Principal, id: number) {
    const row = await this.queries.findById(id);
    if (!this.visible(principal, row)) throw HttpError.notFound();
    const [record] = await loadQueryRecords(this.db, [row]);
    return queryShowItem(record!);
  }

  /** The caller's runs changed since an epoch-millisecond instant, as SQL Lab polls them. */
  async updatedSince(principal: Principal, lastUpdatedMs: number) {
    const since = Number.isFinite(lastUpdatedMs) ? nowIso(new Date(Math.max(0, Math.min(lastUpdatedMs, 8.64e15)))) : nowIso(new Date(0));
    const rows = await this.db
      .selectFrom('query')
      .selectAll()
      .where('user_id', '=', principal.userId)
      .where('changed_on', '>=', since)
      .orderBy('changed_on', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const records = await loadQueryRecords(this.db, rows);
    return records.map(queryToDict);
  }

  /**
   * Stops the caller's run: an unfinished run is marked `stopped` and its statement cancelled in
   * the engine; a finished run is left as it ended. 404 for an unknown or someone else's run.
   */
  async stop(principal: Principal, clientId: string): Promise<void> {
    const row = await this.queries.findByClientId(clientId);
    if (!row || row.user_id !== principal.userId) throw HttpError.notFound(`Query with client_id ${clientId} not found`);
    if (!IN_PROGRESS_STATUSES.includes(row.status as QueryStatus)) return;
    await this.queries.stop(row.id);
    this.running.stop(row.id);
  }
}
