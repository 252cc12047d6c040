import type { QueryResultColumn } from '@core/sqllab/index.js';
import { api } from '../../api/api';
import { FRESH_READ, UNTRACKED, unwrapCall } from '../../api/unwrap-call';
import { risonParam } from '../../components/list-view';
import type { AppDispatch } from '../../store/create-app-store';
import { databaseMetadataApi, type TableMetadata } from '../database/database-metadata-api';
import { datasetApi } from '../dataset/dataset-api';
import type { NewDatasetBody } from '../dataset/dataset-types';
import { exploreApi, type ExplorePermalink } from '../explore/explore-api';
import { sqlLabQueryLane, toRequestError, type SqlLabQueryLane } from './sqllab-query-lane';

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
  /** An async run's job (202): its progress comes as that job's async events. */
  job_id?: string;
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

/** `GET /api/v1/database/{id}/table_metadata/`, as the database metadata endpoint reads it. */
export type TableMetadataResponse = TableMetadata;

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
  /** The saved query's version (see `saved-query-versions`). */
  changed_on?: string;
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

/** A row of `GET /api/v1/query/` (the query history page). */
export interface QueryListItem {
  id: number;
  database: { id?: number; database_name?: string } | null;
  schema: string | null;
  sql: string | null;
  rows: number | null;
  status: string;
  tab_name: string | null;
  start_time: number | null;
  end_time: number | null;
  user?: { first_name?: string; last_name?: string } | null;
}

/** What `fetch_datasource_metadata` tells of a dataset opened in SQL Lab. */
export type DatasourceMetadata = { database?: { id: number }; schema?: string | null; catalog?: string | null; sql?: string | null; table_name?: string } & Record<string, unknown>;

/** The body of `POST /api/v1/sqllab/estimate/`. */
export interface EstimateRequest {
  database_id: number;
  sql: string;
  schema: string | null;
  catalog: string | null;
  template_params: Record<string, unknown> | null;
}

const encodePath = (value: string) => encodeURIComponent(value);

const TABS = { type: 'SqlLabTab', id: 'LIST' } as const;
const tab = (tabViewId: string) => ({ type: 'SqlLabTab' as const, id: tabViewId });
const QUERY_LIST = { type: 'Query', id: 'LIST' } as const;
const SAVED_QUERY_LIST = { type: 'SavedQuery', id: 'LIST' } as const;

/**
 * SQL Lab's server resources, with Superset's paths and shapes: the page's bootstrap, editor tabs
 * and their tables (`/tabstateview/`, `/tableschemaview/`), saved queries, the query history,
 * permalinks, a dataset's metadata, SELECT * of a table, cost estimates and SQL formatting.
 * Schemas, tables and table metadata are the database metadata endpoints, shared with the
 * dataset editor; a dataset from a query and the chart it opens on are the dataset and explore
 * endpoints. Running SQL and reading its rows is the query lane (`sqllab-query-lane.ts`).
 */
export const sqlLabEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabBootstrap: build.query<SqlLabBootstrap, void>({
      query: () => '/api/v1/sqllab/',
      transformResponse: (response: { result: SqlLabBootstrap }) => response.result,
      providesTags: [TABS],
    }),
    getTabState: build.query<ServerTabState, string>({
      query: (tabViewId) => `/tabstateview/${encodePath(tabViewId)}`,
      providesTags: (_result, _error, tabViewId) => [tab(tabViewId)],
    }),
    createTabState: build.mutation<{ id: number }, Record<string, unknown>>({
      query: (queryEditor) => ({ url: '/tabstateview/', method: 'POST', body: { queryEditor } }),
      invalidatesTags: [TABS],
    }),
    updateTabState: build.mutation<unknown, { tabViewId: string; changes: Record<string, unknown> }>({
      query: ({ tabViewId, changes }) => ({ url: `/tabstateview/${encodePath(tabViewId)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { tabViewId }) => [TABS, tab(tabViewId)],
    }),
    deleteTabState: build.mutation<unknown, string>({
      query: (tabViewId) => ({ url: `/tabstateview/${encodePath(tabViewId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, tabViewId) => [TABS, tab(tabViewId)],
    }),
    activateTabState: build.mutation<unknown, string>({
      query: (tabViewId) => ({ url: `/tabstateview/${encodePath(tabViewId)}/activate`, method: 'POST' }),
      invalidatesTags: [TABS],
    }),
    migrateQuery: build.mutation<unknown, { tabViewId: string; clientId: string }>({
      query: ({ tabViewId, clientId }) => ({ url: `/tabstateview/${encodePath(tabViewId)}/migrate_query`, method: 'POST', body: { queryId: clientId } }),
      invalidatesTags: (_result, _error, { tabViewId }) => [tab(tabViewId), QUERY_LIST],
    }),
    removeTabQuery: build.mutation<unknown, { tabViewId: string; clientId: string }>({
      query: ({ tabViewId, clientId }) => ({ url: `/tabstateview/${encodePath(tabViewId)}/query/${encodePath(clientId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { tabViewId }) => [tab(tabViewId), QUERY_LIST],
    }),
    createTableSchema: build.mutation<{ id: number }, Record<string, unknown>>({
      query: (table) => ({ url: '/tableschemaview/', method: 'POST', body: { table } }),
      invalidatesTags: (_result, _error, table) => (typeof table['queryEditorId'] === 'string' ? [tab(table['queryEditorId'])] : [TABS]),
    }),
    setTableSchemaExpanded: build.mutation<unknown, { remoteId: number; expanded: boolean }>({
      query: ({ remoteId, expanded }) => ({ url: `/tableschemaview/${remoteId}/expanded`, method: 'POST', body: { expanded } }),
      invalidatesTags: [{ type: 'SqlLabTab' }],
    }),
    deleteTableSchema: build.mutation<unknown, number>({
      query: (remoteId) => ({ url: `/tableschemaview/${remoteId}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'SqlLabTab' }],
    }),

    getQueryHistory: build.query<QueryListItem[], { pageSize: number }>({
      query: ({ pageSize }) => `/api/v1/query/?q=${risonParam({ order_column: 'start_time', order_direction: 'desc', page: 0, page_size: pageSize })}`,
      transformResponse: (response: { result: QueryListItem[] }) => response.result,
      providesTags: [QUERY_LIST],
    }),

    getSavedQuery: build.query<SavedQueryRecord, number>({
      query: (id) => `/api/v1/saved_query/${id}`,
      transformResponse: (response: { result: SavedQueryRecord }) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'SavedQuery', id }],
    }),
    createSavedQuery: build.mutation<{ id: number; result: Record<string, unknown> }, SavedQueryInput>({
      query: (body) => ({ url: '/api/v1/saved_query/', method: 'POST', body }),
      invalidatesTags: [SAVED_QUERY_LIST],
    }),
    updateSavedQuery: build.mutation<{ id: number; result: Record<string, unknown> }, { id: number; input: SavedQueryInput & { changed_on?: string } }>({
      query: ({ id, input }) => ({ url: `/api/v1/saved_query/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { id }) => [SAVED_QUERY_LIST, { type: 'SavedQuery', id }],
    }),

    createSqlLabPermalink: build.mutation<{ key: string; url: string }, SqlLabPermalinkState>({
      query: (state) => ({ url: '/api/v1/sqllab/permalink', method: 'POST', body: state }),
    }),
    getSqlLabPermalink: build.query<SqlLabPermalinkState, string>({
      query: (key) => `/api/v1/sqllab/permalink/${encodePath(key)}`,
    }),

    getDatasourceMetadata: build.query<DatasourceMetadata, string>({
      query: (datasourceKey) => `/superset/fetch_datasource_metadata?datasourceKey=${encodeURIComponent(datasourceKey)}`,
      providesTags: [{ type: 'Dataset' }],
    }),
    getSelectStar: build.query<string, { databaseId: number; table: string; schema: string | null }>({
      query: ({ databaseId, table, schema }) => `/api/v1/database/${databaseId}/select_star/${encodePath(table)}/${schema ? `${encodePath(schema)}/` : ''}`,
      transformResponse: (response: { result: string }) => response.result,
    }),
    /** A cost estimate is worked out for the SQL as it is now: sent each time, never kept. */
    estimateQueryCost: build.mutation<Record<string, string>[], EstimateRequest>({
      query: (body) => ({ url: '/api/v1/sqllab/estimate/', method: 'POST', body }),
      transformResponse: (response: { result: Record<string, string>[] }) => response.result,
    }),
    formatSql: build.mutation<string, { sql: string; databaseId: number | null }>({
      query: ({ sql, databaseId }) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', body: databaseId === null ? { sql } : { sql, database_id: databaseId } }),
      transformResponse: (response: { result: string }) => response.result,
    }),
  }),
});

export const { useGetQueryHistoryQuery } = sqlLabEndpoints;

/**
 * SQL Lab's server calls as its code makes them, from callbacks and the sync cycle: the query
 * lane's runs, and every resource through its RTK Query endpoint. Each failure is a
 * `SqlLabRequestError` (HTTP status and the catalogue's words). Tests hand in fakes of the parts
 * they need.
 */
export interface SqlLabApi extends SqlLabQueryLane {
  bootstrap(): Promise<SqlLabBootstrap>;
  estimate(body: EstimateRequest): Promise<Record<string, string>[]>;
  formatSql(sql: string, databaseId: number | null): Promise<string>;
  createPermalink(state: SqlLabPermalinkState): Promise<{ key: string; url: string }>;
  getPermalink(key: string): Promise<SqlLabPermalinkState>;
  getSavedQuery(id: number): Promise<SavedQueryRecord>;
  createSavedQuery(input: SavedQueryInput): Promise<{ id: number; result: Record<string, unknown> }>;
  /** Updates a saved query; `changed_on` names the version it was based on (409 when it changed since). */
  updateSavedQuery(id: number, input: SavedQueryInput & { changed_on?: string }): Promise<{ id: number; result: Record<string, unknown> }>;
  /** An explore permalink on form data, so explore opens with it ready (`POST /api/v1/explore/permalink`). */
  createExplorePermalink(formData: Record<string, unknown>): Promise<ExplorePermalink>;
  createDataset(body: NewDatasetBody): Promise<{ id: number }>;
  fetchDatasourceMetadata(datasourceKey: string): Promise<DatasourceMetadata>;
  tableMetadata(databaseId: number, table: { name: string; schema: string | null; catalog?: string | null }): Promise<TableMetadataResponse>;
  selectStar(databaseId: number, table: string, schema: string | null): Promise<string>;
  fetchTabState(tabViewId: string): Promise<ServerTabState>;
  createTabState(queryEditor: Record<string, unknown>): Promise<{ id: number }>;
  updateTabState(tabViewId: string, changes: Record<string, unknown>): Promise<unknown>;
  deleteTabState(tabViewId: string): Promise<unknown>;
  activateTabState(tabViewId: string): Promise<unknown>;
  migrateQuery(tabViewId: string, clientId: string): Promise<unknown>;
  removeTabQuery(tabViewId: string, clientId: string): Promise<unknown>;
  createTableSchema(table: Record<string, unknown>): Promise<{ id: number }>;
  setTableSchemaExpanded(remoteId: number, expanded: boolean): Promise<unknown>;
  deleteTableSchema(remoteId: number): Promise<unknown>;
}

/**
 * The {@link SqlLabApi} of a store: reads that open something (the bootstrap, a tab, a saved query,
 * a permalink) see the server as it is now (`FRESH_READ`); table metadata and SELECT * are read
 * through the cache the rest of the app shares; mutations are sent `UNTRACKED`, their tags
 * refreshing whatever lists show what they changed.
 */
export function createSqlLabApi(dispatch: AppDispatch): SqlLabApi {
  const call = async <T>(request: { unwrap(): Promise<T> }): Promise<T> => {
    try {
      return await unwrapCall(request);
    } catch (error) {
      throw await toRequestError(error);
    }
  };
  const { endpoints } = sqlLabEndpoints;
  return {
    ...sqlLabQueryLane,
    bootstrap: () => call(dispatch(endpoints.getSqlLabBootstrap.initiate(undefined, FRESH_READ))),
    estimate: (body) => call(dispatch(endpoints.estimateQueryCost.initiate(body, UNTRACKED))),
    formatSql: (sql, databaseId) => call(dispatch(endpoints.formatSql.initiate({ sql, databaseId }, UNTRACKED))),
    createPermalink: (state) => call(dispatch(endpoints.createSqlLabPermalink.initiate(state, UNTRACKED))),
    getPermalink: (key) => call(dispatch(endpoints.getSqlLabPermalink.initiate(key, FRESH_READ))),
    getSavedQuery: (id) => call(dispatch(endpoints.getSavedQuery.initiate(id, FRESH_READ))),
    createSavedQuery: (input) => call(dispatch(endpoints.createSavedQuery.initiate(input, UNTRACKED))),
    updateSavedQuery: (id, input) => call(dispatch(endpoints.updateSavedQuery.initiate({ id, input }, UNTRACKED))),
    createExplorePermalink: (formData) => call(dispatch(exploreApi.endpoints.createExplorePermalink.initiate({ formData, urlParams: [] }, UNTRACKED))),
    createDataset: (body) => call(dispatch(datasetApi.endpoints.createDataset.initiate(body, UNTRACKED))),
    fetchDatasourceMetadata: (datasourceKey) => call(dispatch(endpoints.getDatasourceMetadata.initiate(datasourceKey, FRESH_READ))),
    // The same arguments as the dataset editor's for a table without a catalog: one cache entry.
    tableMetadata: (databaseId, { name, schema, catalog }) =>
      call(dispatch(databaseMetadataApi.endpoints.getTableMetadata.initiate({ databaseId, schema, table: name, ...(catalog ? { catalog } : {}) }, { subscribe: false }))),
    selectStar: (databaseId, table, schema) => call(dispatch(endpoints.getSelectStar.initiate({ databaseId, table, schema }, { subscribe: false }))),
    fetchTabState: (tabViewId) => call(dispatch(endpoints.getTabState.initiate(tabViewId, FRESH_READ))),
    createTabState: (queryEditor) => call(dispatch(endpoints.createTabState.initiate(queryEditor, UNTRACKED))),
    updateTabState: (tabViewId, changes) => call(dispatch(endpoints.updateTabState.initiate({ tabViewId, changes }, UNTRACKED))),
    deleteTabState: (tabViewId) => call(dispatch(endpoints.deleteTabState.initiate(tabViewId, UNTRACKED))),
    activateTabState: (tabViewId) => call(dispatch(endpoints.activateTabState.initiate(tabViewId, UNTRACKED))),
    migrateQuery: (tabViewId, clientId) => call(dispatch(endpoints.migrateQuery.initiate({ tabViewId, clientId }, UNTRACKED))),
    removeTabQuery: (tabViewId, clientId) => call(dispatch(endpoints.removeTabQuery.initiate({ tabViewId, clientId }, UNTRACKED))),
    createTableSchema: (table) => call(dispatch(endpoints.createTableSchema.initiate(table, UNTRACKED))),
    setTableSchemaExpanded: (remoteId, expanded) => call(dispatch(endpoints.setTableSchemaExpanded.initiate({ remoteId, expanded }, UNTRACKED))),
    deleteTableSchema: (remoteId) => call(dispatch(endpoints.deleteTableSchema.initiate(remoteId, UNTRACKED))),
  };
}
