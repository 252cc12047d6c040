import type { TesseraError } from '@core/errors/index.js';
import { isSqlQueryState, type QueryEditor, type QueryEditorInit, type SqlLabQuery, type SqlLabQueryUpdate, type TableSchemaInit } from '@core/sqllab/index.js';
import type { ServerQuery, ServerTabState } from './sqllab-api';

const epochMs = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value !== '') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
};

/**
 * A server run as a client query update. `editorIdOf` maps the run's `sqlEditorId` (a server tab
 * id, or a client id for runs started in a local tab) to the client id of its tab.
 */
export function serverQueryToUpdate(query: ServerQuery, editorIdOf: (sqlEditorId: string) => string | null): SqlLabQueryUpdate {
  const state = query.state?.toLowerCase();
  const errors = Array.isArray(query.extra?.errors) ? (query.extra.errors as TesseraError[]) : undefined;
  const update: SqlLabQueryUpdate = {
    id: query.id,
    dbId: query.dbId,
    sql: query.sql,
    sqlEditorId: query.sqlEditorId ? (editorIdOf(String(query.sqlEditorId)) ?? String(query.sqlEditorId)) : null,
    tab: query.tab ?? null,
    catalog: query.catalog ?? null,
    schema: query.schema ?? null,
    queryLimit: query.limit ?? null,
    limitingFactor: query.limitingFactor ?? null,
    rows: query.rows ?? null,
    progress: query.progress ?? 0,
    errorMessage: query.errorMessage ?? null,
    executedSql: query.executedSql ?? null,
    resultsKey: query.resultsKey ?? null,
    tempSchema: query.tempSchema ?? null,
    tempTable: query.tempTable ?? null,
    ctas: query.ctas ?? false,
    changedOn: epochMs(query.changed_on),
  };
  if (state && isSqlQueryState(state)) update.state = state;
  const start = epochMs(query.startDttm);
  if (start !== null) update.startDttm = start;
  const end = epochMs(query.endDttm);
  if (end !== null) update.endDttm = end;
  if (errors) update.errors = errors;
  return update;
}

/** A map from server tab ids and client ids to the client id of the tab, for {@link serverQueryToUpdate}. */
export function editorIdResolver(queryEditors: readonly Pick<QueryEditor, 'id' | 'tabViewId'>[]): (sqlEditorId: string) => string | null {
  const byId = new Map<string, string>();
  for (const queryEditor of queryEditors) {
    byId.set(queryEditor.id, queryEditor.id);
    if (queryEditor.tabViewId !== null) byId.set(queryEditor.tabViewId, queryEditor.id);
  }
  return (sqlEditorId) => byId.get(sqlEditorId) ?? null;
}

const templateText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** A server tab as an editor to load; `clientId` is the client id it has (or gets) here. */
export function serverTabToInit(tab: ServerTabState, clientId: string): QueryEditorInit {
  const selectedText = tab.extra_json?.['selectedText'];
  return {
    id: clientId,
    tabViewId: String(tab.id),
    name: tab.label,
    dbId: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    sql: tab.sql ?? '',
    ...(tab.query_limit ? { queryLimit: tab.query_limit } : {}),
    autorun: tab.autorun,
    templateParams: templateText(tab.template_params),
    hideLeftBar: tab.hide_left_bar,
    remoteId: tab.saved_query?.id ?? null,
    latestQueryId: tab.latest_query?.id ?? null,
    selectedText: typeof selectedText === 'string' ? selectedText : null,
  };
}

/** The table panes of a server tab, for `addTable`. */
export function serverTablesToInits(tab: ServerTabState, clientId: string): TableSchemaInit[] {
  return tab.table_schemas.map((table) => {
    const description = table.description ?? {};
    const columns = Array.isArray(description['columns']) ? (description['columns'] as TableSchemaInit['columns']) : undefined;
    return {
      id: `remote-${table.id}`,
      remoteId: table.id,
      queryEditorId: clientId,
      dbId: table.database_id,
      catalog: table.catalog,
      schema: table.schema,
      name: table.table,
      expanded: table.expanded,
      ...(columns ? { columns } : {}),
    };
  });
}

/** The body of `POST /tabstateview/` for a local tab (Superset's `queryEditor`). */
export function queryEditorPayload(queryEditor: QueryEditor): Record<string, unknown> {
  return {
    name: queryEditor.name,
    dbId: queryEditor.dbId,
    catalog: queryEditor.catalog,
    schema: queryEditor.schema,
    sql: queryEditor.sql,
    queryLimit: queryEditor.queryLimit,
    hideLeftBar: queryEditor.hideLeftBar,
    autorun: queryEditor.autorun,
    remoteId: queryEditor.remoteId,
    templateParams: queryEditor.templateParams,
  };
}

/**
 * The body of `PUT /tabstateview/{id}`. The latest run is named only once the server knows it
 * (it answered for it), since the server refuses an unknown run.
 */
export function tabStateChanges(queryEditor: QueryEditor, latestQuery: SqlLabQuery | undefined): Record<string, unknown> {
  return {
    label: queryEditor.name,
    database_id: queryEditor.dbId,
    catalog: queryEditor.catalog,
    schema: queryEditor.schema,
    sql: queryEditor.sql,
    query_limit: queryEditor.queryLimit,
    autorun: queryEditor.autorun,
    template_params: queryEditor.templateParams,
    hide_left_bar: queryEditor.hideLeftBar,
    saved_query_id: queryEditor.remoteId,
    ...(latestQuery && latestQuery.changedOn !== null ? { latest_query_id: latestQuery.id } : {}),
  };
}
