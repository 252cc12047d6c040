import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import type { GuestResource, GuestTokenClaims } from './guest-token.js';
import { permissionKey, type GuestGrant, type Principal } from './principal.js';
import type { PermissionPair } from './role-definitions.js';

/**
 * What viewing an embedded dashboard takes, on top of the guest role's own permissions: reading
 * the dashboard, its charts and their data, its datasets, the time-range grammar, dashboard
 * permalinks and the action log. Every route still has to be marked `guest: true` to answer a
 * guest, and every object is checked against the grant, so these pairs open nothing else.
 */
export const GUEST_VIEWER_PERMISSIONS: readonly PermissionPair[] = Object.freeze([
  ['can_read', 'Dashboard'],
  ['can_read', 'Chart'],
  ['can_read', 'Dataset'],
  ['can_explore_json', 'Superset'],
  ['can_time_range', 'Api'],
  ['can_read', 'DashboardPermalinkRestApi'],
  ['can_write', 'DashboardPermalinkRestApi'],
  ['can_log', 'Superset'],
  ['can_write', 'Log'],
] as const);

/** The user id a guest acts as: no user row has it, so no ownership, star or grant ever matches. */
export const GUEST_USER_ID = 0;

const CACHE_TTL_MS = 5_000;
const CACHE_CAPACITY = 500;

interface Cached {
  principal: Principal;
  at: number;
}

const caches = new WeakMap<Kysely<Database>, Map<string, Cached>>();

/**
 * The principal of a verified guest token: the token's dashboards (numeric ids, slugs or
 * embedded uuids; unknown ones grant nothing) with their charts and datasets, the permissions of
 * the guest role (`GUEST_ROLE_NAME`) plus {@link GUEST_VIEWER_PERMISSIONS}, and the token's row
 * filters. Loaded once per token for a few seconds, as a dashboard's page sends a burst of
 * requests with the same token.
 */
export async function loadGuestPrincipal(db: Kysely<Database>, roleName: string, token: string, claims: GuestTokenClaims): Promise<Principal> {
  const cache = caches.get(db) ?? new Map<string, Cached>();
  caches.set(db, cache);
  const hit = cache.get(token);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.principal;
  const principal = await buildGuestPrincipal(db, roleName, claims);
  cache.set(token, { principal, at: Date.now() });
  while (cache.size > CACHE_CAPACITY) cache.delete(cache.keys().next().value!);
  return principal;
}

async function buildGuestPrincipal(db: Kysely<Database>, roleName: string, claims: GuestTokenClaims): Promise<Principal> {
  const dashboardIds = await resolveDashboards(db, claims.resources);
  const { chartIds, datasetIds } = await dashboardContents(db, dashboardIds);
  const rolePairs = await rolePermissions(db, roleName);
  const pairs = [...rolePairs, ...GUEST_VIEWER_PERMISSIONS];
  const grant: GuestGrant = {
    user: claims.user,
    dashboardIds,
    chartIds,
    datasetIds,
    rlsRules: claims.rls_rules,
    key: grantKey(claims, dashboardIds),
  };
  const username = typeof claims.user.username === 'string' && claims.user.username ? claims.user.username : 'guest';
  return {
    userId: GUEST_USER_ID,
    username,
    firstName: typeof claims.user.first_name === 'string' ? claims.user.first_name : '',
    lastName: typeof claims.user.last_name === 'string' ? claims.user.last_name : '',
    email: null,
    isActive: true,
    passwordHash: '',
    roles: { [roleName]: pairs },
    isAdmin: false,
    permissionKeys: new Set(pairs.map(([permission, view]) => permissionKey(permission, view))),
    guest: grant,
  };
}

/** The ids of the dashboards the token names: digits are an id, anything else a slug or an embedded uuid. */
async function resolveDashboards(db: Kysely<Database>, resources: readonly GuestResource[]): Promise<ReadonlySet<number>> {
  const ids = resources.filter((r) => /^\d+$/.test(r.id)).map((r) => Number(r.id));
  const names = resources.filter((r) => !/^\d+$/.test(r.id)).map((r) => r.id);
  if (ids.length === 0 && names.length === 0) return new Set();
  const rows = await db
    .selectFrom('dashboards')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('dashboards.id', 'in', ids)] : []),
        ...(names.length > 0
          ? [eb('dashboards.slug', 'in', names), eb('dashboards.id', 'in', eb.selectFrom('embedded_dashboards').select('embedded_dashboards.dashboard_id').where('embedded_dashboards.uuid', 'in', names))]
          : []),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The charts placed on the dashboards, and the datasets those charts and the dashboards' native filters read. */
async function dashboardContents(db: Kysely<Database>, dashboardIds: ReadonlySet<number>): Promise<{ chartIds: ReadonlySet<number>; datasetIds: ReadonlySet<number> }> {
  if (dashboardIds.size === 0) return { chartIds: new Set(), datasetIds: new Set() };
  const ids = [...dashboardIds];
  const [charts, dashboards] = await Promise.all([
    db
      .selectFrom('dashboard_slices')
      .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
      .select(['slices.id', 'slices.datasource_id', 'slices.datasource_type'])
      .where('dashboard_slices.dashboard_id', 'in', ids)
      .execute(),
    db.selectFrom('dashboards').select('json_metadata').where('id', 'in', ids).execute(),
  ]);
  const datasetIds = new Set<number>();
  for (const chart of charts) {
    if (chart.datasource_id !== null && (chart.datasource_type === 'table' || chart.datasource_type === 'dataset')) datasetIds.add(chart.datasource_id);
  }
  for (const dashboard of dashboards) {
    for (const target of nativeFilterTargets(dashboard.json_metadata)) datasetIds.add(target.datasetId);
  }
  return { chartIds: new Set(charts.map((chart) => chart.id)), datasetIds };
}

/** A dataset (and column, for filters that need one) a native filter reads. */
export interface NativeFilterTargetRef {
  filterId: string;
  filterType: string;
  datasetId: number;
  column: string | null;
  sortMetric: string | null;
}

/** The dataset targets of a dashboard's native filters, from its stored metadata. */
export function nativeFilterTargets(jsonMetadata: string | null): NativeFilterTargetRef[] {
  let metadata: unknown;
  try {
    metadata = JSON.parse(jsonMetadata ?? '{}');
  } catch {
    return [];
  }
  const filters = (metadata as { native_filter_configuration?: unknown } | null)?.native_filter_configuration;
  if (!Array.isArray(filters)) return [];
  const out: NativeFilterTargetRef[] = [];
  for (const filter of filters as Array<Record<string, unknown> | null>) {
    if (!filter || typeof filter !== 'object' || !Array.isArray(filter['targets'])) continue;
    for (const target of filter['targets'] as Array<Record<string, unknown> | null>) {
      const datasetId = target?.['datasetId'];
      if (typeof datasetId !== 'number' || !Number.isInteger(datasetId)) continue;
      const column = (target?.['column'] as { name?: unknown } | undefined)?.name;
      out.push({
        filterId: String(filter['id'] ?? ''),
        filterType: String(filter['filterType'] ?? ''),
        datasetId,
        column: typeof column === 'string' && column ? column : null,
        sortMetric: typeof filter['sortMetric'] === 'string' && filter['sortMetric'] ? filter['sortMetric'] : null,
      });
    }
  }
  return out;
}

/** The permission pairs of one role, by name; none when there is no such role. */
async function rolePermissions(db: Kysely<Database>, roleName: string): Promise<PermissionPair[]> {
  const rows = await db
    .selectFrom('ab_role as r')
    .innerJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['p.name as permission', 'v.name as view'])
    .where('r.name', '=', roleName)
    .execute();
  return rows.map((row) => [row.permission, row.view] as const);
}

function grantKey(claims: GuestTokenClaims, dashboardIds: ReadonlySet<number>): string {
  const rules = claims.rls_rules.map((rule) => ({ dataset: rule.dataset ?? null, clause: rule.clause }));
  const text = JSON.stringify({ user: claims.user, dashboards: [...dashboardIds].sort((a, b) => a - b), rules });
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}
