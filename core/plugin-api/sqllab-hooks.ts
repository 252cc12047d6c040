import type { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { HookUser } from './hook-user.js';

/** What the SQL Lab hooks know about the statement being run. */
export interface SqlLabHookContext {
  databaseId: number;
  /** Engine key of the database, e.g. `duckdb`. */
  engine?: string;
  catalog?: string | null;
  schema?: string | null;
  /** SQL Lab's client-side query id. */
  clientId?: string;
  templateParams?: Record<string, unknown>;
  user?: HookUser;
}

/** How a SQL Lab run ended. */
export interface SqlLabExecution {
  status: 'success' | 'failed' | 'stopped' | 'timed_out';
  /** The SQL that actually ran, after templating and the `sql` hook. */
  executedSql: string;
  rowCount?: number;
  durationMs?: number;
  errorMessage?: string;
}

/**
 * Hooks of SQL Lab. Present on the server (execution) and in the web app (editor side).
 *
 * @example
 * ```ts
 * hooks.sqlLab?.sql.tap('comment-user', (sql, ctx) => `-- run by ${ctx.user?.username ?? 'system'}\n${sql}`);
 * ```
 */
export interface SqlLabHooks {
  /** Transforms the SQL right before execution. */
  sql: SyncWaterfallHook<[string, SqlLabHookContext]>;
  /** Runs before the statement executes; throwing refuses it. */
  beforeExecute: AsyncSeriesHook<[string, SqlLabHookContext]>;
  /** Runs after the statement finished, whatever the outcome. */
  afterExecute: AsyncSeriesHook<[SqlLabExecution, SqlLabHookContext]>;
}
