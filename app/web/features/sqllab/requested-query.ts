import type { RequestedQueryPayload } from '@core/sqllab/index.js';

/** Re-exported for explore, which opens SQL Lab with one. */
export type { RequestedQueryPayload };

/** What a link or a navigation asks SQL Lab to open in a new tab. */
export type RequestedQuery =
  | { kind: 'datasource'; datasourceKey: string; sql: string | null }
  | { kind: 'sql'; dbId: number | null; schema: string | null; catalog: string | null; sql: string; name: string | null; autorun: boolean }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'permalink'; key: string };

/** Router state explore passes when it opens a chart's query (Superset's `requestedQuery`). */
export interface SqlLabRouterState {
  requestedQuery?: RequestedQueryPayload;
}

const positiveInt = (value: string | null) => {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The request in a `requestedQuery` object (router state, or the form explore posts to
 * `/sqllab/`): a datasource and its SQL when it names a datasource, else SQL for a database. Null
 * when it asks for nothing readable. A request never runs by itself: the user runs it.
 */
export function requestedQueryFrom(requested: unknown): RequestedQuery | null {
  if (requested === null || typeof requested !== 'object' || Array.isArray(requested)) return null;
  const { datasourceKey, sql, dbId, schema, catalog, name } = requested as Record<string, unknown>;
  if (typeof datasourceKey === 'string' && datasourceKey !== '') return { kind: 'datasource', datasourceKey, sql: textOrNull(sql) };
  if (typeof sql !== 'string' || sql === '') return null;
  return {
    kind: 'sql',
    dbId: typeof dbId === 'number' && Number.isInteger(dbId) && dbId > 0 ? dbId : null,
    schema: textOrNull(schema),
    catalog: textOrNull(catalog),
    sql,
    name: textOrNull(name) || null,
    autorun: false,
  };
}

/**
 * The request in a SQL Lab URL or navigation: a permalink (`/sqllab/p/{key}` or `?permalink=`),
 * a saved query (`?savedQueryId=`), a chart's datasource and SQL (router state
 * `requestedQuery: { datasourceKey, sql }` or `?datasourceKey=&sql=`), or SQL for a database
 * (`?dbid=&schema=&sql=&name=&autorun=`). Null when there is none.
 *
 * @example
 * ```ts
 * requestedQueryOf(new URLSearchParams('datasourceKey=3__table&sql=SELECT%201'), null);
 * // { kind: 'datasource', datasourceKey: '3__table', sql: 'SELECT 1' }
 * ```
 */
export function requestedQueryOf(params: URLSearchParams, routerState: unknown, permalinkKey?: string | null): RequestedQuery | null {
  const key = permalinkKey ?? params.get('permalink');
  if (key) return { kind: 'permalink', key };
  const savedQueryId = positiveInt(params.get('savedQueryId'));
  if (savedQueryId !== null) return { kind: 'savedQuery', id: savedQueryId };
  const routed = routerState !== null && typeof routerState === 'object' ? requestedQueryFrom((routerState as SqlLabRouterState).requestedQuery) : null;
  if (routed) return routed;
  const datasourceKey = params.get('datasourceKey');
  if (datasourceKey) return { kind: 'datasource', datasourceKey, sql: params.get('sql') };
  const sql = params.get('sql');
  if (sql !== null) {
    return {
      kind: 'sql',
      dbId: positiveInt(params.get('dbid')),
      schema: params.get('schema'),
      catalog: params.get('catalog'),
      sql,
      name: params.get('name') || params.get('title'),
      autorun: params.get('autorun') === 'true',
    };
  }
  return null;
}

/**
 * The navigation that opens SQL in SQL Lab, for other screens (explore's "View in SQL Lab").
 *
 * @example
 * ```ts
 * const { to, state } = sqlLabLocation({ datasourceKey: '3__table', sql });
 * navigate(to, { state });
 * ```
 */
export function sqlLabLocation(requested: RequestedQueryPayload): { to: string; state: SqlLabRouterState } {
  return { to: '/sqllab/', state: { requestedQuery: requested } };
}
