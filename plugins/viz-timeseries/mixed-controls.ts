import { CONTROLS, closedChoiceSchema, defineControl, type ControlCondition, type ControlDefinition, type SharedControlName } from '@control-schemas/index.js';
import { areaControl, markerEnabledControl, markerSizeControl, seriesTypeControl, showValueControl, stackControl } from './timeseries-controls.js';
import { QUERY_B_SUFFIX, STYLE_B_SUFFIX } from './mixed-form-data.js';

/** Query A's query fields, each with a `_b` twin for query B (Superset's `createQuerySection`). */
export const MIXED_QUERY_FIELDS = ['metrics', 'groupby', 'adhoc_filters', 'limit', 'timeseries_limit_metric', 'order_desc', 'row_limit', 'truncate_metric'] as const;

/** Query A's advanced analytics, each with a `_b` twin (Superset's `createAdvancedAnalyticsSection`). */
export const MIXED_ANALYTICS_FIELDS = ['rolling_type', 'rolling_periods', 'min_periods', 'time_compare', 'comparison_type', 'resample_rule', 'resample_method'] as const;

/** Renames field references in a condition (`required` lists and `properties` keys), deeply. */
function renameCondition(condition: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(condition)) return condition.map((item) => renameCondition(item, rename));
  if (typeof condition !== 'object' || condition === null) return condition;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(condition)) {
    if (key === 'required' && Array.isArray(value)) out[key] = value.map((name) => (typeof name === 'string' ? rename(name) : name));
    else if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [rename(name), renameCondition(schema, rename)]));
    } else out[key] = renameCondition(value, rename);
  }
  return out;
}

/**
 * A twin of a control under another name (query B's `metrics_b`, or `seriesTypeB`), its
 * conditions rewritten to the twins of the fields they read.
 */
function twin(control: ControlDefinition, suffix: string, twinned: ReadonlySet<string>, changes: Partial<ControlDefinition> = {}): ControlDefinition {
  const rename = (name: string) => (twinned.has(name) ? `${name}${suffix}` : name);
  return defineControl({
    ...control,
    ...changes,
    name: `${control.name}${suffix}`,
    schema: structuredClone(control.schema),
    uiSchema: structuredClone(control.uiSchema),
    ...(control.visibleWhen ? { visibleWhen: renameCondition(control.visibleWhen, rename) as ControlCondition } : {}),
    // Forced values belong to the first query's controls (they read its comparison and format).
    forcedValues: undefined,
  });
}

const queryBFields = new Set<string>([...MIXED_QUERY_FIELDS, ...MIXED_ANALYTICS_FIELDS, 'series_limit_metric']);

/** Query B's query and analytics controls: `metrics_b`, `groupby_b`, `adhoc_filters_b` … `resample_method_b`. */
export const QUERY_B_CONTROLS: readonly ControlDefinition[] = [...MIXED_QUERY_FIELDS, ...MIXED_ANALYTICS_FIELDS].map((name) => {
  const control = CONTROLS[name as SharedControlName];
  return twin(control, QUERY_B_SUFFIX, queryBFields, { label: `${control.label} (query B)`, description: `Query B: ${control.description}` });
});

/** Which value axis a query's series are measured on (Superset's `yAxisIndex`). */
export const yAxisIndexControl = defineControl({
  name: 'yAxisIndex',
  label: 'Y-axis',
  description: "The value axis this query's series are measured on: the primary one on the left, or the secondary one on the right.",
  section: 'customize',
  schema: {
    type: 'integer',
    ...closedChoiceSchema([
      { const: 0, title: 'Primary' },
      { const: 1, title: 'Secondary' },
    ]),
    default: 0,
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Query A's drawing controls, in Superset's order (series type, stack, area, values, opacity, markers, y-axis, order). */
export const STYLE_A_CONTROLS: ReadonlyArray<string | ControlDefinition> = [
  seriesTypeControl,
  stackControl,
  areaControl,
  showValueControl,
  'opacity',
  markerEnabledControl,
  markerSizeControl,
  yAxisIndexControl,
  'sort_series_type',
  'sort_series_ascending',
];

const styleFields = new Set(['seriesType', 'stack', 'area', 'show_value', 'opacity', 'markerEnabled', 'markerSize', 'yAxisIndex', 'sort_series_type', 'sort_series_ascending']);

/** Query B's drawing controls: `seriesTypeB`, `stackB`, `areaB` … `sort_series_ascendingB`. */
export const STYLE_B_CONTROLS: readonly ControlDefinition[] = STYLE_A_CONTROLS.map((entry) => {
  const control = typeof entry === 'string' ? CONTROLS[entry as SharedControlName] : entry;
  return twin(control, STYLE_B_SUFFIX, styleFields, { label: `${control.label} (query B)`, description: `Query B: ${control.description}` });
});

/** Let the value axes start at their data's minimum rather than at zero (Superset's `truncateYAxis`). */
export const truncateYAxisControl = defineControl({
  name: 'truncateYAxis',
  label: 'Truncate y-axis',
  description: "Start each value axis at its data's minimum instead of zero, which magnifies small changes. Axes with bars always include zero.",
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Number format of the secondary y-axis (Superset's `y_axis_format_secondary`). */
export const yAxisFormatSecondaryControl = defineControl({
  ...CONTROLS.y_axis_format,
  name: 'y_axis_format_secondary',
  label: 'Secondary y-axis format',
  description: 'How values on the secondary (right) y-axis and in its tooltips are written, as a d3-format specifier.',
  forcedValues: undefined,
});

/** Title of the secondary y-axis (Superset's `yAxisTitleSecondary`). */
export const yAxisTitleSecondaryControl = defineControl({
  ...CONTROLS.y_axis_title,
  name: 'yAxisTitleSecondary',
  label: 'Secondary y-axis title',
  description: 'Text written beside the secondary (right) y-axis; empty for none.',
});

/** Name each series with its query (Superset's `show_query_identifiers`). */
export const showQueryIdentifiersControl = defineControl({
  name: 'show_query_identifiers',
  label: 'Show query identifiers',
  description: 'Add "(Query A)" or "(Query B)" to every series name. Series whose names clash are told apart this way anyway.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
