import type { AdhocColumn, PostProcessingRule, QueryFormColumn, QueryFormData, QueryFormMetric } from '../model/index.js';
import { getColumnLabel, getMetricLabel } from './labels.js';

/**
 * Comparison types that replace each metric by its change against the shifted period, as the
 * `compare` operation names them: form data stores a difference as `absolute` (spec §9).
 */
const COMPARE_TYPES: Readonly<Record<string, CompareType>> = { absolute: 'difference', difference: 'difference', percentage: 'percentage', ratio: 'ratio' };

/** How a time comparison computes its values, as the `compare` operation names it. */
export type CompareType = 'difference' | 'percentage' | 'ratio';

/**
 * The `compare` operation's type for form data's `comparison_type` (`absolute` is a difference);
 * null for `values` (the shifted series are shown as they are) or nothing set.
 */
export function compareTypeOf(formData: QueryFormData): CompareType | null {
  const comparison = formData['comparison_type'];
  return typeof comparison === 'string' ? (COMPARE_TYPES[comparison] ?? null) : null;
}
/** Rolling types that apply a window (Superset's rolling_type values other than 'None'). */
const ROLLING_TYPES = new Set(['mean', 'sum', 'std', 'cumsum']);

function asArray<T>(value: unknown): T[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]) as T[];
}

function positiveInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The x-axis as a query column: an adhoc `BASE_AXIS` column carrying the chart's time grain, so
 * the engine truncates it (when the column is temporal). `undefined` without an x-axis.
 *
 * @example
 * xAxisColumn({ x_axis: 'ds', time_grain_sqla: 'P1Y', … }); // { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', timeGrain: 'P1Y' }
 */
export function xAxisColumn(formData: QueryFormData): AdhocColumn | undefined {
  const xAxis = formData['x_axis'] as QueryFormColumn | null | undefined;
  const label = getColumnLabel(xAxis);
  if (!xAxis || !label) return undefined;
  const grain = typeof formData['time_grain_sqla'] === 'string' && formData['time_grain_sqla'] ? (formData['time_grain_sqla'] as string) : undefined;
  const base: AdhocColumn =
    typeof xAxis === 'string' ? { sqlExpression: xAxis, label, expressionType: 'SQL' } : { ...xAxis, label };
  return { ...base, columnType: 'BASE_AXIS', ...(grain ? { timeGrain: grain } : {}) } as AdhocColumn;
}

/** The time shifts of a time comparison (`time_compare`), as the query's `time_offsets`. */
export function timeOffsetsOf(formData: QueryFormData): string[] {
  return asArray<string>(formData['time_compare']).filter((shift) => typeof shift === 'string' && shift.trim() !== '');
}

/**
 * The post-processing a time-series chart applies to its query result, from the advanced-analytics
 * controls: pivot on the x-axis (one column per metric and series), rolling window
 * (`rolling_type`, `rolling_periods`, `min_periods`), time comparison against `time_compare`
 * shifts (`comparison_type` difference, percentage or ratio; `values` keeps the shifted series as
 * their own lines), resampling (`resample_rule`, `resample_method`, where `zerofill` fills with 0),
 * then one flat column per line — named by the series value alone when there is one metric.
 *
 * @example
 * timeSeriesPostProcessing({ x_axis: 'ds', metrics: ['count'], groupby: ['gender'], rolling_type: 'mean', rolling_periods: 7, … })
 * // [{ operation: 'pivot', … }, { operation: 'rolling', … }, { operation: 'rename', … }, { operation: 'flatten' }]
 */
export function timeSeriesPostProcessing(formData: QueryFormData): PostProcessingRule[] {
  const index = getColumnLabel(formData['x_axis'] as QueryFormColumn | null | undefined);
  if (!index) return [];
  const metrics = asArray<QueryFormMetric>(formData['metrics'] ?? formData['metric'])
    .map(getMetricLabel)
    .filter((label): label is string => label !== undefined);
  const series = [...asArray<QueryFormColumn>(formData['groupby']), ...asArray<QueryFormColumn>(formData['columns'])]
    .map(getColumnLabel)
    .filter((label): label is string => label !== undefined);
  const offsets = timeOffsetsOf(formData);
  const shiftedColumns = offsets.flatMap((offset) => metrics.map((metric) => `${metric}__${offset}`));
  const pivotValues = [...metrics, ...shiftedColumns];

  const rules: PostProcessingRule[] = [
    {
      operation: 'pivot',
      options: {
        index: [index],
        columns: series,
        aggregates: Object.fromEntries(pivotValues.map((metric) => [metric, { operator: 'mean' }])),
        drop_missing_columns: false,
      },
    },
  ];

  const rollingType = formData['rolling_type'];
  const window = positiveInteger(formData['rolling_periods']);
  if (typeof rollingType === 'string' && ROLLING_TYPES.has(rollingType) && (window !== undefined || rollingType === 'cumsum')) {
    const minPeriods = positiveInteger(formData['min_periods']);
    const columns = Object.fromEntries(pivotValues.map((metric) => [metric, metric]));
    rules.push(
      rollingType === 'cumsum'
        ? { operation: 'cum', options: { operator: 'sum', columns } }
        : { operation: 'rolling', options: { rolling_type: rollingType, window: window as number, min_periods: minPeriods ?? 0, columns } },
    );
  }

  const compareType = compareTypeOf(formData);
  if (offsets.length > 0 && compareType) {
    rules.push({
      operation: 'compare',
      options: {
        source_columns: offsets.flatMap(() => metrics),
        compare_columns: shiftedColumns,
        compare_type: compareType,
        drop_original_columns: true,
      },
    });
  }

  const resampleRule = formData['resample_rule'];
  const resampleMethod = formData['resample_method'];
  if (typeof resampleRule === 'string' && resampleRule && typeof resampleMethod === 'string' && resampleMethod) {
    rules.push({
      operation: 'resample',
      options:
        resampleMethod === 'zerofill'
          ? { rule: resampleRule, method: 'asfreq', fill_value: 0 }
          : { rule: resampleRule, method: resampleMethod },
    });
  }

  // One metric with series: name each line by its series value alone.
  if (metrics.length === 1 && series.length > 0 && offsets.length === 0) {
    rules.push({ operation: 'rename', options: { columns: { [metrics[0] as string]: null }, level: 0, inplace: true } });
  }
  rules.push({ operation: 'flatten' });
  return rules;
}
