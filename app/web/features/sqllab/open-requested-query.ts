import { DangerToast, ErrorMessage } from '@core/errors/index.js';
import { sqlLabActions, type QueryEditorInit } from '@core/sqllab/index.js';
import { newClientId } from './client-id';
import type { RequestedQuery } from './requested-query';
import type { SqlLabApi } from './sqllab-api';
import type { SqlLabStore } from './sqllab-store';
import { noteSavedQueryVersion } from './saved-query-versions';

/** What opening a request needs. */
export interface OpenRequestDeps {
  store: SqlLabStore;
  api: Pick<SqlLabApi, 'fetchDatasourceMetadata' | 'getSavedQuery' | 'getPermalink'>;
  notify: (level: 'danger', text: string) => void;
}

/** The tab a request opened, and whether to run it at once. */
export interface OpenedRequest {
  queryEditorId: string;
  autorun: boolean;
}

const quoteIdentifier = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

/**
 * Opens what a link or a navigation asked for in a new, active tab: a chart's datasource and SQL,
 * a saved query (linked to the tab), a permalink's tab, or SQL for a database. A failed load shows
 * the catalogue's toast ("The datasource couldn't be loaded", "The query couldn't be loaded",
 * "An error occurred while loading the SQL") and opens nothing.
 */
export async function openRequestedQuery(deps: OpenRequestDeps, request: RequestedQuery, now = Date.now()): Promise<OpenedRequest | null> {
  const { store, api } = deps;
  const id = newClientId();
  const open = (init: Omit<QueryEditorInit, 'id'>, autorun = false): OpenedRequest => {
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { ...init, id }, now }));
    return { queryEditorId: id, autorun };
  };
  switch (request.kind) {
    case 'datasource': {
      try {
        const datasource = await api.fetchDatasourceMetadata(request.datasourceKey);
        const schema = typeof datasource.schema === 'string' ? datasource.schema : null;
        const table = typeof datasource.table_name === 'string' ? datasource.table_name : null;
        const sql = request.sql ?? (table ? `SELECT *\nFROM ${schema ? `${quoteIdentifier(schema)}.` : ''}${quoteIdentifier(table)}\nLIMIT 100` : '');
        return open({ dbId: datasource.database?.id ?? null, schema, catalog: typeof datasource.catalog === 'string' ? datasource.catalog : null, sql, ...(table ? { name: table } : {}) });
      } catch {
        deps.notify('danger', DangerToast.LOAD_DATASOURCE_FAILED);
        return null;
      }
    }
    case 'savedQuery': {
      try {
        const saved = await api.getSavedQuery(request.id);
        noteSavedQueryVersion(request.id, saved.changed_on);
        const opened = open({
          name: saved.label ?? undefined,
          dbId: saved.database?.id ?? saved.db_id ?? null,
          schema: saved.schema,
          catalog: saved.catalog,
          sql: saved.sql ?? '',
          templateParams: saved.template_parameters || null,
        });
        store.dispatch(
          sqlLabActions.linkSavedQuery({
            queryEditorId: id,
            savedQuery: {
              remoteId: saved.id,
              name: saved.label ?? '',
              dbId: saved.database?.id ?? saved.db_id ?? null,
              catalog: saved.catalog,
              schema: saved.schema,
              sql: saved.sql ?? '',
              templateParams: saved.template_parameters,
              description: saved.description,
            },
            now,
          }),
        );
        return opened;
      } catch {
        deps.notify('danger', DangerToast.LOAD_QUERY_FAILED);
        return null;
      }
    }
    case 'permalink': {
      try {
        const state = await api.getPermalink(request.key);
        return open(
          { name: state.name, dbId: state.dbId, schema: state.schema ?? null, catalog: state.catalog ?? null, sql: state.sql, templateParams: state.templateParams ?? null },
          state.autorun ?? false,
        );
      } catch {
        deps.notify('danger', ErrorMessage.SQL_LOAD_FAILED);
        return null;
      }
    }
    case 'sql':
      return open(
        {
          ...(request.dbId !== null ? { dbId: request.dbId } : {}),
          ...(request.schema !== null ? { schema: request.schema } : {}),
          ...(request.catalog !== null ? { catalog: request.catalog } : {}),
          sql: request.sql,
          ...(request.name ? { name: request.name } : {}),
        },
        request.autorun,
      );
  }
}
