import type { QueryResultColumn } from '@core/sqllab/index.js';
import { risonParam } from '../../components/list-view';
import { getJson, sendJson, sqlLabRequest } from './sqllab-http';

/** A database as SQL Lab's bootstrap lists it. */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend?: string;
  allow_run_async?: boolean;
  allow_dml?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  expose_in_sqllab?: boolean;
  disable_data_preview?: boolean;
  allow_multi_catalog?: boolean;
}

/** A run as the server describes it (Superset's `Query.to_dict()`). */
export interface ServerQuery {
  id: string;
  queryId?: number;
  dbId: number;
  sql: string;
  state: string;
  sqlEditorId?: string | null;
  tab?: string | null;
  catalog?: string | null;
  schema?: string | null;
  limit?: number | null;
  limitingFactor?: string | null;
  rows?: number | null;
  progress?: number | null;
  startDttm?: number | null;
  endDttm?: number | null;
  changed_on?: string | number | null;
  errorMessage?: string | null;
  executedSql?: string | null;
  resultsKey?: string | null;
  tempSchema?: string | null;
  tempTable?: string | null;
  ctas?: boolean;
  extra?: { errors?: unknown[] } & Record<string, unknown>;
}

/** A table pane stored with a tab. */
export interface ServerTableSchema {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: Record<string, unknown> | null;
  expanded: boolean;
}

/** A tab as `/tabstateview/{id}` returns it. */
export interface ServerTabState {
  id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  table_schemas: ServerTableSchema[];
  sql: string | null;
  query_limit: number | null;
  latest_query: ServerQuery | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query: ({ id: number } & Record<string, unknown>) | null;
  extra_json: Record<string, unknown>;
}

/** `GET /api/v1/sqllab/`'s result. */
export interface SqlLabBootstrap {
  tab_state_ids: { id: number; label: string }[];
  active_tab: ServerTabState | null;
  databases: Record<string, SqlLabDatabase>;
  queries: Record<string, ServerQuery>;
}

/** The body of `POST /api/v1/sqllab/execute/`. */
export interface ExecuteRequest {
  client_id: string;
  database_id: number;
  sql: string;
  sql_editor_id: string | null;
  tab: string | null;
  schema: string | null;
  catalog: string | null;
  runAsync: boolean;
  queryLimit: number | null;
  templateParams: string | null;
  select_as_cta: boolean;
  ctas_method: string | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  expand_data: boolean;
  json: boolean;
}

/** The answer of execute (200 with rows, 202 with the queued run) and of results. */
export interface ExecuteResponse {
  status?: string;
  query_id?: number;
  query: ServerQuery;
  data?: Record<string, unknown>[];
  columns?: QueryResultColumn[];
  selected_columns?: QueryResultColumn[];
  expanded_columns?: QueryResultColumn[];
  displayLimitReached?: boolean;
}

/** A table of `GET /api/v1/database/{id}/tables/`. */
export interface TableOption {
  value: string;
  type?: string | null;
}

/** `GET /api/v1/database/{id}/table_metadata/`. */
export interface TableMetadataResponse {
  name: string;
  columns: { name: string; type: string | null; longType?: string | null; comment?: string | null; keys?: unknown[] }[];
  selectStar: string | null;
  primaryKey: { name?: string | null; column_names: string[]; type: 'pk' } | null;
  foreignKeys: { name?: string | null; column_names: string[]; referred_table?: string; referred_schema?: string | null; referred_columns?: string[]; type: 'fk' }[];
  indexes: { name?: string | null; column_names: string[]; type: 'index'; unique?: boolean }[];
}

/** The state a permalink keeps (one editor tab). */
export interface SqlLabPermalinkState {
  dbId: number;
  name: string;
  sql: string;
  schema?: string | null;
  catalog?: string | null;
  autorun?: boolean;
  templateParams?: string | null;
}

/** A saved query as `GET /api/v1/saved_query/{id}` shows it. */
export interface SavedQueryRecord {
  id: number;
  label: string | null;
  description: string | null;
  sql: string | null;
  schema: string | null;
  catalog: string | null;
  template_parameters: string | null;
  database?: { id: number; database_name?: string } | null;
  db_id?: number | null;
}

/** The fields a saved query is written with. */
export interface SavedQueryInput {
  db_id: number | null;
  label: string;
  description: string;
  sql: string;
  schema: string | null;
  catalog: string | null;
  template_parameters: string | null;
}

const encodePath = (value: string) => encodeURIComponent(value);

/** SQL Lab's server calls, with Superset's paths and shapes. */
export const sqlLabApi = {
  bootstrap: async () => (await getJson<{ result: SqlLabBootstrap }>('/api/v1/sqllab/')).result,

  execute: async (body: ExecuteRequest): Promise<{ status: number; body: ExecuteResponse }> => {
    const response = await sqlLabRequest('/api/v1/sqllab/execute/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ExecuteResponse };
  },

  /**
   * A run's stored rows. Asks for Arrow IPC first (our server's compact format) and JSON
   * otherwise; the caller reads whichever the response's content type says came back.
   */
  results: (key: string, rows?: number, signal?: AbortSignal) =>
    sqlLabRequest(`/api/v1/sqllab/results/?q=${risonParam(rows === undefined ? { key } : { key, rows })}`, {
      headers: { Accept: 'application/vnd.apache.arrow.stream, application/json;q=0.9' },
      ...(signal ? { signal } : {}),
    }),

  stopQuery: (clientId: string) => sendJson<{ result: string }>('POST', '/api/v1/query/stop', { client_id: clientId }),

  queriesUpdatedSince: async (lastUpdatedMs: number) =>
    (await getJson<{ result: ServerQuery[] }>(`/api/v1/query/updated_since?q=${risonParam({ last_updated_ms: lastUpdatedMs })}`)).result,

  estimate: async (body: { database_id: number; sql: string; schema: string | null; catalog: string | null; template_params: Record<string, unknown> | null }) =>
    (await sendJson<{ result: Record<string, string>[] }>('POST', '/api/v1/sqllab/estimate/', body)).result,

  formatSql: async (sql: string, databaseId: number | null) =>
    (await sendJson<{ result: string }>('POST', '/api/v1/sqllab/format_sql/', databaseId === null ? { sql } : { sql, database_id: databaseId })).result,

  createPermalink: (state: SqlLabPermalinkState) => sendJson<{ key: string; url: string }>('POST', '/api/v1/sqllab/permalink', state),
  getPermalink: (key: string) => getJson<SqlLabPermalinkState>(`/api/v1/sqllab/permalink/${encodePath(key)}`),

  getSavedQuery: async (id: number) => (await getJson<{ result: SavedQueryRecord }>(`/api/v1/saved_query/${id}`)).result,
  createSavedQuery: (input: SavedQueryInput) => sendJson<{ id: number; result: Record<string, unknown> }>('POST', '/api/v1/saved_query/', input),
  updateSavedQuery: (id: number, input: SavedQueryInput) => sendJson<{ id: number; result: Record<string, unknown> }>('PUT', `/api/v1/saved_query/${id}`, input),

  /** An explore permalink on form data, so explore opens with it ready (`POST /api/v1/explore/permalink`). */
  createExplorePermalink: (formData: Record<string, unknown>) => sendJson<{ key: string; url: string }>('POST', '/api/v1/explore/permalink', { formData }),

  createDataset: (body: { database: number; table_name: string; schema: string | null; catalog?: string | null; sql: string; template_params?: string | null }) =>
    sendJson<{ id: number; result: Record<string, unknown> }>('POST', '/api/v1/dataset/', body),

  fetchDatasourceMetadata: (datasourceKey: string) =>
    getJson<{ database?: { id: number }; schema?: string | null; catalog?: string | null; sql?: string | null; table_name?: string } & Record<string, unknown>>(
      `/superset/fetch_datasource_metadata?datasourceKey=${encodeURIComponent(datasourceKey)}`,
    ),

  schemas: async (databaseId: number, force = false) =>
    (await getJson<{ result: string[] }>(`/api/v1/database/${databaseId}/schemas/?q=${risonParam({ force })}`)).result,
  tables: async (databaseId: number, schema: string, force = false) =>
    (await getJson<{ result: TableOption[] }>(`/api/v1/database/${databaseId}/tables/?q=${risonParam({ force, schema_name: schema })}`)).result,
  tableMetadata: (databaseId: number, table: { name: string; schema: string | null; catalog?: string | null }) => {
    const params = new URLSearchParams({ name: table.name });
    if (table.schema) params.set('schema', table.schema);
    if (table.catalog) params.set('catalog', table.catalog);
    return getJson<TableMetadataResponse>(`/api/v1/database/${databaseId}/table_metadata/?${params.toString()}`);
  },
  selectStar: async (databaseId: number, table: string, schema: string | null) =>
    (await getJson<{ result: string }>(`/api/v1/database/${databaseId}/select_star/${encodePath(table)}/${schema ? `${encodePath(schema)}/` : ''}`)).result,
  functionNames: async (databaseId: number) =>
    (await getJson<{ function_names: string[] }>(`/api/v1/database/${databaseId}/function_names/`)).function_names,

  fetchTabState: (tabViewId: string) => getJson<ServerTabState>(`/tabstateview/${encodePath(tabViewId)}`),
  createTabState: (queryEditor: Record<string, unknown>) => sendJson<{ id: number }>('POST', '/tabstateview/', { queryEditor }),
  updateTabState: (tabViewId: string, changes: Record<string, unknown>) => sendJson<unknown>('PUT', `/tabstateview/${encodePath(tabViewId)}`, changes),
  deleteTabState: (tabViewId: string) => sendJson<unknown>('DELETE', `/tabstateview/${encodePath(tabViewId)}`),
  activateTabState: (tabViewId: string) => sendJson<unknown>('POST', `/tabstateview/${encodePath(tabViewId)}/activate`),
  migrateQuery: (tabViewId: string, clientId: string) => sendJson<unknown>('POST', `/tabstateview/${encodePath(tabViewId)}/migrate_query`, { queryId: clientId }),
  removeTabQuery: (tabViewId: string, clientId: string) => sendJson<unknown>('DELETE', `/tabstateview/${encodePath(tabViewId)}/query/${encodePath(clientId)}`),
  createTableSchema: (table: Record<string, unknown>) => sendJson<{ id: number }>('POST', '/tableschemaview/', { table }),
  setTableSchemaExpanded: (remoteId: number, expanded: boolean) => sendJson<unknown>('POST', `/tableschemaview/${remoteId}/expanded`, { expanded }),
  deleteTableSchema: (remoteId: number) => sendJson<unknown>('DELETE', `/tableschemaview/${remoteId}`),
};

/** The type of {@link sqlLabApi}; tests hand in fakes of the parts they need. */
export type SqlLabApi = typeof sqlLabApi;
