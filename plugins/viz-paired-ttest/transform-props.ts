import {
  formDataList,
  getColumnLabel,
  getMetricLabel,
  getTimeFormatter,
  toDate,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withPairedTTestDefaults, type PairedTTestFormData } from './form-data.schema.js';

/** The time column of a legacy time series' rows. */
const TIMESTAMP = '__timestamp';
/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;

/** One group's time series of one metric. */
export interface TTestGroup {
  /** Identity of the group: its values, JSON-encoded. */
  key: string;
  /** The group's values as written, one per group column. */
  labels: string[];
  /** One value per time, in time order; a time without a value counts 0, as in Superset. */
  values: number[];
}

/** One metric's table. */
export interface TTestMetric {
  /** Verbose name of the metric. */
  name: string;
  groups: TTestGroup[];
}

/** Props of the `paired_ttest` component. */
export interface PairedTTestChartProps {
  metrics: TTestMetric[];
  /** Verbose names of the group columns: the table's first headers. */
  groupColumns: string[];
  /** Number of times (pairs) in each series. */
  times: number;
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
}

function groupLabel(value: unknown, temporal: boolean): string {
  if (value === null || value === undefined) return 'NULL';
  if (value === '') return 'N/A';
  return temporal ? getTimeFormatter(null)(value as number) : String(value);
}

const precision = (value: unknown, fallback: number) => {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(16, Math.max(0, n)) : fallback;
};

/**
 * `paired_ttest`: the time series reshaped as Superset's legacy viz does — per metric, one series
 * per group over every time of the result, in group order, missing times counting 0 — or, with
 * `contribution`, each group's share of the groups' total at each time.
 *
 * @example
 * transformPairedTTestProps(response, { …, metrics: ['count'], groupby: ['gender'] });
 * // { metrics: [{ name: 'count', groups: [{ key: '["boy"]', labels: ['boy'], values: [3, 5] }, …] }], groupColumns: ['gender'], times: 2, … }
 */
export function transformPairedTTestProps(response: ChartDataResponse, formData: PairedTTestFormData, context?: TransformPropsContext): PairedTTestChartProps {
  const fd = withPairedTTestDefaults(formData);
  const result = response.result[0];
  const groupby = formDataList<QueryFormColumn>(fd.groupby);
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabels = formDataList<QueryFormMetric>(fd.metrics)
    .map(getMetricLabel)
    .filter((label): label is string => label !== undefined);
  const colnames = result?.colnames ?? [];
  const temporal = groupLabels.map((label) => result?.coltypes[colnames.indexOf(label)] === TEMPORAL);
  const rows = result?.data ?? [];

  const timeOf = (row: Record<string, unknown>) => toDate(row[TIMESTAMP])?.getTime() ?? Number.NaN;
  const times = [...new Set(rows.map(timeOf).filter((t) => !Number.isNaN(t)))].sort((a, b) => a - b);
  const timeIndex = new Map(times.map((t, i) => [t, i]));
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const values = groupLabels.map((label) => row[label] ?? null);
    const key = JSON.stringify(values);
    if (!groups.has(key)) groups.set(key, values.map((value, i) => groupLabel(value, temporal[i] ?? false)));
  }
  const keys = [...groups.keys()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

  const metrics = metricLabels.map((label): TTestMetric => {
    const series = new Map(keys.map((key) => [key, new Array<number>(times.length).fill(0)]));
    for (const row of rows) {
      const index = timeIndex.get(timeOf(row));
      if (index === undefined) continue;
      const key = JSON.stringify(groupLabels.map((g) => row[g] ?? null));
      series.get(key)![index]! += toFiniteNumber(row[label]) ?? 0;
    }
    if (fd.contribution) {
      for (let i = 0; i < times.length; i++) {
        let total = 0;
        for (const values of series.values()) total += values[i]!;
        for (const values of series.values()) values[i] = total !== 0 ? values[i]! / total : 0;
      }
    }
    return { name: verboseName(label, context), groups: keys.map((key) => ({ key, labels: groups.get(key)!, values: series.get(key)! })) };
  });

  const alpha = Number(fd.significance_level);
  return {
    metrics: times.length > 0 ? metrics : [],
    groupColumns: groupLabels.map((label) => verboseName(label, context)),
    times: times.length,
    alpha: Number.isFinite(alpha) && alpha > 0 ? alpha : 0.05,
    pValuePrecision: precision(fd.pvalue_precision, 6),
    liftPrecision: precision(fd.liftvalue_precision, 4),
  };
}
