import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { EmbeddedDashboardsTable } from '../store/tables/content-tables.js';
import { canEditDashboard } from './chart-dashboards.js';
import { DASHBOARD_FORBIDDEN } from './dashboard-access.js';
import type { DashboardService } from './dashboard-service.js';
import { allowedDomainProblems } from './embedded-domains.js';

type EmbeddedRow = Selectable<EmbeddedDashboardsTable>;

/** Superset's `EmbeddedDashboardResponseSchema`. */
export interface EmbeddedDashboardResult {
  uuid: string;
  allowed_domains: string[];
  dashboard_id: string;
  changed_on: string;
  changed_by?: { id: number; username: string; first_name: string; last_name: string };
}

/** What the embedded page needs of an embedding, read without a caller. */
export interface EmbeddingForPage {
  uuid: string;
  dashboard_id: number;
  allowed_domains: string[];
}

/** The stored `allow_domain_list` as a list (null, empty or unreadable text: none). */
export function storedDomains(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A dashboard's embedding: the uuid the embedded SDK names it by and the host domains that may
 * frame it, one per dashboard. Reading it needs sight of the dashboard (404 otherwise);
 * changing it needs the right to edit the dashboard (owners and administrators, 403 otherwise)
 * besides `can_set_embedded`, which the routes check. Every write is one transaction.
 */
export class EmbeddedDashboards {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dashboards: DashboardService,
  ) {}

  private async result(row: EmbeddedRow): Promise<EmbeddedDashboardResult> {
    const user = row.changed_by_fk === null
      ? undefined
      : await this.db.selectFrom('ab_user').select(['id', 'username', 'first_name', 'last_name']).where('id', '=', row.changed_by_fk).executeTakeFirst();
    return {
      uuid: row.uuid,
      allowed_domains: storedDomains(row.allow_domain_list),
      dashboard_id: String(row.dashboard_id),
      changed_on: row.changed_on,
      ...(user ? { changed_by: { id: user.id, username: user.username, first_name: user.first_name ?? '', last_name: user.last_name ?? '' } } : {}),
    };
  }

  private rowOf(dashboardId: number): Promise<EmbeddedRow | undefined> {
    return this.db.selectFrom('embedded_dashboards').selectAll().where('dashboard_id', '=', dashboardId).orderBy('created_on').orderBy('uuid').executeTakeFirst();
  }

  /** `GET /api/v1/dashboard/{id_or_slug}/embedded`: 404 when the dashboard is hidden or not embedded. */
  async get(principal: Principal, idOrSlug: string): Promise<EmbeddedDashboardResult> {
    const { dashboard } = await this.dashboards.open(principal, idOrSlug);
    const row = await this.rowOf(dashboard.id);
    if (!row) throw HttpError.notFound();
    return this.result(row);
  }

  /** `GET /api/v1/embedded_dashboard/{uuid}`: 404 when there is none or its dashboard is hidden from the caller. */
  async byUuid(principal: Principal, uuid: string): Promise<EmbeddedDashboardResult> {
    const row = await this.db.selectFrom('embedded_dashboards').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    await this.dashboards.open(principal, row.dashboard_id);
    return this.result(row);
  }

  private async openForEmbedding(principal: Principal, idOrSlug: string) {
    const opened = await this.dashboards.open(principal, idOrSlug);
    if (!canEditDashboard(principal, opened.ownerIds)) throw HttpError.forbidden(DASHBOARD_FORBIDDEN);
    return opened.dashboard;
  }

  /**
   * `POST` / `PUT …/embedded`: sets the allowed domains, creating the embedding when there is
   * none; an existing embedding keeps its uuid, so hosts already using it go on working.
   */
  async set(principal: Principal, idOrSlug: string, allowedDomains: readonly string[]): Promise<EmbeddedDashboardResult> {
    const dashboard = await this.openForEmbedding(principal, idOrSlug);
    const problems = allowedDomainProblems(allowedDomains);
    if (problems.length > 0) throw HttpError.badRequest({ allowed_domains: problems });
    const domains = JSON.stringify([...new Set(allowedDomains.map((entry) => entry.trim()))]);
    const now = nowIso();
    const uuid = await this.db.transaction().execute(async (trx) => {
      // Touching the dashboard's row first makes two concurrent saves of one dashboard take turns
      // (a row lock on PostgreSQL, the write lock on SQLite), so it never gets two embeddings.
      await trx.updateTable('dashboards').set((eb) => ({ changed_on: eb.ref('changed_on') })).where('id', '=', dashboard.id).execute();
      const existing = await trx.selectFrom('embedded_dashboards').select('uuid').where('dashboard_id', '=', dashboard.id).orderBy('created_on').orderBy('uuid').execute();
      const kept = existing[0]?.uuid;
      if (kept === undefined) {
        const created = randomUUID();
        await trx
          .insertInto('embedded_dashboards')
          .values({ uuid: created, dashboard_id: dashboard.id, allow_domain_list: domains, created_on: now, changed_on: now, created_by_fk: principal.userId, changed_by_fk: principal.userId })
          .execute();
        return created;
      }
      await trx.updateTable('embedded_dashboards').set({ allow_domain_list: domains, changed_on: now, changed_by_fk: principal.userId }).where('uuid', '=', kept).execute();
      if (existing.length > 1) await trx.deleteFrom('embedded_dashboards').where('dashboard_id', '=', dashboard.id).where('uuid', '<>', kept).execute();
      return kept;
    });
    const row = await this.db.selectFrom('embedded_dashboards').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    return this.result(row);
  }

  /** `DELETE …/embedded`: the dashboard is no longer embeddable (its uuid stops working); OK when it was not. */
  async remove(principal: Principal, idOrSlug: string): Promise<void> {
    const dashboard = await this.openForEmbedding(principal, idOrSlug);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('embedded_dashboards').where('dashboard_id', '=', dashboard.id).execute();
    });
  }
}

/** The embedding a `/embedded/{uuid}` page shows, or null when the uuid names none. */
export async function embeddingForPage(db: Kysely<Database>, uuid: string): Promise<EmbeddingForPage | null> {
  const row = await db.selectFrom('embedded_dashboards').select(['uuid', 'dashboard_id', 'allow_domain_list']).where('uuid', '=', uuid).executeTakeFirst();
  return row ? { uuid: row.uuid, dashboard_id: row.dashboard_id, allowed_domains: storedDomains(row.allow_domain_list) } : null;
}
