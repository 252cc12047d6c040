import type { CompareType } from '@core/plugin-api/index.js';

/** The label pivoted results give a missing dimension value (Superset's `NULL_STRING`). */
const NULL_LABEL = '<NULL>';

/** How each comparison reads in a series name. */
const COMPARISON_WORDS: Readonly<Record<CompareType, string>> = {
  difference: 'difference from',
  percentage: '% change from',
  ratio: 'ratio to',
};

/**
 * Splits a flattened result column name (`SUM(num), boy`) back into its level labels: the parts
 * are joined with `', '` and commas inside a label are escaped as `\,`.
 *
 * @example
 * splitFlatColumnName('SUM(num), a\\, b'); // ['SUM(num)', 'a, b']
 */
export function splitFlatColumnName(name: string): string[] {
  const labels: string[] = [];
  let current = '';
  for (let i = 0; i < name.length; i++) {
    const char = name[i]!;
    if (char === '\\' && name[i + 1] === ',') {
      current += ',';
      i++;
    } else if (char === ',' && name[i + 1] === ' ') {
      labels.push(current);
      current = '';
      i++;
    } else {
      current += char;
    }
  }
  labels.push(current);
  return labels;
}

/** What the time-series query put into the result's column names. */
export interface SeriesNamingContext {
  /** Labels of the chart's metrics, in order. */
  metrics: readonly string[];
  /** How each metric is shown (a truncated `SUM(num)` shows as `num`); the label itself when absent. */
  metricDisplay?: ReadonlyMap<string, string>;
  /** Number of dimensions (`groupby`). */
  dimensionCount: number;
  /** The time shifts (`time_compare`). */
  timeShifts: readonly string[];
  /** The computed comparison, when the shifted series were combined with their originals. */
  comparison: CompareType | null;
}

/** One result column read as a series. */
export interface SeriesIdentity {
  /** The metric the series shows; `null` when the column names none of the chart's metrics. */
  metric: string | null;
  /** The time shift of a shifted or compared series. */
  timeShift: string | null;
  /** Whether the values are a computed comparison (difference, percentage, ratio). */
  computed: boolean;
  /** The series' dimension values (`null` for a missing value), one per dimension. */
  dimensionValues: Array<string | null>;
  /** The name shown in the legend and tooltip. */
  name: string;
  /** The name the series would have without its time shift (its original's name). */
  baseName: string;
}

/**
 * Reads what a post-processed result column stands for: with one metric and dimensions and no time
 * shift, the name is the dimension values alone; otherwise it starts with the metric, written
 * `<metric>__<shift>` for a shifted copy and `<type>__<metric>__<metric>__<shift>` for a comparison.
 *
 * @example
 * describeSeries('boy', { metrics: ['SUM(num)'], dimensionCount: 1, timeShifts: [], comparison: null }).dimensionValues; // ['boy']
 */
export function describeSeries(column: string, context: SeriesNamingContext): SeriesIdentity {
  const labels = splitFlatColumnName(column);
  const renamed = context.metrics.length === 1 && context.dimensionCount > 0 && context.timeShifts.length === 0;
  const dimensionLabels = renamed ? labels : labels.slice(1);
  const head = renamed ? (context.metrics[0] as string) : (labels[0] as string);

  let metric: string | null = context.metrics.includes(head) ? head : null;
  let timeShift: string | null = null;
  let computed = false;
  if (!metric) {
    for (const candidate of context.metrics) {
      for (const shift of context.timeShifts) {
        if (context.comparison && head === `${context.comparison}__${candidate}__${candidate}__${shift}`) {
          [metric, timeShift, computed] = [candidate, shift, true];
        } else if (head === `${candidate}__${shift}`) {
          [metric, timeShift] = [candidate, shift];
        }
      }
    }
  }

  const metricName = metric === null ? head : (context.metricDisplay?.get(metric) ?? metric);
  const compose = (withShift: boolean): string => {
    let metricPart = metricName;
    if (withShift && timeShift !== null) {
      metricPart += computed && context.comparison ? ` (${COMPARISON_WORDS[context.comparison]} ${timeShift})` : ` (${timeShift})`;
    }
    return [...(renamed ? [] : [metricPart]), ...dimensionLabels].join(', ');
  };

  return {
    metric,
    timeShift,
    computed,
    dimensionValues: dimensionLabels.map((label) => (label === NULL_LABEL ? null : label)),
    name: compose(true),
    baseName: compose(false),
  };
}
