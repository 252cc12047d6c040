import type { JsonSchema, UiSchema } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { openFormData, resetMissingColorScheme, type FormData } from '../../../chart/chart-form-data';

/** The viz type explore opens with when nothing names one (spec §9). */
export const DEFAULT_VIZ_TYPE = 'table';

/**
 * Fields that carry across viz types (spec §4): metrics and columns in every form a viz may use,
 * plus the query's scope. A target viz takes each only when its schema has the field.
 */
const METRIC_FIELDS = ['metrics', 'metric', 'percent_metrics', 'series_limit_metric', 'timeseries_limit_metric'] as const;
const COLUMN_FIELDS = ['groupby', 'columns', 'all_columns', 'x_axis', 'groupbyRows', 'groupbyColumns'] as const;
const SCOPE_FIELDS = ['adhoc_filters', 'time_range', 'granularity_sqla', 'time_grain_sqla', 'row_limit', 'color_scheme', 'label_colors'] as const;

const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  ((schema as { properties?: Record<string, JsonSchema> }).properties ?? {});

const asArray = (value: unknown): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]);

function isArrayField(schema: JsonSchema | undefined): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const type = (schema as { type?: unknown }).type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

/** Puts `values` into a field of the target's shape: a list, or its first value for a single control. */
function fitTo(schema: JsonSchema | undefined, values: unknown[]): unknown {
  return isArrayField(schema) ? values : (values[0] ?? null);
}

/** The metrics (or columns) of form data, gathered from every field that holds them, in order, without repeats. */
function gather(formData: Record<string, unknown>, fields: readonly string[]): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    for (const value of asArray(formData[field])) {
      const key = JSON.stringify(value);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(value);
      }
    }
  }
  return out;
}

/**
 * Where a carried field is read from: the current form data when its viz has one of the fields
 * (it holds them, even empty, once opened), else the most recently visited form data that has
 * them, so Line → Big Number → Bar keeps the dimensions the big number had no control for.
 */
function sourceOf(current: FormData, visited: Readonly<Record<string, FormData>>, fields: readonly string[]): Record<string, unknown> {
  const holds = (formData: Record<string, unknown>) => fields.some((field) => formData[field] !== undefined);
  if (holds(current)) return current;
  return Object.values(visited).reverse().find((formData) => formData.viz_type !== current.viz_type && holds(formData)) ?? current;
}

/**
 * Switches the viz type (spec §4): the target starts from the form data it had when last visited
 * (or its defaults), takes the current metrics, columns, filters and time range where its schema
 * has such fields (those the current viz lacks come from the types visited before), and keeps
 * everything else of its own.
 *
 * @example
 * switchVizType(lineFormData, tableViz, { echarts_timeseries_line: lineFormData });
 */
export function switchVizType(current: FormData, target: VizDescriptor, visited: Readonly<Record<string, FormData>>): FormData {
  const base = openFormData(target, visited[target.key] ?? {}, current.datasource);
  const properties = propertiesOf(target.formDataSchema);
  const next: FormData = { ...base };

  const metricFields = METRIC_FIELDS.slice(0, 2);
  const metrics = gather(sourceOf(current, visited, metricFields), metricFields);
  const metricTargets = ['metrics', 'metric'].filter((field) => field in properties);
  for (const field of metricTargets) if (metrics.length > 0) next[field] = fitTo(properties[field], metrics);

  const dimensionFields = ['groupby', 'columns', 'groupbyRows', 'groupbyColumns'];
  const columns = gather(sourceOf(current, visited, dimensionFields), dimensionFields);
  const columnTargets = ['groupby', 'columns', 'groupbyRows'].filter((field) => field in properties);
  const first = columnTargets[0];
  if (first && columns.length > 0) next[first] = fitTo(properties[first], columns);

  for (const field of [...METRIC_FIELDS.slice(2), ...COLUMN_FIELDS.filter((f) => !dimensionFields.includes(f)), ...SCOPE_FIELDS]) {
    const value = sourceOf(current, visited, [field])[field];
    if (field in properties && value !== undefined && value !== null) next[field] = structuredClone(value);
  }
  return resetMissingColorScheme(next);
}

/** Whether a change of this field only redraws the chart (`ui:renderTrigger`), without a new query. */
export function isRenderOnlyField(uiSchema: UiSchema, field: string | undefined): boolean {
  if (!field) return false;
  const entry = (uiSchema as Record<string, unknown>)[field];
  return typeof entry === 'object' && entry !== null && (entry as Record<string, unknown>)['ui:renderTrigger'] === true;
}

/** The fields whose changes re-query: everything but render-only controls, compared as JSON. */
export function queryFieldsDiffer(uiSchema: UiSchema, a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (isRenderOnlyField(uiSchema, key)) continue;
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return true;
  }
  return false;
}
