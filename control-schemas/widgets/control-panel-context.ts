import { createContext, useContext } from 'react';

/** A dataset column as explore's datasource carries it (`GET /api/v1/explore/` → `dataset.columns[]`). */
export interface ExploreColumn {
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  /** The database type, e.g. `VARCHAR`, `TIMESTAMP`. */
  type?: string | null;
  /** 0 numeric, 1 string, 2 temporal, 3 boolean; null when unknown. */
  type_generic?: number | null;
  is_dttm?: boolean;
  filterable?: boolean;
  groupby?: boolean;
}

/** A saved metric of the dataset (`dataset.metrics[]`). */
export interface ExploreMetric {
  metric_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression: string;
  d3format?: string | null;
  warning_text?: string | null;
}

/** What the control panel knows of the chart's datasource (a subset of `GET /api/v1/explore/`'s `dataset`). */
export interface ExploreDatasource {
  id: number;
  type: string;
  /** `schema.table` or the table name. */
  name: string;
  columns: readonly ExploreColumn[];
  metrics: readonly ExploreMetric[];
  main_dttm_col?: string | null;
  /** `[[JSON.stringify([column, ascending]), label], …]`. */
  order_by_choices?: ReadonlyArray<readonly [string, string]>;
  /** `[[grain, name], …]`: the time grains the database supports. */
  time_grain_sqla?: ReadonlyArray<readonly [string, string]>;
  verbose_map?: Readonly<Record<string, string>>;
  database?: { id: number; backend?: string; name?: string };
}

/** A time range resolved by the server (`GET /api/v1/time_range/`): ISO instants or null for unbounded. */
export interface ResolvedTimeRange {
  since: string | null;
  until: string | null;
  timeRange: string;
}

/** An annotation layer or a saved chart an annotation layer may draw from. */
export interface AnnotationSourceOption {
  value: number;
  label: string;
}

/** Server calls and page actions the widgets need; the explore page provides them. */
export interface ControlPanelServices {
  /** Resolves a time-range expression; rejects with a message the widget shows. */
  resolveTimeRange(timeRange: string): Promise<ResolvedTimeRange>;
  /** Distinct values of a column, for filter-value suggestions (may be truncated by the server). */
  fetchColumnValues(columnName: string): Promise<unknown[]>;
  /** Opens the viz-type gallery (the viz_type control's button). */
  openVizGallery(): void;
  /** Opens the dataset picker (the datasource control's "change" action). */
  openDatasourcePicker(): void;
  /** The name of the current viz type, for the viz_type control. */
  vizTypeName(key: string): string;
  /**
   * What annotation layers may draw from: the annotation layers (`NATIVE`), saved line charts
   * (`line`) or table charts (`table`) the user may read. Absent where there is nothing to offer.
   */
  fetchAnnotationSources?(sourceType: 'NATIVE' | 'line' | 'table'): Promise<AnnotationSourceOption[]>;
}

/** Everything the widgets read besides their own value. */
export interface ControlPanelContextValue {
  datasource: ExploreDatasource;
  services: ControlPanelServices;
  /** The whole form data, for widgets whose choices depend on other controls. */
  formData: Readonly<Record<string, unknown>>;
  /** The server's SQL_MAX_ROW (the row-limit validator's bound). */
  maxRowLimit: number;
}

/** Provided by `ControlPanel` around the form. */
export const ControlPanelContext = createContext<ControlPanelContextValue | null>(null);

/** The control panel's context; throws outside a `ControlPanel`. */
export function useControlPanel(): ControlPanelContextValue {
  const value = useContext(ControlPanelContext);
  if (!value) throw new Error('A control widget was rendered outside ControlPanel');
  return value;
}

/** react-dnd item types dragged from the datasource panel onto column and metric controls. */
export const DND_ITEM = { column: 'tessera/column', metric: 'tessera/metric' } as const;

/** What a dragged datasource-panel item carries. */
export type DndColumnItem = { type: typeof DND_ITEM.column; column: ExploreColumn };
export type DndMetricItem = { type: typeof DND_ITEM.metric; metric: ExploreMetric };
