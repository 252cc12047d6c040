import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery } from '../http/rison-query.js';
import { ACTION_LOG_COLUMNS, ACTION_LOG_ORDER_COLUMNS, listActionLog, showActionLog } from '../services/action-log-list.js';
import { selectFields } from '../services/select-fields.js';
import type { Database } from '../store/database.js';
import { LIST_RESPONSE, OPEN_OBJECT, PK_PARAMS, listMetadata } from './database-schemas.js';

/** What the action log list routes need: the metadata store. */
export interface LogListRoutesOptions {
  db: Kysely<Database>;
}

// The log names every user and what they opened: administrators only, as Superset grants it.
const READ = { permission: ['can_read', 'Log'] as const };
const TAGS = ['LogRestApi'];
const SHOW_COLUMNS: readonly string[] = ACTION_LOG_COLUMNS;

type Q = { Querystring: { q?: string } };

/**
 * `GET /api/v1/log/` and `GET /api/v1/log/{pk}`: the action log for administrators, in
 * Superset's list and item envelopes. Filters: `action`, `event_name` (`eq`, `sw`), `user`
 * (`rel_o_m` by id, `ct` by name), `dttm` (`gt`, `lt`), `dashboard_id`, `slice_id`, `json`,
 * `referrer`, `duration_ms`.
 *
 * @example
 * ```ts
 * await app.register(logListRoutes, { db: store.db });
 * ```
 */
export async function logListRoutes(app: FastifyInstance, opts: LogListRoutesOptions): Promise<void> {
  app.get<Q>('/api/v1/log/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of logs', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await listActionLog(opts.db, query);
    return { ...page, ...listMetadata(query.keys, ACTION_LOG_COLUMNS, ACTION_LOG_ORDER_COLUMNS, 'List Log') };
  });

  app.get<Q & { Params: { pk: number } }>('/api/v1/log/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a log detail information', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => {
    const item = parseItemQuery(request.query.q);
    const result = selectFields(await showActionLog(opts.db, request.params.pk), item.columns, new Set(SHOW_COLUMNS));
    const keys = item.keys ?? ['show_columns', 'show_title'];
    return {
      id: request.params.pk,
      result,
      ...(keys.includes('show_columns') ? { show_columns: item.columns?.length ? item.columns : SHOW_COLUMNS } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Log' } : {}),
      ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
      ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
    };
  });
}
