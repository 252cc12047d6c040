import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import type { Database } from '../store/database.js';
import { basicFilterCondition, filterConditions, type FilterableColumn } from './list-filter-sql.js';
import { logEventPrefix } from './event-log.js';
import { selectFields } from './select-fields.js';

/** A row of the action log as `GET /api/v1/log/` answers it (Superset's `LogRestApi` with names of what it is about). */
export interface ActionLogItem {
  id: number;
  action: string | null;
  user_id: number | null;
  /** Null when the event was anonymous or its user is gone. */
  user: { id: number; username: string; first_name: string; last_name: string } | null;
  dttm: string;
  dashboard_id: number | null;
  slice_id: number | null;
  /** The dashboard the event is about, while it exists. */
  dashboard: { id: number; dashboard_title: string | null } | null;
  /** The chart the event is about, while it exists. */
  slice: { id: number; slice_name: string | null } | null;
  json: string | null;
  duration_ms: number | null;
  referrer: string | null;
}

/** The fields a row offers, for `columns` selection. */
export const ACTION_LOG_COLUMNS = [
  'id',
  'action',
  'user_id',
  'user',
  'dttm',
  'dashboard_id',
  'slice_id',
  'dashboard',
  'slice',
  'json',
  'duration_ms',
  'referrer',
] as const;

const ORDERABLE: Readonly<Record<string, string>> = {
  id: 'logs.id',
  action: 'logs.action',
  dttm: 'logs.dttm',
  'user.username': 'actor.username',
  dashboard_id: 'logs.dashboard_id',
  slice_id: 'logs.slice_id',
  duration_ms: 'logs.duration_ms',
};
/** The columns the action log may be ordered by. */
export const ACTION_LOG_ORDER_COLUMNS = Object.keys(ORDERABLE);

/**
 * A moment as the store keeps it (ISO-8601 UTC text, which sorts in time order), from any date
 * or date-time the caller sends; 400 for anything that is not one.
 */
function storedMoment(value: unknown): string {
  const time = typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(time)) throw HttpError.badRequest('Not a valid rison schema: dttm filter value must be a date and time');
  return new Date(time).toISOString();
}

const dttmFilters: FilterableColumn['custom'] = {
  gt: (value) => sql<SqlBool>`${sql.ref('logs.dttm')} > ${storedMoment(value)}`,
  lt: (value) => sql<SqlBool>`${sql.ref('logs.dttm')} < ${storedMoment(value)}`,
};

/** Who did it, by words of their username or name (the page's user search). */
const userContains = (value: unknown): RawBuilder<SqlBool> => {
  const parts = ['actor.username', 'actor.first_name', 'actor.last_name'].map((ref) => basicFilterCondition(ref, 'ct', value)!);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
};

/** The pages' events start their stored text with their name (see `serializeLogEvent`), so a name is a prefix match. */
const eventNamed = (value: unknown, exact: boolean): RawBuilder<SqlBool> => {
  if (typeof value !== 'string') throw HttpError.badRequest('Not a valid rison schema: event_name filter value must be a string');
  const prefix = exact ? logEventPrefix(value) : logEventPrefix(value).slice(0, -1);
  return sql<SqlBool>`substr(${sql.ref('logs.json')}, 1, ${prefix.length}) = ${prefix}`;
};

const FILTERABLE: Readonly<Record<string, FilterableColumn>> = {
  id: { ref: 'logs.id' },
  action: { ref: 'logs.action' },
  user: { ref: 'logs.user_id', custom: { ct: userContains } },
  user_id: { ref: 'logs.user_id' },
  dttm: { ref: 'logs.dttm', custom: dttmFilters },
  dashboard_id: { ref: 'logs.dashboard_id' },
  slice_id: { ref: 'logs.slice_id' },
  duration_ms: { ref: 'logs.duration_ms' },
  json: { ref: 'logs.json' },
  referrer: { ref: 'logs.referrer' },
  event_name: { ref: 'logs.json', custom: { eq: (value) => eventNamed(value, true), sw: (value) => eventNamed(value, false) } },
};

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('logs')
    .leftJoin('ab_user as actor', 'actor.id', 'logs.user_id')
    .leftJoin('dashboards', 'dashboards.id', 'logs.dashboard_id')
    .leftJoin('slices', 'slices.id', 'logs.slice_id');
}

type Base = ReturnType<typeof baseQuery>;

function selectRows(base: Base) {
  return base.select([
    'logs.id',
    'logs.action',
    'logs.user_id',
    'logs.dttm',
    'logs.dashboard_id',
    'logs.slice_id',
    'logs.json',
    'logs.duration_ms',
    'logs.referrer',
    'actor.id as actor_id',
    'actor.username as actor_username',
    'actor.first_name as actor_first_name',
    'actor.last_name as actor_last_name',
    'dashboards.id as found_dashboard_id',
    'dashboards.dashboard_title',
    'slices.id as found_slice_id',
    'slices.slice_name',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function itemOf(row: Row): ActionLogItem {
  return {
    id: row.id,
    action: row.action,
    user_id: row.user_id,
    user:
      row.actor_id === null || row.actor_id === undefined
        ? null
        : { id: row.actor_id, username: row.actor_username ?? '', first_name: row.actor_first_name ?? '', last_name: row.actor_last_name ?? '' },
    dttm: String(row.dttm),
    dashboard_id: row.dashboard_id,
    slice_id: row.slice_id,
    dashboard: row.found_dashboard_id === null || row.found_dashboard_id === undefined ? null : { id: row.found_dashboard_id, dashboard_title: row.dashboard_title ?? null },
    slice: row.found_slice_id === null || row.found_slice_id === undefined ? null : { id: row.found_slice_id, slice_name: row.slice_name ?? null },
    json: row.json,
    duration_ms: row.duration_ms,
    referrer: row.referrer,
  };
}

const ALLOWED = new Set<string>(ACTION_LOG_COLUMNS);

/**
 * A page of the action log: filters on what was done, by whom, when (`dttm` `gt`/`lt`), on which
 * dashboard or chart; newest first unless another order is asked for.
 */
export async function listActionLog(db: Kysely<Database>, query: ListQuery) {
  let base = baseQuery(db);
  for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = selectRows(base);
  const order = query.order_column !== undefined ? ORDERABLE[query.order_column] : undefined;
  page = order ? page.orderBy(sql.ref(order), query.order_direction ?? 'asc') : page.orderBy('logs.dttm', 'desc');
  // Events of one batch share their time: the id keeps their order, and pages, stable.
  page = page.orderBy('logs.id', query.order_direction === 'asc' && order ? 'asc' : 'desc');
  const { offset, limit } = resolvePaging(query);
  if (limit !== null) page = page.limit(limit).offset(offset);
  const rows = await page.execute();
  return {
    count: Number(total),
    ids: rows.map((row) => row.id),
    result: rows.map((row) => selectFields(itemOf(row), query.columns ?? query.select_columns, ALLOWED)),
  };
}

/** One row of the action log; 404 when there is none with this id. */
export async function showActionLog(db: Kysely<Database>, id: number): Promise<ActionLogItem> {
  const row = await selectRows(baseQuery(db)).where('logs.id', '=', id).executeTakeFirst();
  if (!row) throw HttpError.notFound();
  return itemOf(row);
}
