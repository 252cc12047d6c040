/**
 * The rjsf widget names control uiSchemas may use in `ui:widget`. The web app registers a React
 * widget under each of these names (`control-schemas/widgets/`); registries are given this list
 * as their widget set, so a uiSchema naming anything else fails at start-up, not in front of a user.
 *
 * Widget options (`ui:options`) the shared controls use, for the widgets' authors:
 * - `SelectWidget`: `freeForm` (values outside the choices allowed; choices come from the schema's
 *   `examples`), `multi` (the value is an array), `clearable`, `datasourceChoices` (name of a
 *   datasource field listing the choices, e.g. `order_by_choices`).
 * - `ColumnWidget` / `ColumnsWidget`: `temporalOnly` (offer only temporal columns), `clearable`.
 * - `MetricWidget`: `clearable`.
 * - `SliderWidget`: `step`.
 * - `NumberFormatWidget` / `TimeFormatWidget`: `freeForm` (always true: any d3 format string).
 * - `BoundsWidget`: none. The value is `[min, max]`, each a number or `null` (open); pair it with
 *   the `bounds` validator, whose message it also shows under the fields.
 * - `CurrencyFormatWidget`: none. The value is `{ symbol, symbolPosition }` or `null`.
 * - `ColumnConfigWidget`: `metricsField` (the form-data field listing the metrics, default
 *   `metrics`) and `settings` (the per-metric settings: `{ [key]: { title, kind } }`, `kind`
 *   `'number'`; empty means "not set"). The value is `{ [metric label]: { [key]: value } }`.
 * - `SpatialWidget`, `FixedOrMetricWidget`, `ViewportWidget`: none. Map controls: Superset's spatial
 *   value (`{ type, lonCol, latCol … }`), `{ type: 'fix' | 'metric', value }`, and a map camera.
 * - `CodeEditorWidget`: `language` (shown above the editor: `handlebars`, `css`, `html`, `json`,
 *   `markdown`, `sql`), `rows` (visible lines, default 12).
 * - `SavedChartsWidget`: `vizTypePrefix` (offer only saved charts whose viz type starts with it),
 *   `excludeVizTypes` (viz types left out). The value is an array of chart ids; names are shown.
 *
 * @example
 * ```ts
 * createVizRegistry(vizTypes, { widgets: new Set(CONTROL_WIDGETS) });
 * ```
 */
export const CONTROL_WIDGETS = [
  'DatasourceWidget',
  'VizTypeWidget',
  'MetricsWidget',
  'MetricWidget',
  'ColumnsWidget',
  'ColumnWidget',
  'AdhocFiltersWidget',
  'TimeRangeWidget',
  'ColorSchemeWidget',
  'LabelColorsWidget',
  'NumberFormatWidget',
  'TimeFormatWidget',
  'AnnotationLayersWidget',
  'SelectWidget',
  'CheckboxWidget',
  'TextWidget',
  'IntegerWidget',
  'SliderWidget',
  'ColorWidget',
  'RadioButtonsWidget',
  'BoundsWidget',
  'CurrencyFormatWidget',
  'ColumnConfigWidget',
  'CodeEditorWidget',
  'SpatialWidget',
  'FixedOrMetricWidget',
  'ViewportWidget',
  'SavedChartsWidget',
] as const;

/** One of {@link CONTROL_WIDGETS}. */
export type ControlWidgetName = (typeof CONTROL_WIDGETS)[number];
