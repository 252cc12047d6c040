import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ajvFieldMessages } from '../http/ajv-field-messages.js';
import { compileOnFirstUse } from '../http/compile-on-first-use.js';
import { HttpError } from '../http/http-error.js';
import { FormBodyError, formValues, parseMultipartForm, parseUrlEncodedForm } from '../services/sqllab-form-body.js';
import { SqlLabTabStates, type QueryEditorInput, type TabStateChanges } from '../services/sqllab-tab-states.js';
import { SqlLabTableSchemas, type TableSchemaInput } from '../services/sqllab-table-schemas.js';
import type { Database } from '../store/database.js';
import {
  EXPANDED_FIELDS,
  FORM_OR_JSON_BODY,
  ID_PARAMS,
  MIGRATE_QUERY_FIELDS,
  TABLE_SCHEMA_POST_FIELDS,
  TAB_QUERY_PARAMS,
  TAB_STATE_POST_FIELDS,
  TAB_STATE_PUT_FIELDS,
} from './tab-state-schemas.js';

/** What the tab-state views need: the metadata store. */
export interface TabStateRoutesOptions {
  db: Kysely<Database>;
}

const ajv = new Ajv({ allErrors: true, strict: false });

/** A reader of one route's body: decodes form values and validates them, 400 with field messages otherwise. */
function fieldsReader<T>(schema: object): (body: unknown) => T {
  const validate = compileOnFirstUse(ajv, schema);
  return (body) => {
    const values = formValues(body);
    if (!validate(values)) throw HttpError.badRequest(ajvFieldMessages(validate.errors));
    return values as T;
  };
}

const readTabPost = fieldsReader<{ queryEditor: QueryEditorInput }>(TAB_STATE_POST_FIELDS);
const readTabPut = fieldsReader<TabStateChanges>(TAB_STATE_PUT_FIELDS);
const readMigrate = fieldsReader<{ queryId: string | number }>(MIGRATE_QUERY_FIELDS);
const readTablePost = fieldsReader<{ table: TableSchemaInput }>(TABLE_SCHEMA_POST_FIELDS);
const readExpanded = fieldsReader<{ expanded: boolean }>(EXPANDED_FIELDS);

const principalOf = (request: FastifyRequest) => request.principal!;
/** These views answer bare JSON values (`"OK"`, an id), as Superset's do. */
const sendJson = (reply: FastifyReply, value: unknown) => reply.type('application/json; charset=utf-8').send(JSON.stringify(value));

type Id = { Params: { id: number } };
const TAB_TAGS = ['SQL Lab tab state'];

/**
 * Superset's tab-state views: `/tabstateview/…` keeps SQL Lab's editor tabs per user (create,
 * read, update, delete, activate, move a run into a tab, drop a run from it) and
 * `/tableschemaview/…` the tables open in a tab's left pane. Bodies are posted forms whose
 * values are JSON, as Superset's client sends them, or plain JSON objects.
 *
 * @example
 * ```ts
 * await app.register(tabStateRoutes, { db: store.db });
 * ```
 */
export async function tabStateRoutes(app: FastifyInstance, opts: TabStateRoutesOptions): Promise<void> {
  const tabs = new SqlLabTabStates(opts.db);
  const tables = new SqlLabTableSchemas(opts.db, tabs);

  // Form bodies, for these views only (the routes are encapsulated in this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseUrlEncodedForm(String(body))));
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseMultipartForm(body as Buffer, String(request.headers['content-type'])));
    } catch (error) {
      done(error instanceof FormBodyError ? HttpError.badRequest(error.message) : (error as Error), undefined);
    }
  });

  app.post('/tabstateview/', {
    config: { permission: ['can_post', 'TabStateView'] },
    schema: { tags: TAB_TAGS, summary: 'Create an editor tab and make it the active one', body: FORM_OR_JSON_BODY },
  }, async (request, reply) => {
    const { queryEditor } = readTabPost(request.body);
    return sendJson(reply, { id: await tabs.create(principalOf(request), queryEditor) });
  });

  app.get<Id>('/tabstateview/:id', {
    config: { permission: ['can_get', 'TabStateView'] },
    schema: { tags: TAB_TAGS, summary: 'Get an editor tab with its tables, latest run and saved query', params: ID_PARAMS },
  }, async (request, reply) => sendJson(reply, await tabs.toDict(await tabs.owned(principalOf(request), request.params.id))));

  app.put<Id>('/tabstateview/:id', {
    config: { permission: ['can_put', 'TabStateView'] },
    schema: { tags: TAB_TAGS, summary: 'Update an editor tab', params: ID_PARAMS, body: FORM_OR_JSON_BODY },
  }, async (request, reply) => {
    await tabs.update(principalOf(request), request.params.id, readTabPut(request.body));
    return sendJson(reply, request.params.id);
  });

  app.delete<Id>('/tabstateview/:id', {
    config: { permission: ['can_delete', 'TabStateView'] },
    schema: { tags: TAB_TAGS, summary: 'Delete an editor tab and its tables', params: ID_PARAMS },
  }, async (request, reply) => {
    await tabs.remove(principalOf(request), request.params.id);
    return sendJson(reply, 'OK');
  });

  app.post<Id>('/tabstateview/:id/activate', {
    config: { permission: ['can_activate', 'TabStateView'] },
    schema: { tags: TAB_TAGS, summary: 'Make an editor tab the active one', params: ID_PARAMS },
  }, async (request, reply) => {
    await tabs.activate(principalOf(request), request.params.id);
    return sendJson(reply, request.params.id);
  });

  app.post<Id>('/tabstateview/:id/migrate_query', {
    config: { permission: ['can_migrate_query', 'TabStateView'] },
    schema: { tags: TAB_TAGS, summary: 'Move one of the caller\'s runs into an editor tab', params: ID_PARAMS, body: FORM_OR_JSON_BODY },
  }, async (request, reply) => {
    const { queryId } = readMigrate(request.body);
    await tabs.migrateQuery(principalOf(request), request.params.id, String(queryId));
    return sendJson(reply, request.params.id);
  });

  app.delete<{ Params: { id: number; client_id: string } }>('/tabstateview/:id/query/:client_id', {
    config: { permission: ['can_delete_query', 'TabStateView'] },
    schema: { tags: TAB_TAGS, summary: 'Delete one of the caller\'s runs from an editor tab', params: TAB_QUERY_PARAMS },
  }, async (request, reply) => {
    await tabs.removeQuery(principalOf(request), request.params.id, request.params.client_id);
    return sendJson(reply, 'OK');
  });

  app.post('/tableschemaview/', {
    config: { permission: ['can_post', 'TableSchemaView'] },
    schema: { tags: TAB_TAGS, summary: 'Open a table in an editor tab', body: FORM_OR_JSON_BODY },
  }, async (request, reply) => {
    const { table } = readTablePost(request.body);
    return sendJson(reply, { id: await tables.create(principalOf(request), table) });
  });

  app.post<Id>('/tableschemaview/:id/expanded', {
    config: { permission: ['can_expanded', 'TableSchemaView'] },
    schema: { tags: TAB_TAGS, summary: 'Expand or collapse a table of an editor tab', params: ID_PARAMS, body: FORM_OR_JSON_BODY },
  }, async (request, reply) => {
    const { expanded } = readExpanded(request.body);
    await tables.setExpanded(principalOf(request), request.params.id, expanded);
    return sendJson(reply, { id: request.params.id, expanded });
  });

  app.delete<Id>('/tableschemaview/:id', {
    config: { permission: ['can_delete', 'TableSchemaView'] },
    schema: { tags: TAB_TAGS, summary: 'Close a table of an editor tab', params: ID_PARAMS },
  }, async (request, reply) => {
    await tables.remove(principalOf(request), request.params.id);
    return sendJson(reply, 'OK');
  });
}
