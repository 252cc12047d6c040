import type { Insertable, Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { LogsTable } from '../store/tables/system-tables.js';

/** spec §9: the pages send at most this many events in one request. */
export const MAX_LOG_EVENTS = 1024;

/** The action of the rows `POST /superset/log/` writes, as Superset names it (its view function). */
export const LOG_ACTION = 'log';

/** Event names the pages log when a dashboard or a chart (explore) is opened; recent activity reads them. */
export const VIEW_EVENT = { dashboard: 'mount_dashboard', explore: 'mount_explorer' } as const;

/** Form fields that travel with the events but are not part of them. */
const TRANSPORT_FIELDS = new Set(['events', 'guest_token', 'csrf_token']);

/** What a log request says besides its events. */
export interface LogRequestContext {
  /** `?explode=events`: the body's `events` holds the records; otherwise the body is the one record. */
  explode: string | undefined;
  dashboardId: number | undefined;
  sliceId: number | undefined;
}

/** One row to write: the event as sent, and the dashboard or chart it is about. */
export interface LogRecord {
  event: Record<string, unknown>;
  dashboardId: number | null;
  sliceId: number | null;
  durationMs: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id as events carry it: a number, or digits in a string. */
function idOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

function durationOf(event: Record<string, unknown>): number | null {
  const raw = event['duration_ms'] ?? event['duration'];
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? Math.round(raw) : null;
}

/** The events of an exploded request: a JSON array, or its text as a posted form sends it. */
function explodedEvents(value: unknown): unknown[] {
  let events = value;
  if (typeof events === 'string') {
    try {
      events = JSON.parse(events);
    } catch {
      throw HttpError.badRequest({ events: ['Not valid JSON.'] });
    }
  }
  if (!Array.isArray(events)) throw HttpError.badRequest({ events: ['Must be a list of events.'] });
  return events;
}

/**
 * The rows a log request writes, as Superset's event logger explodes it: with `explode=events`
 * each object of `events` is a row, otherwise the whole body is one. A row is about the
 * dashboard or chart the event names (`dashboard_id`, `slice_id`, or `source`/`source_id`),
 * else the one in the query string.
 */
export function readLogRecords(fields: Readonly<Record<string, unknown>>, context: LogRequestContext): LogRecord[] {
  const events = context.explode === 'events'
    ? explodedEvents(fields['events'])
    : [Object.fromEntries(Object.entries(fields).filter(([name]) => !TRANSPORT_FIELDS.has(name)))];
  if (events.length > MAX_LOG_EVENTS) throw HttpError.badRequest({ events: [`Longer than maximum length ${MAX_LOG_EVENTS}.`] });
  return events.map((event) => {
    if (!isRecord(event)) throw HttpError.badRequest({ events: ['Each event must be an object.'] });
    const sourceId = idOf(event['source_id']);
    const dashboardId = idOf(event['dashboard_id']) ?? (event['source'] === 'dashboard' ? sourceId : null) ?? context.dashboardId ?? null;
    const sliceId = idOf(event['slice_id']) ?? (event['source'] === 'slice' ? sourceId : null) ?? context.sliceId ?? null;
    return { event, dashboardId, sliceId, durationMs: durationOf(event) };
  });
}

/**
 * An event as stored text. A named event starts with its name (`{"event_name":"mount_dashboard",…`)
 * so the store can pick out views by a prefix, whatever else the event holds.
 */
export function serializeLogEvent(event: Readonly<Record<string, unknown>>): string {
  const name = event['event_name'];
  return JSON.stringify(typeof name === 'string' ? { event_name: name, ...event } : event);
}

/** The stored-text prefix of an event named `eventName` (see {@link serializeLogEvent}). */
export const logEventPrefix = (eventName: string): string => `{"event_name":${JSON.stringify(eventName)}`;

/** Writes the rows of a log request for `userId` in one insert. */
export async function writeLogRecords(
  db: Kysely<Database>,
  userId: number | null,
  records: readonly LogRecord[],
  options: { referrer?: string | undefined; now?: Date } = {},
): Promise<void> {
  if (records.length === 0) return;
  const dttm = nowIso(options.now);
  const referrer = options.referrer ? options.referrer.slice(0, 1024) : null;
  const rows: Insertable<LogsTable>[] = records.map((record) => ({
    action: LOG_ACTION,
    user_id: userId,
    json: serializeLogEvent(record.event),
    dttm,
    dashboard_id: record.dashboardId,
    slice_id: record.sliceId,
    duration_ms: record.durationMs,
    referrer,
  }));
  await db.insertInto('logs').values(rows).execute();
}
