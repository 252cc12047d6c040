import type { Kysely, Updateable } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { ItemQuery, ListQuery } from '../http/rison-query.js';
import { isGuest, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { DashboardsTable } from '../store/tables/content-tables.js';
import { DASHBOARDS_FORBIDDEN, canEditDashboard } from './chart-dashboards.js';
import { DASHBOARD_FORBIDDEN, dashboardChartsFor, dashboardVisibility, idOrSlugCondition, loadDashboardOwnerIds, type DashboardAccess } from './dashboard-access.js';
import { dashboardDatasets, readableDashboardCharts, type EngineSpecOf } from './dashboard-content.js';
import { copyDashboard } from './dashboard-copy.js';
import { removeDashboardStars, starDashboard, starredDashboardIds, unstarDashboard } from './dashboard-favorites.js';
import { storedObject, type DashboardColorsInput, type DashboardCopyInput, type DashboardCreateInput, type DashboardFiltersInput, type DashboardUpdateInput } from './dashboard-input.js';
import { dashboardListBase, listDashboards } from './dashboard-list.js';
import { applyColorConfig, applyNativeFilterChanges, colorConfigOf, type DashboardMetadata } from './dashboard-metadata.js';
import { loadDashboardRecords } from './dashboard-records.js';
import { userRoleIds } from './dashboard-roles.js';
import { createDashboard, updateDashboard, type OpenedDashboard } from './dashboard-save.js';
import { DASHBOARD_SHOW_COLUMNS, dashboardDetail, lastModifiedTime } from './dashboard-serializer.js';
import { selectFields } from './select-fields.js';

/** What the dashboard service needs besides the store. */
export interface DashboardServiceOptions {
  /** The DASHBOARD_RBAC feature flag. */
  rbac: boolean;
  /** Engine specs of stored databases, for the dataset answers. */
  specOf: EngineSpecOf;
}

/**
 * Dashboards: layouts of charts with their metadata (native filters, colours, refresh). A
 * dashboard is visible to its owners, administrators, and once published to whoever may read
 * its data (or, with DASHBOARD_RBAC, holds one of its roles); anything else answers 404, so
 * drafts stay unknown. Changing one needs can_write on Dashboard (checked by the route) and
 * ownership unless the caller is an administrator (403, spec §6). Every write is one transaction.
 */
export class DashboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: DashboardServiceOptions,
  ) {}

  /** The role-based part of the caller's access (their roles are read only when DASHBOARD_RBAC is on). */
  async accessOf(principal: Principal): Promise<DashboardAccess> {
    const rbac = this.options.rbac;
    return { rbac, roleIds: rbac && !principal.isAdmin ? await userRoleIds(this.db, principal.userId) : [] };
  }

  async list(principal: Principal, query: ListQuery) {
    return listDashboards(this.db, principal, await this.accessOf(principal), query);
  }

  /**
   * The dashboard named by id or slug, or 404 when there is none or the caller may not see it;
   * 403 for a guest asking for a dashboard its token does not grant.
   */
  async open(principal: Principal, idOrSlug: string | number): Promise<OpenedDashboard> {
    const where = idOrSlugCondition(idOrSlug);
    const dashboard = await this.db.selectFrom('dashboards').selectAll().where(where.column, '=', where.value).executeTakeFirst();
    if (!dashboard) throw HttpError.notFound();
    if (isGuest(principal) && !principal.guest.dashboardIds.has(dashboard.id)) throw HttpError.forbidden();
    const visible = dashboardVisibility(principal, await this.accessOf(principal));
    if (visible) {
      const found = await this.db.selectFrom('dashboards').select('id').where('id', '=', dashboard.id).where((eb) => visible(eb)).executeTakeFirst();
      if (!found) throw HttpError.notFound();
    }
    const ownerIds = (await loadDashboardOwnerIds(this.db, [dashboard.id])).get(dashboard.id) ?? [];
    return { dashboard, ownerIds };
  }

  /** The dashboard for a change: visible (else 404) and editable by the caller (else 403). */
  async openForWrite(principal: Principal, id: number): Promise<OpenedDashboard> {
    const opened = await this.open(principal, id);
    if (!canEditDashboard(principal, opened.ownerIds)) throw HttpError.forbidden(DASHBOARD_FORBIDDEN);
    return opened;
  }

  async show(principal: Principal, idOrSlug: string, query: ItemQuery) {
    const { dashboard } = await this.open(principal, idOrSlug);
    const [record] = await loadDashboardRecords(this.db, [dashboard], { chartNames: true });
    return { id: dashboard.id, result: selectFields(dashboardDetail(record!), query.columns, DASHBOARD_SHOW_COLUMNS) };
  }

  create(principal: Principal, input: DashboardCreateInput) {
    return createDashboard(this.db, principal, input);
  }

  async update(principal: Principal, id: number, input: DashboardUpdateInput) {
    return updateDashboard(this.db, principal, await this.open(principal, id), input);
  }

  async charts(principal: Principal, idOrSlug: string) {
    const { dashboard } = await this.open(principal, idOrSlug);
    return dashboardChartsFor(this.db, principal, dashboard.id);
  }

  async datasets(principal: Principal, idOrSlug: string) {
    const { dashboard } = await this.open(principal, idOrSlug);
    const datasets = await dashboardDatasets(this.db, await readableDashboardCharts(this.db, principal, dashboard.id), this.options.specOf);
    // A guest sees what drawing needs, not how a dataset is built: no SQL, template or filter predicates.
    return isGuest(principal) ? datasets.map(({ sql: _sql, template_params: _template, fetch_values_predicate: _predicate, extra: _extra, ...rest }) => ({ ...rest, sql: null })) : datasets;
  }

  async copy(principal: Principal, idOrSlug: string, input: DashboardCopyInput) {
    return copyDashboard(this.db, principal, await this.open(principal, idOrSlug), input);
  }

  /**
   * Rewrites the metadata of an editable dashboard inside one transaction, reading it there so
   * two changes in a row both land. `touch` false leaves the change time and author as they were.
   */
  private async rewriteMetadata(principal: Principal, id: number, touch: boolean, change: (metadata: DashboardMetadata) => DashboardMetadata) {
    await this.openForWrite(principal, id);
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('dashboards').select(['json_metadata', 'changed_on']).where('id', '=', id).executeTakeFirstOrThrow();
      const metadata = change(storedObject(row.json_metadata));
      const changes: Updateable<DashboardsTable> = { json_metadata: JSON.stringify(metadata) };
      if (touch) Object.assign(changes, { changed_on: now, changed_by_fk: principal.userId });
      await trx.updateTable('dashboards').set(changes).where('id', '=', id).execute();
      return { metadata, last_modified_time: lastModifiedTime(touch ? now : row.changed_on) };
    });
  }

  /** `PUT /{pk}/colors`: replaces the colour fields sent; `markUpdated` false keeps `changed_on`. */
  async updateColors(principal: Principal, id: number, input: DashboardColorsInput, markUpdated: boolean) {
    const { metadata, last_modified_time } = await this.rewriteMetadata(principal, id, markUpdated, (current) => applyColorConfig(current, input));
    return { id, result: colorConfigOf(metadata), last_modified_time };
  }

  /** `PUT /{pk}/filters`: applies native filter changes; answers the resulting configuration. */
  async updateFilters(principal: Principal, id: number, input: DashboardFiltersInput) {
    let configuration: unknown[] = [];
    const { last_modified_time } = await this.rewriteMetadata(principal, id, true, (current) => {
      const existing = Array.isArray(current['native_filter_configuration']) ? current['native_filter_configuration'] : [];
      configuration = applyNativeFilterChanges(existing, input);
      return { ...current, native_filter_configuration: configuration };
    });
    return { id, result: configuration, last_modified_time };
  }

  async remove(principal: Principal, id: number): Promise<void> {
    await this.removeMany(principal, [id], DASHBOARD_FORBIDDEN);
  }

  /**
   * Deletes dashboards, all or none: 404 when any is missing or hidden, 403 when the caller may
   * not change any one of them, 422 when a report still sends one. Charts stay; their links,
   * owners, roles, stars and embedding go with the dashboard.
   */
  async removeMany(principal: Principal, ids: readonly number[], forbidden = DASHBOARDS_FORBIDDEN): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw HttpError.notFound();
    const visible = await dashboardListBase(this.db, principal, await this.accessOf(principal)).select('dashboards.id').where('dashboards.id', 'in', unique).execute();
    if (visible.length !== unique.length) throw HttpError.notFound();
    const owners = await loadDashboardOwnerIds(this.db, unique);
    if (unique.some((id) => !canEditDashboard(principal, owners.get(id) ?? []))) throw HttpError.forbidden(forbidden);
    const reports = await this.db.selectFrom('report_schedule').select('name').where('dashboard_id', 'in', unique).orderBy('name').execute();
    if (reports.length > 0) throw HttpError.unprocessable(`There are associated alerts or reports: ${reports.map((r) => r.name).join(',')}`);
    await this.db.transaction().execute(async (trx) => {
      await removeDashboardStars(trx, unique);
      await trx.deleteFrom('tagged_object').where('object_type', '=', 'dashboard').where('object_id', 'in', unique).execute();
      // Chart links, owners, roles and embedding go with the dashboard (their foreign keys cascade).
      await trx.deleteFrom('dashboards').where('id', 'in', unique).execute();
    });
    return unique.length;
  }

  /**
   * `GET /favorite_status/`: for each id asked, whether the caller starred it; 404 when none of
   * the ids is a dashboard the caller may see (Superset's answer).
   */
  async favoriteStatus(principal: Principal, ids: readonly number[]) {
    const visible = ids.length === 0
      ? []
      : await dashboardListBase(this.db, principal, await this.accessOf(principal)).select('dashboards.id').where('dashboards.id', 'in', [...ids]).execute();
    if (visible.length === 0) throw HttpError.notFound();
    const starred = await starredDashboardIds(this.db, principal.userId, visible.map((v) => v.id));
    return ids.map((id) => ({ id, value: starred.has(id) }));
  }

  async addFavorite(principal: Principal, id: number): Promise<void> {
    await this.open(principal, id);
    await starDashboard(this.db, principal.userId, id);
  }

  async removeFavorite(principal: Principal, id: number): Promise<void> {
    await this.open(principal, id);
    await unstarDashboard(this.db, principal.userId, id);
  }
}
