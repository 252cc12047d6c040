import type { Kysely } from 'kysely';
import { isGuest, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { PermalinkStore } from './permalink-store.js';
import type { DashboardPermalinkState } from './dashboard-input.js';
import type { DashboardService } from './dashboard-service.js';

/** The `key_value.resource` dashboard permalinks are stored under (Superset's name). */
export const DASHBOARD_PERMALINK_RESOURCE = 'dashboard_permalink';

/** The stored value, as Superset's `GET /api/v1/dashboard/permalink/{key}` answers it. */
export interface DashboardPermalinkValue {
  /** The dashboard's id, as text (Superset's type). */
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** Where a dashboard permalink opens. */
export const dashboardPermalinkUrl = (key: string): string => `/superset/dashboard/p/${key}/`;

/**
 * Dashboard permalinks in the `key_value` store, with the same opaque keys as explore's.
 * Creating and opening one both need the dashboard to be visible to the caller; otherwise 404,
 * so a shared link reveals nothing to someone without access.
 */
export class DashboardPermalinks {
  private readonly store: PermalinkStore<DashboardPermalinkValue>;

  constructor(
    db: Kysely<Database>,
    private readonly dashboards: DashboardService,
  ) {
    this.store = new PermalinkStore(db, DASHBOARD_PERMALINK_RESOURCE);
  }

  async create(principal: Principal, idOrSlug: string, state: DashboardPermalinkState): Promise<{ key: string; url: string }> {
    const { dashboard } = await this.dashboards.open(principal, idOrSlug);
    const value: DashboardPermalinkValue = {
      dashboardId: String(dashboard.id),
      state: {
        urlParams: state.urlParams ?? null,
        dataMask: state.dataMask ?? null,
        activeTabs: state.activeTabs ?? null,
        anchor: state.anchor ?? null,
      },
    };
    // A guest (embedded dashboard) has no user row to name as the creator.
    const key = await this.store.put(value, isGuest(principal) ? null : principal.userId);
    return { key, url: dashboardPermalinkUrl(key) };
  }

  /** The stored value; 404 when the key is unknown or expired, or its dashboard is gone or hidden from the caller. */
  async get(principal: Principal, key: string): Promise<DashboardPermalinkValue> {
    const value = await this.store.get(key);
    await this.dashboards.open(principal, Number(value.dashboardId));
    return value;
  }
}
