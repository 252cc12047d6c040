/** Shapes of the chart API (`/api/v1/chart/…`), as Superset answers them. */

export interface ChartOwner {
  id: number;
  first_name: string;
  last_name: string;
}

/** A row of `GET /api/v1/chart/` with the columns the chart list asks for. */
export interface ChartListItem {
  id: number;
  slice_name: string | null;
  /** `/explore/?slice_id=N`. */
  url: string;
  viz_type: string | null;
  datasource_id: number | null;
  /** `schema.table` of the chart's dataset; null when the dataset is gone. */
  datasource_name_text: string | null;
  datasource_url: string | null;
  owners: ChartOwner[];
  dashboards?: { id: number; dashboard_title: string | null }[];
  description?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  changed_by_name?: string;
  changed_on_delta_humanized?: string;
  changed_on_utc?: string;
}

/** One answer of `GET /api/v1/chart/favorite_status/`. */
export interface ChartFavoriteStatus {
  id: number;
  value: boolean;
}

/** An option of a related-field picker (`/related/owners`, `/distinct/viz_type`). */
export interface RelatedOption<Value = number> {
  value: Value;
  text: string;
}

/** `GET /api/v1/chart/{id}`: the fields the properties dialog edits, and those explore and annotation layers read. */
export interface ChartDetail {
  id: number;
  slice_name: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: ChartOwner[];
  /** The dashboards that show the chart (explore keeps them when it overwrites the chart). */
  dashboards?: Array<{ id: number; dashboard_title?: string }>;
  /** What runs the chart elsewhere (an annotation layer drawing its data): its type, form data (JSON text) and dataset. */
  viz_type?: string | null;
  params?: string | null;
  datasource_id?: number | null;
  datasource_type?: string | null;
  /** The chart's version (explore's overwrite names it; 409 once the chart changed since). */
  changed_on?: string;
}

/** The body of `PUT /api/v1/chart/{id}` that the properties dialog sends. */
export interface ChartPropertiesUpdate {
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: number[];
}
