import type { Kysely } from 'kysely';
import type { SqlLabHooks } from '@core/plugin-api/index.js';
import { AsyncQueryManager } from '../../engine/async/index.js';
import type { ResultsCache } from '../../engine/cache/index.js';
import { toCsv } from '../../engine/serialize/index.js';
import type { Principal } from '../../security/principal.js';
import type { ConnectionProvider } from '../../services/connection-provider.js';
import { SqlLabError } from '../../services/sqllab-error.js';
import { SqlLabExecuteService, type SqlLabSettings } from '../../services/sqllab-execute-service.js';
import { SqlLabResultsStore } from '../../services/sqllab-results.js';
import { RunningQueries } from '../../services/sqllab-running-queries.js';
import type { Database } from '../../store/database.js';
import { ReportRunError } from '../report-model.js';
import { cannotReadMessage } from './report-access.js';

export interface SavedQueryExportDeps {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  cache: ResultsCache;
  hooks: SqlLabHooks;
  settings: SqlLabSettings;
}

/** A saved query's result, as CSV, with its label. */
export interface SavedQueryCsv {
  label: string;
  csv: string;
  rowCount: number;
}

/**
 * Runs saved queries for scheduled-query reports through SQL Lab's own execution path (the
 * executor's database access, the engine's statement checks and sandbox, the DML guard,
 * SQL_MAX_ROW, SQLLAB_TIMEOUT, the run kept in the executor's query history).
 */
export class SavedQueryExporter {
  private readonly jobs = new AsyncQueryManager({ concurrency: 1 });
  private readonly service: SqlLabExecuteService;

  constructor(private readonly deps: SavedQueryExportDeps) {
    this.service = new SqlLabExecuteService({
      db: deps.db,
      connections: deps.connections,
      results: new SqlLabResultsStore(deps.cache),
      hooks: deps.hooks,
      jobs: this.jobs,
      running: new RunningQueries(),
      settings: deps.settings,
    });
  }

  /** The saved query's rows as CSV (header first), run as `principal`; a `ReportRunError` says why not. */
  async csvAs(principal: Principal, savedQueryId: number): Promise<SavedQueryCsv> {
    const saved = await this.deps.db.selectFrom('saved_query').selectAll().where('id', '=', savedQueryId).executeTakeFirst();
    if (!saved) throw new ReportRunError(`Saved query ${savedQueryId} no longer exists.`);
    const label = saved.label || `Saved query ${saved.id}`;
    // Saved queries are their author's (Superset's SavedQuery filter); administrators may run any.
    if (saved.user_id !== principal.userId && !principal.isAdmin) throw new ReportRunError(cannotReadMessage(principal.username, 'saved query', label));
    if (saved.db_id === null || !saved.sql?.trim()) throw new ReportRunError(`Saved query "${label}" has no database or SQL to run.`);
    let body: Record<string, unknown>;
    try {
      const outcome = await this.service.execute(
        {
          database_id: saved.db_id,
          sql: saved.sql,
          schema: saved.schema,
          catalog: saved.catalog,
          runAsync: false,
          templateParams: typeof saved.template_parameters === 'string' ? saved.template_parameters : null,
          tab: `Report: ${label}`.slice(0, 250),
        },
        principal,
        `report-${principal.userId}`,
      );
      body = outcome.body;
    } catch (error) {
      if (error instanceof SqlLabError) throw new ReportRunError(`Saved query "${label}" failed as ${principal.username}: ${error.message}`);
      throw error;
    }
    if (body['status'] !== 'success') throw new ReportRunError(`Saved query "${label}" did not finish (${String(body['status'])}).`);
    const columns = ((body['columns'] as { name: string }[] | undefined) ?? []).map((column) => column.name);
    const rows = (body['data'] as Record<string, unknown>[] | undefined) ?? [];
    const frame = { columns, data: columns.map((name) => rows.map((row) => row[name] ?? null)) };
    return { label, csv: toCsv(frame), rowCount: rows.length };
  }

  async close(): Promise<void> {
    await this.jobs.close();
  }
}
