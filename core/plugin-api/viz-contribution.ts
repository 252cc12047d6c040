import type { ChartDataResponse } from './chart-data-response.js';
import type { BuildQueryOptions } from './chart-render-props.js';
import type { ContributionToken } from './contribution-token.js';
import type { JsonSchema } from './json-schema.js';
import type { TransformPropsContext } from './transform-props-context.js';
import type { QueryContext } from '../query/model/query-context.js';
import type { QueryFormData } from '../query/model/query-form-data.js';
import type { UiSchema } from './ui-schema.js';
import type { LazyVizContribution } from './lazy-viz.js';

/** Every behaviour a viz type can declare. */
export const VIZ_BEHAVIORS = ['interactive-chart', 'drill-to-detail', 'drill-by', 'native-filter'] as const;

/** What a chart can do beyond rendering; drives menus, cross-filtering and drilling. */
export type VizBehavior = (typeof VIZ_BEHAVIORS)[number];

/**
 * A legacy key that opens as another current type according to one field of the stored form data,
 * declared by the type that declares the legacy key: Superset's `line` drawn with a stepped NVD3
 * `line_interpolation` opens as the Stepped Line, with a smoothed one as the Smooth Line.
 */
export interface LegacyKeyRedirect {
  /** One of the declaring type's `legacyKeys`. */
  readonly legacyKey: string;
  /** The stored form-data field whose value chooses the type. */
  readonly field: string;
  /** The current key each value of `field` opens as; any other value (or none) opens the declaring type. */
  readonly targets: Readonly<Record<string, string>>;
}

/**
 * A visualization type (Superset's viz plugin): metadata, the control panel as data, pure query
 * and props functions, and the lazily loaded component.
 *
 * `buildQuery`, `transformProps` and `migrate` are pure: no DI, no I/O, no mutation of their input
 * (the registry runs `buildQuery` on frozen defaults at start-up to prove it).
 *
 * @typeParam FormData - this viz's form data; its fields are the properties of `formDataSchema`.
 * @typeParam ChartProps - what `transformProps` hands to the component.
 * @typeParam Component - the component type; `unknown` in core, which knows no React.
 *
 * @example
 * ```ts
 * interface PieFormData extends QueryFormData { metric: string; groupby: string[]; row_limit: number }
 * interface PieProps { slices: Array<{ name: string; value: number }> }
 *
 * export const pieViz = defineViz<PieFormData, PieProps>({
 *   key: 'pie',
 *   version: '1.0.0',
 *   name: 'Pie Chart',
 *   description: 'Parts of a whole.',
 *   category: 'Part of a Whole',
 *   tags: ['Categorical', 'Aesthetic'],
 *   behaviors: ['interactive-chart', 'drill-to-detail'],
 *   formDataSchema: {
 *     type: 'object',
 *     properties: { row_limit: { type: 'integer', default: 100 } },
 *   },
 *   uiSchema: { row_limit: { 'ui:widget': 'RowLimitSelect' } },
 *   buildQuery: (formData) => ({
 *     datasource: { id: 1, type: 'table' },
 *     queries: [{ columns: formData.groupby, metrics: [formData.metric], row_limit: formData.row_limit }],
 *   }),
 *   transformProps: (response) => ({ slices: [] }),
 *   loadComponent: () => import('./PieChart.js'),
 * });
 * ```
 */
export interface VizContribution<FormData extends QueryFormData = QueryFormData, ChartProps = unknown, Component = unknown> {
  /** Superset-compatible viz key, e.g. `echarts_timeseries_line`; stored in `form_data.viz_type`. */
  key: string;
  /** Version of this viz's form data; `migrate` upgrades form data saved by older versions. */
  version: string;
  name: string;
  description: string;
  /** Gallery category, e.g. 'Evolution', 'Part of a Whole', 'Table'. */
  category: string;
  tags: readonly string[];
  behaviors: readonly VizBehavior[];
  /** URL or asset path of a gallery thumbnail. */
  thumbnail?: string;
  /** Deprecated types sink in the gallery and are hidden from new charts. */
  deprecated?: boolean;
  /** Featured types rise in the gallery. */
  featured?: boolean;
  /** JSON Schema of the form data; property `default`s are the only place defaults are written. */
  formDataSchema: JsonSchema;
  /** Pure-JSON layout of the control panel (sections, order, widget names). */
  uiSchema: UiSchema;
  /**
   * Form data → the chart-data request. Declared as a property so parameter types are checked
   * strictly. `options.ownState` carries the chart's private state (a table's page and sort).
   */
  buildQuery: (formData: FormData, options?: BuildQueryOptions) => QueryContext;
  /**
   * Chart-data response + form data → the component's props. `context` carries the dataset's
   * verbose names and the host's shared colour scale (see `chartColorScale`, `verboseName`).
   */
  transformProps: (queryResponse: ChartDataResponse, formData: FormData, context?: TransformPropsContext) => ChartProps;
  /**
   * How the chart's rows travel from the server: `'json'` (the default, Superset's format) or
   * `'arrow'`, an Arrow IPC stream for charts that draw up to millions of rows (map layers). The
   * web app reads an Arrow answer into the same `ChartDataResponse`, so `transformProps` is
   * unchanged; only queries of the `full` result type are asked for as Arrow.
   */
  dataFormat?: 'json' | 'arrow';
  /**
   * Older `viz_type` keys this type opens in their place (Superset's legacy keys, e.g. `dist_bar`
   * for a bar chart). A chart saved under one of them opens as this type: `migrate` receives its
   * stored form data with the old `viz_type` still set, so it can translate the old fields.
   */
  legacyKeys?: readonly string[];
  /**
   * Legacy keys that open as another type by a field of the stored chart (see
   * {@link LegacyKeyRedirect}); the registry's `resolve` reads them, the target's `migrate` then
   * translates the stored form data.
   */
  legacyRedirects?: readonly LegacyKeyRedirect[];
  /** Upgrades form data saved by an older version of this viz, or under one of its `legacyKeys`. */
  migrate?: (formData: QueryFormData) => FormData;
  /**
   * Loads the component on demand, so a dashboard only downloads the viz types it shows. In the
   * web app the component is a React component taking `ChartRenderProps<ChartProps>`.
   */
  loadComponent: () => Promise<{ default: Component }>;
}

/** A viz contribution of any form data and props; what the registry and DI hold. */
// `any` (not `unknown`) on purpose: a function taking PieFormData is not assignable to one taking
// plain QueryFormData, so a heterogeneous list of viz types can only be typed with `any` here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVizContribution = VizContribution<any, any, any>;

/**
 * DI token under which plugins bind their viz types: a full {@link VizContribution}, or (in the
 * web app's plugins) a {@link LazyVizContribution} whose full definition loads with its first chart.
 */
export const VizContribution = Symbol.for('tessera.VizContribution') as ContributionToken<AnyVizContribution | LazyVizContribution>;

/**
 * Declares a viz type with full type checking; returns its argument unchanged.
 *
 * @example
 * ```ts
 * export const tableViz = defineViz<TableFormData, TableProps>({ key: 'table', ... });
 * ```
 */
export function defineViz<FormData extends QueryFormData = QueryFormData, ChartProps = unknown, Component = unknown>(
  contribution: VizContribution<FormData, ChartProps, Component>,
): VizContribution<FormData, ChartProps, Component> {
  return contribution;
}
