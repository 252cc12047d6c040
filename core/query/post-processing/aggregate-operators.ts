import { compareValues } from './compare-values.js';
import { isMissing, isNumericColumn, toCell, toNumericColumn } from './numeric-values.js';
import { PostProcessingError } from './post-processing-error.js';
import { QUANTILE_INTERPOLATIONS, quantileOfSorted, type QuantileInterpolation } from './quantile.js';

/** A column seen by a reducer: its cells, and (computed once, on demand) their numeric values. */
export class ReducerColumn {
  private cachedNumbers: Float64Array | null = null;
  private cachedIsNumeric: boolean | null = null;

  constructor(readonly cells: ArrayLike<unknown>) {}

  get numbers(): Float64Array {
    this.cachedNumbers ??= toNumericColumn(this.cells);
    return this.cachedNumbers;
  }

  get isNumeric(): boolean {
    this.cachedIsNumeric ??= isNumericColumn(this.cells);
    return this.cachedIsNumeric;
  }
}

/** Reduces the rows `rows[start..end)` of a column to one cell. */
export type Reducer = (column: ReducerColumn, rows: Int32Array, start: number, end: number) => unknown;

// Reducers run synchronously one at a time, so one growing buffer serves every group.
let scratch = new Float64Array(64);

/** The present values of the rows, in a shared buffer valid until the next call. */
function presentValues(column: ReducerColumn, rows: Int32Array, start: number, end: number): Float64Array {
  if (scratch.length < end - start) scratch = new Float64Array(Math.max(end - start, scratch.length * 2));
  const numbers = column.numbers;
  let n = 0;
  for (let i = start; i < end; i++) {
    const value = numbers[rows[i]!]!;
    if (!Number.isNaN(value)) scratch[n++] = value;
  }
  return scratch.subarray(0, n);
}

function sum(column: ReducerColumn, rows: Int32Array, start: number, end: number): number {
  const numbers = column.numbers;
  let total = 0;
  for (let i = start; i < end; i++) {
    const value = numbers[rows[i]!]!;
    if (!Number.isNaN(value)) total += value;
  }
  return total;
}

function mean(column: ReducerColumn, rows: Int32Array, start: number, end: number): number | null {
  const numbers = column.numbers;
  let total = 0;
  let count = 0;
  for (let i = start; i < end; i++) {
    const value = numbers[rows[i]!]!;
    if (Number.isNaN(value)) continue;
    total += value;
    count++;
  }
  return count === 0 ? null : total / count;
}

function variance(values: Float64Array, ddof: number): number {
  const n = values.length;
  if (n - ddof <= 0) return Number.NaN;
  let total = 0;
  for (const value of values) total += value;
  const avg = total / n;
  let squares = 0;
  for (const value of values) squares += (value - avg) * (value - avg);
  return squares / (n - ddof);
}

/** min or max: numerically for numeric columns, else in sort order (pandas compares strings too). */
function extreme(sign: 1 | -1): Reducer {
  return (column, rows, start, end) => {
    if (!column.isNumeric) {
      let best: unknown = null;
      for (let i = start; i < end; i++) {
        const cell = column.cells[rows[i]!];
        if (isMissing(cell)) continue;
        if (best === null || compareValues(cell, best) * sign > 0) best = cell;
      }
      return best;
    }
    let best = Number.NaN;
    const numbers = column.numbers;
    for (let i = start; i < end; i++) {
      const value = numbers[rows[i]!]!;
      if (!Number.isNaN(value) && (Number.isNaN(best) || (value - best) * sign > 0)) best = value;
    }
    return toCell(best);
  };
}

/** Position within the group of the first smallest (or largest) present value. */
function argExtreme(sign: 1 | -1): Reducer {
  return (column, rows, start, end) => {
    const numbers = column.numbers;
    let best = Number.NaN;
    let at: number | null = null;
    for (let i = start; i < end; i++) {
      const value = numbers[rows[i]!]!;
      if (!Number.isNaN(value) && (Number.isNaN(best) || (value - best) * sign > 0)) {
        best = value;
        at = i - start;
      }
    }
    return at;
  };
}

function readDdof(options: Record<string, unknown>, operator: string): number {
  const ddof = options['ddof'] ?? 0;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0) {
    throw new PostProcessingError(`Invalid options for ${operator}: "ddof" must be a non-negative integer`);
  }
  return ddof;
}

function percentileReducer(options: Record<string, unknown>, operator: string): Reducer {
  const q = options['q'];
  if (typeof q !== 'number' || !(q >= 0 && q <= 100)) {
    throw new PostProcessingError(`Invalid options for ${operator}: "q" must be a number between 0 and 100`);
  }
  const method = options['method'] ?? options['interpolation'] ?? 'linear';
  if (!QUANTILE_INTERPOLATIONS.includes(method as QuantileInterpolation)) {
    throw new PostProcessingError(`Invalid options for ${operator}: "method" must be one of ${QUANTILE_INTERPOLATIONS.join(', ')}`);
  }
  return (column, rows, start, end) => toCell(quantileOfSorted(presentValues(column, rows, start, end).sort(), q / 100, method as QuantileInterpolation));
}

const median: Reducer = (column, rows, start, end) => toCell(quantileOfSorted(presentValues(column, rows, start, end).sort(), 0.5));

type ReducerFactory = (options: Record<string, unknown>, operator: string) => Reducer;

const simple = (reducer: Reducer): ReducerFactory => () => reducer;

/**
 * Superset's aggregate operators (its `NUMPY_FUNCTIONS`) plus pandas' `nunique`, `first` and
 * `last`, each with the options it accepts. Missing values are skipped, so `mean` behaves like
 * `nanmean`; `std`/`var` divide by `n - ddof` with numpy's default `ddof: 0`; `percentile` takes `q`
 * in percent (0…100) and numpy's `method`.
 */
const OPERATORS: Record<string, { options: readonly string[]; create: ReducerFactory }> = {
  sum: { options: [], create: simple(sum) },
  nansum: { options: [], create: simple(sum) },
  mean: { options: [], create: simple(mean) },
  nanmean: { options: [], create: simple(mean) },
  average: { options: [], create: simple(mean) },
  median: { options: [], create: simple(median) },
  nanmedian: { options: [], create: simple(median) },
  min: { options: [], create: simple(extreme(-1)) },
  nanmin: { options: [], create: simple(extreme(-1)) },
  max: { options: [], create: simple(extreme(1)) },
  nanmax: { options: [], create: simple(extreme(1)) },
  argmin: { options: [], create: simple(argExtreme(-1)) },
  argmax: { options: [], create: simple(argExtreme(1)) },
  count: { options: [], create: simple(presentCount) },
  count_nonzero: { options: [], create: simple((column, rows, start, end) => presentValues(column, rows, start, end).filter((v) => v !== 0).length) },
  nunique: { options: [], create: simple(nunique) },
  first: { options: [], create: simple((column, rows, start, end) => firstPresent(column, rows, start, end, 1)) },
  last: { options: [], create: simple((column, rows, start, end) => firstPresent(column, rows, start, end, -1)) },
  prod: { options: [], create: simple(product) },
  product: { options: [], create: simple(product) },
  std: { options: ['ddof'], create: (options, op) => statistic(readDdof(options, op), Math.sqrt) },
  var: { options: ['ddof'], create: (options, op) => statistic(readDdof(options, op), (v) => v) },
  percentile: { options: ['q', 'method', 'interpolation'], create: percentileReducer },
  nanpercentile: { options: ['q', 'method', 'interpolation'], create: percentileReducer },
};

function presentCount(column: ReducerColumn, rows: Int32Array, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) if (!isMissing(column.cells[rows[i]!])) count++;
  return count;
}

function nunique(column: ReducerColumn, rows: Int32Array, start: number, end: number): number {
  const seen = new Set<unknown>();
  for (let i = start; i < end; i++) {
    const cell = column.cells[rows[i]!];
    if (!isMissing(cell)) seen.add(cell instanceof Date ? cell.getTime() : cell);
  }
  return seen.size;
}

function firstPresent(column: ReducerColumn, rows: Int32Array, start: number, end: number, direction: 1 | -1): unknown {
  for (let k = start; k < end; k++) {
    const cell = column.cells[rows[direction === 1 ? k : start + end - 1 - k]!];
    if (!isMissing(cell)) return cell;
  }
  return null;
}

function product(column: ReducerColumn, rows: Int32Array, start: number, end: number): number {
  let total = 1;
  for (const value of presentValues(column, rows, start, end)) total *= value;
  return total;
}

function statistic(ddof: number, finish: (variance: number) => number): Reducer {
  return (column, rows, start, end) => toCell(finish(variance(presentValues(column, rows, start, end), ddof)));
}

/** Names of the operators `aggregate` and `pivot` accept. */
export const AGGREGATE_OPERATORS: readonly string[] = Object.keys(OPERATORS);

/**
 * The reducer for an aggregate operator with its options, or a `PostProcessingError` in Superset's
 * words ("Invalid numpy function: …") for an unknown operator or option.
 */
export function createReducer(operator: unknown, options: unknown, label: string): Reducer {
  if (operator === undefined || operator === null) {
    throw new PostProcessingError(`Operator undefined for aggregator: ${label}`);
  }
  const entry = typeof operator === 'string' && Object.hasOwn(OPERATORS, operator) ? OPERATORS[operator] : undefined;
  if (!entry) throw new PostProcessingError(`Invalid numpy function: ${String(operator)}`);
  const opts = options ?? {};
  if (typeof opts !== 'object' || Array.isArray(opts)) {
    throw new PostProcessingError(`Invalid options for ${String(operator)}: options must be an object`);
  }
  for (const key of Object.keys(opts)) {
    if (!entry.options.includes(key)) throw new PostProcessingError(`Invalid options for ${String(operator)}: unexpected option "${key}"`);
  }
  return entry.create(opts as Record<string, unknown>, String(operator));
}
