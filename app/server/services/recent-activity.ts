import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import { dashboardUrl } from './dashboard-serializer.js';
import { LOG_ACTION, logEventPrefix, VIEW_EVENT } from './event-log.js';
import { humanizeDelta } from './humanize-delta.js';

/** What recent activity reports: a dashboard opened, or a chart opened in explore (Superset's action names). */
export type RecentActivityAction = keyof typeof VIEW_EVENT;

/** The actions recent activity knows, in Superset's default order. */
export const RECENT_ACTIVITY_ACTIONS: readonly RecentActivityAction[] = ['explore', 'dashboard'];

/** Superset's answer for one viewed item. */
export interface RecentActivityItem {
  action: RecentActivityAction;
  item_type: 'dashboard' | 'slice';
  item_title: string;
  item_url: string;
  /** When it was viewed, in milliseconds since the epoch. */
  time: number;
  time_delta_humanized: string;
}

/** The `q` of `GET /api/v1/log/recent_activity/`. */
export interface RecentActivityQuery {
  page?: number;
  page_size?: number;
  actions?: string[];
  /** One entry per item, at its latest view (the default), instead of one per view. */
  distinct?: boolean;
}

/** Superset looks back one year. */
const LOOK_BACK_MS = 365 * 86_400_000;
export const RECENT_ACTIVITY_DEFAULT_PAGE_SIZE = 25;
export const RECENT_ACTIVITY_MAX_PAGE_SIZE = 100;

const epochMs = (iso: string) => Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);

/**
 * The views of one kind by one user since a time: rows Superset's server logs under the action
 * itself (`dashboard`, `explore`), and the pages' `log` events named `mount_dashboard` /
 * `mount_explorer`, each with the id of what was viewed.
 */
function viewsOf(db: Kysely<Database>, userId: number, since: string, kind: RecentActivityAction) {
  const idColumn = kind === 'dashboard' ? 'logs.dashboard_id' : 'logs.slice_id';
  const prefix = logEventPrefix(VIEW_EVENT[kind]);
  return db
    .selectFrom('logs')
    .select((eb) => [sql<RecentActivityAction>`${sql.lit(kind)}`.as('kind'), eb.ref(idColumn).$castTo<number>().as('item_id'), 'logs.dttm'])
    .where('logs.user_id', '=', userId)
    .where('logs.dttm', '>', since)
    .where(idColumn, 'is not', null)
    .where((eb) =>
      eb.or([
        eb('logs.action', '=', kind),
        eb.and([eb('logs.action', '=', LOG_ACTION), eb(sql`substr(${sql.ref('logs.json')}, 1, ${sql.lit(prefix.length)})`, '=', prefix)]),
      ]),
    );
}

/**
 * `GET /api/v1/log/recent_activity/`: the dashboards and charts a user opened in the last year,
 * latest first, in Superset's shape. With `distinct` (the default) each item appears once, at its
 * latest view. Items deleted since are left out.
 */
export async function recentActivity(
  db: Kysely<Database>,
  userId: number,
  query: RecentActivityQuery,
  now: Date = new Date(),
): Promise<RecentActivityItem[]> {
  const kinds = RECENT_ACTIVITY_ACTIONS.filter((kind) => (query.actions ?? RECENT_ACTIVITY_ACTIONS).includes(kind));
  if (kinds.length === 0) return [];
  const since = nowIso(new Date(now.getTime() - LOOK_BACK_MS));
  const [first, ...rest] = kinds.map((kind) => viewsOf(db, userId, since, kind));
  const views = rest.reduce((union, next) => union.unionAll(next), first!);
  const viewed =
    query.distinct === false
      ? views
      : db
          .selectFrom(views.as('each_view'))
          .select((eb) => ['each_view.kind', 'each_view.item_id', eb.fn.max('each_view.dttm').as('dttm')])
          .groupBy(['each_view.kind', 'each_view.item_id']);
  const requested = query.page_size ?? RECENT_ACTIVITY_DEFAULT_PAGE_SIZE;
  const pageSize = requested < 1 || requested > RECENT_ACTIVITY_MAX_PAGE_SIZE ? RECENT_ACTIVITY_MAX_PAGE_SIZE : requested;
  const rows = await db
    .selectFrom(viewed.as('viewed'))
    .leftJoin('dashboards', (join) => join.onRef('dashboards.id', '=', 'viewed.item_id').on('viewed.kind', '=', 'dashboard'))
    .leftJoin('slices', (join) => join.onRef('slices.id', '=', 'viewed.item_id').on('viewed.kind', '=', 'explore'))
    .select(['viewed.kind', 'viewed.item_id', 'viewed.dttm', 'dashboards.slug', 'dashboards.dashboard_title', 'slices.slice_name'])
    .where((eb) => eb.or([eb('dashboards.id', 'is not', null), eb('slices.id', 'is not', null)]))
    .orderBy('viewed.dttm', 'desc')
    .orderBy('viewed.item_id', 'desc')
    .limit(pageSize)
    .offset((query.page ?? 0) * pageSize)
    .execute();
  return rows.map((row) => {
    const dttm = String(row.dttm);
    const dashboard = row.kind === 'dashboard';
    return {
      action: row.kind,
      item_type: dashboard ? 'dashboard' : 'slice',
      item_title: dashboard ? row.dashboard_title || '[ untitled dashboard ]' : row.slice_name || '<empty>',
      item_url: dashboard ? dashboardUrl({ id: row.item_id, slug: row.slug }) : `/explore/?slice_id=${row.item_id}`,
      time: epochMs(dttm),
      time_delta_humanized: humanizeDelta(dttm, now),
    };
  });
}
