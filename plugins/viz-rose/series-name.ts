/**
 * Splits a flattened result column name (`SUM(num), boy`) back into its parts: the pivot joins
 * levels with `', '` and escapes commas inside a value as `\,`.
 *
 * @example
 * splitColumnName('SUM(num), a\\, b'); // ['SUM(num)', 'a, b']
 */
export function splitColumnName(name: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < name.length; i++) {
    const char = name[i]!;
    if (char === '\\' && name[i + 1] === ',') {
      current += ',';
      i++;
    } else if (char === ',' && name[i + 1] === ' ') {
      parts.push(current);
      current = '';
      i++;
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** What the query put into the result's column names. */
export interface SeriesNaming {
  /** Metric labels, in order. */
  metrics: readonly string[];
  /** How each metric label is shown (its verbose name). */
  metricNames: ReadonlyMap<string, string>;
  dimensionCount: number;
  timeShifts: readonly string[];
}

const COMPARISONS: Readonly<Record<string, string>> = { difference: 'difference from', percentage: '% change from', ratio: 'ratio to' };

/**
 * The name a rose shows for a result column: the dimension values alone when there is one metric,
 * dimensions and no time shift (the pivot renamed those columns); otherwise the metric's shown
 * name — with its time shift, `Births (1 year ago)`, or its comparison,
 * `Births (% change from 1 year ago)` — followed by the dimension values.
 *
 * @example
 * seriesName('SUM(num)__1 year ago, boy', { metrics: ['SUM(num)'], metricNames: new Map([['SUM(num)', 'Births']]), dimensionCount: 1, timeShifts: ['1 year ago'] });
 * // 'Births (1 year ago), boy'
 */
export function seriesName(column: string, naming: SeriesNaming): string {
  const parts = splitColumnName(column);
  if (naming.metrics.length === 1 && naming.dimensionCount > 0 && naming.timeShifts.length === 0) return parts.join(', ');
  const [head = '', ...dimensions] = parts;
  const shown = (metric: string) => naming.metricNames.get(metric) ?? metric;
  let metricPart = naming.metrics.includes(head) ? shown(head) : head;
  for (const metric of naming.metrics) {
    for (const shift of naming.timeShifts) {
      if (head === `${metric}__${shift}`) metricPart = `${shown(metric)} (${shift})`;
      for (const [type, words] of Object.entries(COMPARISONS)) {
        if (head === `${type}__${metric}__${metric}__${shift}`) metricPart = `${shown(metric)} (${words} ${shift})`;
      }
    }
  }
  return [metricPart, ...dimensions].join(', ');
}
