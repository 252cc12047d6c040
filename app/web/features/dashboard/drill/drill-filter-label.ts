import { type QueryObjectFilterClause, getColumnLabel } from '@core/plugin-api/index.js';
import { formatTemporal } from '../../../chart/results/results-grid-model';

type FilterValue = QueryObjectFilterClause['val'];

/** How much of a `YYYY-MM-DD HH:mm:ss` time a grain keeps: a year bar reads "2000", not its first second. */
function timeTextLength(grain: string): number {
  if (grain === 'P1Y') return 4;
  if (grain === 'P1M' || grain === 'P3M') return 7;
  if (grain.includes('P1D') || grain.includes('P1W')) return 10;
  return 19;
}

function valueText(value: Exclude<FilterValue, ReadonlyArray<unknown>>, grain: string | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  // A time series' x value is epoch milliseconds, truncated to the chart's grain.
  if (grain && typeof value === 'number') return formatTemporal(value).slice(0, timeTextLength(grain));
  return String(value);
}

/** The value(s) a filter selects, as text: `girl`, `CA, NY`, `2000` for a yearly bar, `NULL`. */
export function drillValueLabel(filter: QueryObjectFilterClause): string {
  if (filter.op === 'IS NULL') return 'NULL';
  if (filter.op === 'IS NOT NULL') return 'NOT NULL';
  const { val, grain } = filter;
  if (Array.isArray(val)) return val.map((item) => valueText(item, grain)).join(', ');
  return valueText(val as Exclude<FilterValue, ReadonlyArray<unknown>>, grain);
}

const OPERATOR_TEXT: Partial<Record<QueryObjectFilterClause['op'], string>> = { '==': '=', '!=': '≠', '>=': '≥', '<=': '≤' };

/** A filter chip's text: `gender = girl`, `state IN CA, NY`, `state IS NULL`. */
export function drillFilterLabel(filter: QueryObjectFilterClause): string {
  const column = getColumnLabel(filter.col) ?? '';
  if (filter.op === 'IS NULL' || filter.op === 'IS NOT NULL' || filter.op === 'IS TRUE' || filter.op === 'IS FALSE') return `${column} ${filter.op}`;
  return `${column} ${OPERATOR_TEXT[filter.op] ?? filter.op} ${drillValueLabel(filter)}`;
}

/** What "Drill to detail by …" names for a clicked mark: its values, in the order of its filters. */
export function drillByLabel(filters: readonly QueryObjectFilterClause[]): string {
  return filters.map(drillValueLabel).join(', ');
}
