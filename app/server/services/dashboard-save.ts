import type { Kysely, Transaction, Updateable } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { DashboardsTable } from '../store/tables/content-tables.js';
import { canEditDashboard } from './chart-dashboards.js';
import { DASHBOARD_FORBIDDEN, type DashboardRow } from './dashboard-access.js';
import {
  certificationOf,
  dashboardTitleOf,
  normalizeSlug,
  parseDashboardJson,
  type DashboardCreateInput,
  type DashboardUpdateInput,
} from './dashboard-input.js';
import { layoutChartIds, type DashboardLayout } from './dashboard-layout.js';
import { resolveRoles, setDashboardOwners, setDashboardRoles } from './dashboard-roles.js';
import { lastModifiedTime } from './dashboard-serializer.js';
import { FieldErrors, resolveOwners } from './dataset-rules.js';
import { checkVersion, editVersionOf, nextStamp, updateVersioned } from './edit-version.js';
import { isUniqueViolation } from './unique-violation.js';

/** A dashboard the caller may see, with its owners' ids. */
export interface OpenedDashboard {
  dashboard: DashboardRow;
  ownerIds: number[];
}

/** Superset's message for a slug another dashboard holds. */
export const SLUG_TAKEN = 'Must be unique';

/**
 * Checks a slug to store: digits alone would read as a dashboard id in `/dashboard/{id_or_slug}`
 * and make the dashboard unreachable by it, and no other dashboard may hold it.
 */
async function checkSlug(db: Kysely<Database>, slug: string | null, exceptId: number | null, errors: FieldErrors): Promise<void> {
  if (slug === null) return;
  if (/^\d+$/.test(slug)) {
    errors.add('slug', 'Must not be a number');
    return;
  }
  let query = db.selectFrom('dashboards').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) errors.add('slug', SLUG_TAKEN);
}

/**
 * Links the dashboard to the charts its layout shows (`dashboard_slices`), inside the caller's
 * transaction; ids of charts that do not exist are left out. Returns the linked ids.
 */
export async function setDashboardCharts(trx: Transaction<Database>, dashboardId: number, chartIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(chartIds)];
  const existing = unique.length === 0 ? new Set<number>() : new Set((await trx.selectFrom('slices').select('id').where('id', 'in', unique).execute()).map((r) => r.id));
  const linked = unique.filter((id) => existing.has(id));
  await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', dashboardId).execute();
  if (linked.length > 0) await trx.insertInto('dashboard_slices').values(linked.map((slice_id) => ({ dashboard_id: dashboardId, slice_id }))).execute();
  return linked;
}

const serialize = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(value) : null);

/** A write whose slug lost a race with another save is answered like a slug found taken. */
async function guardSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw HttpError.unprocessable({ slug: [SLUG_TAKEN] });
    throw error;
  }
}

/**
 * `POST /api/v1/dashboard/`: applies spec §5's save rules (untitled title, slug cleaned or none,
 * certification details only with a certifier), checks the JSON fields (400), the slug, owners
 * and roles (422), then writes the dashboard, its owners (the caller unless an administrator
 * names others), roles and chart links in one transaction.
 */
export async function createDashboard(db: Kysely<Database>, principal: Principal, input: DashboardCreateInput) {
  const { metadata, layout } = withoutVersion(parseDashboardJson(input));
  const errors = new FieldErrors();
  const slug = normalizeSlug(input.slug);
  await checkSlug(db, slug, null, errors);
  // An empty owner list means "me", as Superset's create does.
  const owners = await resolveOwners(db, principal, input.owners?.length ? input.owners : undefined, errors);
  const roles = await resolveRoles(db, input.roles ?? [], errors);
  errors.throwIfAny();

  const now = nowIso();
  const stored = {
    dashboard_title: dashboardTitleOf(input.dashboard_title),
    slug,
    css: input.css ?? null,
    json_metadata: serialize(metadata),
    position_json: serialize(layout),
    published: input.published ?? false,
    ...certificationOf(input.certified_by, input.certification_details),
    is_managed_externally: input.is_managed_externally ?? false,
    external_url: input.external_url ?? null,
  };
  const id = await guardSlugRace(() =>
    db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('dashboards')
        .values({ ...stored, created_on: now, changed_on: now, created_by_fk: principal.userId, changed_by_fk: principal.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setDashboardOwners(trx, inserted.id, owners);
      await setDashboardRoles(trx, inserted.id, roles);
      if (layout) await setDashboardCharts(trx, inserted.id, layoutChartIds(layout));
      return inserted.id;
    }),
  );
  return { id, result: { ...stored, owners, roles } };
}

/** The changes a PUT makes to the dashboard row, and the answer's `result` (what was sent, as stored). */
function rowChanges(dashboard: DashboardRow, input: DashboardUpdateInput, json: { metadata?: Record<string, unknown> | null; layout?: DashboardLayout | null }) {
  const changes: Updateable<DashboardsTable> = {};
  if (input.dashboard_title !== undefined) changes.dashboard_title = dashboardTitleOf(input.dashboard_title);
  if (input.slug !== undefined) changes.slug = normalizeSlug(input.slug);
  if (input.css !== undefined) changes.css = input.css;
  if (input.published !== undefined) changes.published = input.published ?? false;
  if (json.metadata !== undefined) changes.json_metadata = serialize(json.metadata);
  if (json.layout !== undefined) changes.position_json = serialize(json.layout);
  if (input.is_managed_externally !== undefined) changes.is_managed_externally = input.is_managed_externally ?? false;
  if (input.external_url !== undefined) changes.external_url = input.external_url;
  if (input.certified_by !== undefined || input.certification_details !== undefined) {
    const by = input.certified_by !== undefined ? input.certified_by : dashboard.certified_by;
    const details = input.certification_details !== undefined ? input.certification_details : dashboard.certification_details;
    const certification = certificationOf(by, details);
    if (input.certified_by !== undefined) changes.certified_by = certification.certified_by;
    changes.certification_details = certification.certification_details;
  }
  return changes;
}

/**
 * The parsed JSON fields without the version Superset's dashboard save sends in the metadata
 * (`last_modified_time`): it names what the save was based on and is never stored.
 */
function withoutVersion<T extends { metadata?: Record<string, unknown> | null }>(json: T): T & { metadataVersion: number | undefined } {
  if (!json.metadata || !('last_modified_time' in json.metadata)) return { ...json, metadataVersion: undefined };
  const { last_modified_time: version, ...metadata } = json.metadata;
  return { ...json, metadata, metadataVersion: typeof version === 'number' ? version : undefined };
}

/**
 * `PUT /api/v1/dashboard/{pk}` in each of its forms (publish toggle, properties, metadata alone,
 * layout save): owners and administrators only (403). Only the fields sent change; a layout sent
 * (`position_json`, or `positions` in the metadata) also relinks the dashboard to the charts it
 * shows. A save naming the version it was based on (`changed_on`, or `last_modified_time` at the
 * top or in the metadata) answers 409 and writes nothing when the dashboard changed since (see
 * `edit-version`). Answers `{id, result, last_modified_time}` with `result` holding what was stored.
 */
export async function updateDashboard(db: Kysely<Database>, principal: Principal, opened: OpenedDashboard, input: DashboardUpdateInput) {
  const { dashboard } = opened;
  if (!canEditDashboard(principal, opened.ownerIds)) throw HttpError.forbidden(DASHBOARD_FORBIDDEN);
  const json = withoutVersion(parseDashboardJson(input));
  const version = editVersionOf(input.changed_on, input.last_modified_time ?? json.metadataVersion);
  checkVersion(version, dashboard.changed_on, 'dashboard');
  const errors = new FieldErrors();
  const changes = rowChanges(dashboard, input, json);
  if (changes.slug !== undefined) await checkSlug(db, changes.slug, dashboard.id, errors);
  const owners = input.owners !== undefined ? await resolveOwners(db, principal, input.owners, errors) : undefined;
  const roles = input.roles !== undefined ? await resolveRoles(db, input.roles, errors) : undefined;
  errors.throwIfAny();

  // Versions a second apart, so the `last_modified_time` answered names this save alone.
  const now = nextStamp(dashboard.changed_on, true);
  await guardSlugRace(() =>
    db.transaction().execute(async (trx) => {
      await updateVersioned(trx, 'dashboards', dashboard.id, { ...changes, changed_on: now, changed_by_fk: principal.userId }, { version, stored: dashboard.changed_on, kind: 'dashboard' });
      if (owners) await setDashboardOwners(trx, dashboard.id, owners);
      if (roles) await setDashboardRoles(trx, dashboard.id, roles);
      if (json.layout) await setDashboardCharts(trx, dashboard.id, layoutChartIds(json.layout));
    }),
  );
  return {
    id: dashboard.id,
    result: { ...changes, ...(owners ? { owners } : {}), ...(roles ? { roles } : {}) },
    last_modified_time: lastModifiedTime(now),
  };
}
