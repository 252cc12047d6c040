import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, risonParser } from '../http/rison-query.js';
import { isGuest } from '../security/principal.js';
import { readLogRecords, writeLogRecords } from '../services/event-log.js';
import { recentActivity, type RecentActivityQuery } from '../services/recent-activity.js';
import { FormBodyError, formValues, parseMultipartForm, parseUrlEncodedForm } from '../services/sqllab-form-body.js';
import type { Database } from '../store/database.js';
import { LOG_BODY, LOG_QUERYSTRING, RECENT_ACTIVITY_QUERY, RECENT_ACTIVITY_RESPONSE } from './log-schemas.js';

/** What the log routes need: the metadata store. */
export interface LogRoutesOptions {
  db: Kysely<Database>;
}

const TAGS = ['LogRestApi'];
const parseRecentActivityQuery = risonParser<RecentActivityQuery>(RECENT_ACTIVITY_QUERY);

type LogRequest = { Querystring: { explode?: string; dashboard_id?: number; slice_id?: number }; Body: unknown };

/** The fields of a log body: a posted form's values decoded from JSON, a JSON object, or JSON sent as plain text. */
function logFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'string') return formValues(body);
  if (body.trim() === '') return {};
  try {
    return formValues(JSON.parse(body));
  } catch {
    throw HttpError.badRequest('Request body is not valid JSON');
  }
}

/**
 * The action log: `POST /superset/log/` records the pages' events (a batch with
 * `?explode=events`, as a posted form from `navigator.sendBeacon` or as JSON) in `logs`, and
 * `GET /api/v1/log/recent_activity/` answers the dashboards and charts the caller opened lately.
 *
 * @example
 * ```ts
 * await app.register(logRoutes, { db: store.db });
 * ```
 */
export async function logRoutes(app: FastifyInstance, opts: LogRoutesOptions): Promise<void> {
  // Form bodies, for these routes only (the routes are encapsulated in this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseUrlEncodedForm(String(body))));
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseMultipartForm(body as Buffer, String(request.headers['content-type'])));
    } catch (error) {
      done(error instanceof FormBodyError ? HttpError.badRequest(error.message) : (error as Error), undefined);
    }
  });

  app.post<LogRequest>('/superset/log/', {
    // A beacon cannot carry the CSRF header, so the pages send the token as the form's `csrf_token`
    // field, and an embedded page its guest token as `guest_token`.
    config: { permission: ['can_log', 'Superset'], guest: true, guestTokenField: true },
    schema: { tags: TAGS, summary: "Record the pages' events in the action log", querystring: LOG_QUERYSTRING, body: LOG_BODY },
  }, async (request, reply) => {
    const records = readLogRecords(logFields(request.body), {
      explode: request.query.explode,
      dashboardId: request.query.dashboard_id,
      sliceId: request.query.slice_id,
    });
    // A guest (embedded dashboard) has no user row: its events are logged without a user.
    await writeLogRecords(opts.db, isGuest(request.principal) ? null : request.principal!.userId, records, { referrer: request.headers.referer });
    return reply.status(200).send();
  });

  app.get<{ Querystring: { q?: string } }>('/api/v1/log/recent_activity/', {
    // Everyone may read their own history: it only names what they opened themselves.
    schema: { tags: TAGS, summary: 'Get recent activity data for the current user', querystring: RISON_QUERYSTRING, response: { 200: RECENT_ACTIVITY_RESPONSE } },
  }, async (request) => ({ result: await recentActivity(opts.db, request.principal!.userId, parseRecentActivityQuery(request.query.q)) }));
}
