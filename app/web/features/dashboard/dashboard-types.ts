import type { ChartConfiguration, FilterBarOrientation, FilterConfigItem, GlobalChartConfiguration } from '@core/dashboard/index.js';

/** A person as the dashboard API names them. */
export interface DashboardUserRef {
  id: number;
  first_name?: string;
  last_name?: string;
}

/** `GET /api/v1/dashboard/{id_or_slug}`'s `result` (Superset's dashboard detail). */
export interface DashboardInfo {
  id: number;
  slug: string | null;
  url?: string;
  dashboard_title: string;
  published: boolean;
  css: string | null;
  /** The metadata as JSON text. */
  json_metadata: string | null;
  /** The layout as JSON text. */
  position_json: string | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: DashboardUserRef[];
  roles?: Array<{ id: number; name: string }>;
  /** The version the page's saves are based on (see `model/dashboard-version`). */
  changed_on?: string;
  changed_on_delta_humanized?: string;
  changed_by_name?: string;
  [field: string]: unknown;
}

/** A chart of `GET /api/v1/dashboard/{id_or_slug}/charts`, or one added from the chart list. */
export interface DashboardChart {
  id: number;
  slice_name: string;
  description?: string | null;
  /** The saved form data, with `slice_id`, `viz_type` and `datasource` set. */
  form_data: Record<string, unknown>;
  viz_type?: string;
  datasource_id?: number | null;
  datasource_type?: string | null;
  datasource_name_text?: string | null;
  [field: string]: unknown;
}

/** The dashboard's metadata (`json_metadata`), Superset's keys; unknown keys are kept. */
export interface DashboardMetadata {
  refresh_frequency?: number;
  stagger_refresh?: boolean;
  stagger_time?: number;
  timed_refresh_immune_slices?: number[];
  expanded_slices?: Record<string, boolean>;
  color_scheme?: string | null;
  label_colors?: Record<string, string>;
  filter_scopes?: Record<string, unknown>;
  /** The native filters and dividers of the filter bar. */
  native_filter_configuration?: FilterConfigItem[];
  /** Cross-filter scoping by chart id. */
  chart_configuration?: ChartConfiguration;
  global_chart_configuration?: GlobalChartConfiguration;
  /** Only `false` turns cross-filters off. */
  cross_filters_enabled?: boolean;
  /** Where the filter bar is; vertical when absent. */
  filter_bar_orientation?: FilterBarOrientation;
  /** Legacy filter values (JSON text), read into the native filters on load. */
  default_filters?: string;
  [key: string]: unknown;
}

/** What `GET /api/v1/dashboard/permalink/{key}` answers. */
export interface DashboardPermalinkValue {
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** The page state a dashboard permalink keeps. */
export interface DashboardPermalinkState {
  urlParams?: [string, string | null][] | null;
  dataMask?: Record<string, unknown> | null;
  activeTabs?: string[] | null;
  anchor?: string | null;
}

/** A chart of `GET /api/v1/chart/` for the edit panel's chart list. */
export interface ChartChoice {
  id: number;
  slice_name: string;
  viz_type: string;
  datasource_name_text?: string | null;
  description?: string | null;
  changed_on_delta_humanized?: string;
  form_data?: Record<string, unknown>;
  owners?: DashboardUserRef[];
}
