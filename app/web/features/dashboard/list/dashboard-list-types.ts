/** Shapes of the dashboard list API (`GET /api/v1/dashboard/`), as Superset answers them. */

/** A person named on a dashboard (owner, creator). */
export interface DashboardPerson {
  id: number;
  first_name: string;
  last_name: string;
}

/** A row of `GET /api/v1/dashboard/` with the columns the dashboard list asks for. */
export interface DashboardListItem {
  id: number;
  dashboard_title: string | null;
  slug: string | null;
  /** `/superset/dashboard/{slug or id}/`. */
  url: string;
  published: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
  owners: DashboardPerson[];
  changed_by_name?: string;
  changed_on_delta_humanized?: string;
  changed_on_utc?: string;
}

/** `POST /api/v1/dashboard/`'s answer. */
export interface DashboardCreated {
  id: number;
  result: Record<string, unknown>;
}
