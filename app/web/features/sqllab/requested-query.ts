/** What a link or a navigation asks SQL Lab to open in a new tab. */
export type RequestedQuery =
  | { kind: 'datasource'; datasourceKey: string; sql: string | null }
  | { kind: 'sql'; dbId: number | null; schema: string | null; catalog: string | null; sql: string; name: string | null; autorun: boolean }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'permalink'; key: string };

/** Router state explore passes when it opens a chart's query (Superset's `requestedQuery`). */
export interface SqlLabRouterState {
  requestedQuery?: { datasourceKey?: string; sql?: string; dbId?: number; schema?: string | null };
}

const positiveInt = (value: string | null) => {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

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
  const requested = (routerState as SqlLabRouterState | null | undefined)?.requestedQuery;
  if (requested?.datasourceKey) return { kind: 'datasource', datasourceKey: requested.datasourceKey, sql: requested.sql ?? null };
  if (requested?.sql) {
    return { kind: 'sql', dbId: requested.dbId ?? null, schema: requested.schema ?? null, catalog: null, sql: requested.sql, name: null, autorun: false };
  }
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
export function sqlLabLocation(requested: { datasourceKey?: string; sql?: string; dbId?: number; schema?: string | null }): { to: string; state: SqlLabRouterState } {
  return { to: '/sqllab/', state: { requestedQuery: requested } };
}
