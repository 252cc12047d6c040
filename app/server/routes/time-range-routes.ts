import { resolveTimeRange, TimeRangeError } from '@core/query/time-range/index.js';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { decodeRison } from '../http/rison-query.js';

/** One time range to resolve, with an optional time-comparison shift (`1 year ago`). */
interface TimeRangeRequest {
  timeRange: string;
  shift?: string;
}

const resolvedRange = {
  type: 'object',
  properties: {
    since: { type: 'string', description: 'Start (inclusive), `YYYY-MM-DDTHH:mm:ss`; empty when open' },
    until: { type: 'string', description: 'End (exclusive), `YYYY-MM-DDTHH:mm:ss`; empty when open' },
    timeRange: { type: 'string' },
    shift: { type: ['string', 'null'] },
  },
} as const;

const errorBody = {
  type: 'object',
  properties: { message: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }] } },
} as const;

/** The decoded `q`: one time range (a string), or a list of strings or `{timeRange, shift}` objects. */
function timeRangeRequests(q: string): TimeRangeRequest[] {
  // Lists read an empty q as "no options"; here a time range is required, so empty is unreadable.
  if (q.trim() === '') throw HttpError.badRequest('Not a valid rison argument');
  const value = decodeRison(q);
  if (typeof value === 'string') return [{ timeRange: value }];
  const schemaError = HttpError.badRequest('Not a valid rison schema: expected a time range or a list of time ranges');
  if (!Array.isArray(value)) throw schemaError;
  return value.map((item: unknown) => {
    if (typeof item === 'string') return { timeRange: item };
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw schemaError;
    const { timeRange, shift } = item as Record<string, unknown>;
    if (typeof timeRange !== 'string' || (shift !== undefined && shift !== null && typeof shift !== 'string')) throw schemaError;
    return typeof shift === 'string' ? { timeRange, shift } : { timeRange };
  });
}

/**
 * `GET /api/v1/time_range/?q=<rison>`: resolves time ranges as the time-range picker shows them.
 * `q` is a rison string (`'Last week'`) or list (`!('Last week','No filter')`, or Superset's
 * `!((timeRange:'Last week',shift:'1 year ago'))`). Each result has `since` and `until` as ISO
 * local date-times (empty for an open end); a bad expression is a 400 naming the bad part.
 */
export async function timeRangeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { q: string } }>('/api/v1/time_range/', {
    config: { permission: ['can_time_range', 'Api'], guest: true },
    schema: {
      tags: ['Time Range'],
      summary: 'Resolve human-readable time ranges to since/until date-times',
      querystring: {
        type: 'object',
        required: ['q'],
        properties: { q: { type: 'string', description: "Rison: a time range ('Last week') or a list of them" } },
      },
      response: {
        200: { type: 'object', properties: { result: { type: 'array', items: resolvedRange } } },
        400: errorBody,
      },
    },
  }, async (request) => {
    const requests = timeRangeRequests(request.query.q);
    // One clock reading for the whole list, so that ranges resolved together agree.
    const now = new Date();
    try {
      const result = requests.map(({ timeRange, shift }) => {
        const { since, until } = resolveTimeRange(timeRange, { now, shift });
        return { since: since ?? '', until: until ?? '', timeRange, shift: shift ?? null };
      });
      return { result };
    } catch (error) {
      if (error instanceof TimeRangeError) throw HttpError.badRequest(`Unexpected time range: ${error.message}`);
      throw error;
    }
  });
}
