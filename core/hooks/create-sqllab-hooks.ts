import { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { SqlLabHooks } from '../plugin-api/sqllab-hooks.js';

/**
 * Creates SQL Lab's hooks.
 *
 * @example
 * ```ts
 * const hooks = createSqlLabHooks();
 * const sql = hooks.sql.call(renderedSql, context);
 * await hooks.beforeExecute.promise(sql, context);
 * ```
 */
export function createSqlLabHooks(): Readonly<SqlLabHooks> {
  return Object.freeze({
    sql: new SyncWaterfallHook(['sql', 'context'], 'sqlLab.sql'),
    beforeExecute: new AsyncSeriesHook(['sql', 'context'], 'sqlLab.beforeExecute'),
    afterExecute: new AsyncSeriesHook(['execution', 'context'], 'sqlLab.afterExecute'),
  } satisfies SqlLabHooks);
}
