/**
 * The aggregate functions of a pivot table chart (`pivot_table_v2`), with Superset's names
 * (stored in `form_data.aggregateFunction`). The query already aggregates each row × column combination;
 * these re-aggregate the metric values of a cell's records, and of whole groups for subtotals
 * and totals.
 */
export const PIVOT_AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

/** One of {@link PIVOT_AGGREGATE_FUNCTIONS}. */
export type PivotAggregateFunction = (typeof PIVOT_AGGREGATE_FUNCTIONS)[number];

/** What a fraction aggregate divides by: the grand total, its row's total or its column's total. */
export type PivotFractionBase = 'total' | 'row' | 'column';

/** A cell's value: a number, a list of values written out (List Unique Values), or empty. */
export type PivotValue = number | string | null;

/** Whether `value` names an aggregate function. */
export function isPivotAggregateFunction(value: unknown): value is PivotAggregateFunction {
  return typeof value === 'string' && (PIVOT_AGGREGATE_FUNCTIONS as readonly string[]).includes(value);
}

/**
 * How a fraction aggregate is computed: its base aggregate (Sum or Count) and what the cell is a
 * fraction of; `undefined` for the other aggregates.
 */
export function pivotFractionOf(name: PivotAggregateFunction): { base: 'Sum' | 'Count'; of: PivotFractionBase } | undefined {
  const match = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(name);
  if (!match) return undefined;
  const of: PivotFractionBase = match[2] === 'Total' ? 'total' : match[2] === 'Rows' ? 'row' : 'column';
  return { base: match[1] as 'Sum' | 'Count', of };
}

function numbersOf(values: readonly (number | null)[]): number[] {
  return values.filter((value): value is number => value !== null);
}

function sum(numbers: readonly number[]): number | null {
  return numbers.length === 0 ? null : numbers.reduce((total, value) => total + value, 0);
}

function sampleVariance(numbers: readonly number[]): number | null {
  if (numbers.length < 2) return null;
  const mean = (sum(numbers) as number) / numbers.length;
  return numbers.reduce((total, value) => total + (value - mean) ** 2, 0) / (numbers.length - 1);
}

function median(numbers: readonly number[]): number | null {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Aggregates the metric values of a group of records (in record order; `null` where a record's
 * metric is empty). Count counts records; the other aggregates skip empty values and give `null`
 * when none is left. A fraction aggregate reduces with its base aggregate here; the division is
 * the caller's, which knows the totals.
 *
 * @example
 * ```ts
 * aggregatePivotValues('Average', [2, null, 4]); // 3
 * aggregatePivotValues('Count', [2, null, 4]);   // 3
 * ```
 */
export function aggregatePivotValues(
  name: PivotAggregateFunction,
  values: readonly (number | null)[],
  formatListValue: (value: number) => string = String,
): PivotValue {
  const fraction = pivotFractionOf(name);
  const effective = fraction ? fraction.base : name;
  const numbers = numbersOf(values);
  switch (effective) {
    case 'Count':
      return values.length;
    case 'Count Unique Values':
      return new Set(numbers).size;
    case 'List Unique Values':
      return numbers.length === 0 ? null : [...new Set(numbers)].map(formatListValue).join(', ');
    case 'Sum':
      return sum(numbers);
    case 'Average':
      return numbers.length === 0 ? null : (sum(numbers) as number) / numbers.length;
    case 'Median':
      return median(numbers);
    case 'Sample Variance':
      return sampleVariance(numbers);
    case 'Sample Standard Deviation': {
      const variance = sampleVariance(numbers);
      return variance === null ? null : Math.sqrt(variance);
    }
    // reduce, not Math.min(...numbers): spreading a large group would overflow the call stack.
    case 'Minimum':
      return numbers.length === 0 ? null : numbers.reduce((least, value) => (value < least ? value : least));
    case 'Maximum':
      return numbers.length === 0 ? null : numbers.reduce((most, value) => (value > most ? value : most));
    case 'First':
      return numbers[0] ?? null;
    case 'Last':
      return numbers.at(-1) ?? null;
    default:
      return null;
  }
}
