/** Shapes the home page reads from the API, as Superset answers them. */

/** One item of `GET /api/v1/log/recent_activity/`. */
export interface RecentActivityItem {
  /** `dashboard` for a dashboard view, `explore` for a chart opened in explore. */
  action: string;
  item_type: 'dashboard' | 'slice';
  item_title: string;
  item_url: string;
  /** Milliseconds since the epoch. */
  time: number;
  time_delta_humanized: string;
}

/** A dashboard as the home page's cards show it. */
export interface HomeDashboard {
  id: number;
  dashboard_title: string | null;
  url: string;
  published: boolean;
  changed_on_utc?: string;
  changed_on_delta_humanized?: string;
  created_on_delta_humanized?: string;
}

/** A chart as the home page's cards show it. */
export interface HomeChart {
  id: number;
  slice_name: string | null;
  url: string;
  viz_type: string | null;
  changed_on_utc?: string;
  changed_on_delta_humanized?: string;
  created_on_delta_humanized?: string;
}

/** A saved query as the home page's cards show it. */
export interface HomeSavedQuery {
  id: number;
  label: string | null;
  sql: string | null;
  schema: string | null;
  database?: { id: number; database_name: string } | null;
  changed_on_delta_humanized?: string;
}

/** Which of the user's items a dashboards or charts section shows. */
export type HomeItemsTab = 'favorite' | 'mine' | 'all';

/** The request of a home section's list: which items and how many. */
export interface HomeListArgs {
  tab: HomeItemsTab | 'edited' | 'created';
  userId: number;
  pageSize: number;
}
