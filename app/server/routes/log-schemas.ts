/** JSON Schemas of the action log's routes (`/superset/log/`, Superset's `LogRestApi.recent_activity`). */
import { PAGE_SIZE_MAX } from '../http/bounded-fields.js';
import { PAGE_FIELD } from '../http/rison-query.js';

/** `POST /superset/log/`'s query string: `explode=events`, and the dashboard or chart the events are about. */
export const LOG_QUERYSTRING = {
  type: 'object',
  properties: {
    explode: { type: 'string', maxLength: 32 },
    dashboard_id: { type: 'integer', minimum: 0 },
    slice_id: { type: 'integer', minimum: 0 },
  },
} as const;

/**
 * `POST /superset/log/`'s body: a posted form (`events` as JSON text, `guest_token`), as the
 * pages' beacon sends it, a JSON object (`events` as a list or as JSON text), or JSON as plain text.
 */
export const LOG_BODY = { type: ['object', 'string', 'null'] } as const;

/** `q` of `GET /api/v1/log/recent_activity/`. */
export const RECENT_ACTIVITY_QUERY = {
  type: 'object',
  properties: {
    page: PAGE_FIELD,
    page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX },
    actions: { type: 'array', items: { type: 'string' } },
    distinct: { type: 'boolean' },
  },
} as const;

/** `GET /api/v1/log/recent_activity/`: Superset's `RecentActivityResponseSchema` list. */
export const RECENT_ACTIVITY_RESPONSE = {
  type: 'object',
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          action: { type: 'string' },
          item_type: { type: 'string' },
          item_title: { type: 'string' },
          item_url: { type: 'string' },
          time: { type: 'number' },
          time_delta_humanized: { type: 'string' },
        },
      },
    },
  },
} as const;
