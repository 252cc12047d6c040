import type { Frame } from './frame.js';
import { applyColumnResults, resolveColumnMap, rowCount, takeRows } from './frame-columns.js';
import { toCells, toNumericColumn } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';
import { QUANTILE_INTERPOLATIONS, type QuantileInterpolation } from './quantile.js';
import { rollingWindow, type RollingStatistic, type WindowSpec } from './rolling-window.js';

/** Rolling types: Superset's allowed pandas `Rolling` methods, plus `cumsum` (a running total, window ignored). */
export type RollingType = RollingStatistic | 'cumsum';

/** Options of `rolling` (Superset's `ChartDataRollingOptionsSchema`). */
export type RollingOptions = {
  rolling_type: RollingType;
  /** Rows per window. */
  window: number;
  /** `{ source: target }`: a target equal to its source replaces it, any other adds a column. */
  columns?: Record<string, string>;
  /** Present values needed for a result (default: `window`); also drops the first `min_periods − 1` rows. */
  min_periods?: number;
  /** Label each window at its centre instead of its end. */
  center?: boolean;
  /** Accepted for compatibility and ignored: every window is unweighted (`boxcar`). */
  win_type?: string;
  /** `quantile` (or `q`, 0…1) and `interpolation` for `quantile`; `ddof` for `std` and `var`. */
  rolling_type_options?: Record<string, unknown>;
  /** Legacy: with no `columns`, apply to every value column of a pivoted frame. */
  is_pivot_df?: boolean;
};

const STATISTICS: readonly string[] = ['count', 'sum', 'mean', 'median', 'min', 'max', 'std', 'var', 'quantile', 'skew', 'kurt', 'cumsum'];
const TYPE_OPTIONS: Record<string, readonly string[]> = { quantile: ['quantile', 'q', 'interpolation'], std: ['ddof'], var: ['ddof'] };

function windowSpec(statistic: RollingStatistic, window: number, minPeriods: number, center: boolean, raw: Record<string, unknown>): WindowSpec {
  const invalid = (): never => {
    throw new PostProcessingError(`Invalid options for ${statistic}: ${JSON.stringify(raw)}`);
  };
  for (const key of Object.keys(raw)) if (!(TYPE_OPTIONS[statistic] ?? []).includes(key)) invalid();
  const ddof = raw['ddof'] ?? 1;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0) invalid();
  const quantile = raw['quantile'] ?? raw['q'] ?? 0.5;
  if (typeof quantile !== 'number' || !(quantile >= 0 && quantile <= 1)) invalid();
  const interpolation = raw['interpolation'] ?? 'linear';
  if (!QUANTILE_INTERPOLATIONS.includes(interpolation as QuantileInterpolation)) invalid();
  return { statistic, window, minPeriods, center, ddof: ddof as number, quantile: quantile as number, interpolation: interpolation as QuantileInterpolation };
}

function runningTotal(values: Float64Array): Float64Array {
  let total = Number.NaN;
  for (let i = 0; i < values.length; i++) {
    if (Number.isNaN(values[i]!)) continue;
    total = Number.isNaN(total) ? values[i]! : total + values[i]!;
    values[i] = total;
  }
  return values;
}

/**
 * A rolling-window statistic over columns, as Superset's `rolling`: pandas'
 * `rolling(window, min_periods, center).<rolling_type>()`. A window's result is null until it holds
 * `min_periods` present values (missing values are skipped), and, as Superset does, the first
 * `min_periods − 1` rows of the frame are then dropped. `std`/`var` use `ddof: 1` like pandas.
 * `win_type` is accepted but ignored: weighted windows are not supported.
 *
 * @example
 * rolling(frame, { rolling_type: 'mean', window: 7, min_periods: 7, columns: { 'SUM(num)': 'SUM(num)' } })
 */
export function rolling(frame: Frame, options: RollingOptions): Frame {
  const reader = new OptionReader('rolling', options, [
    'rolling_type', 'window', 'columns', 'min_periods', 'center', 'win_type', 'rolling_type_options', 'is_pivot_df',
  ]);
  const rollingType = reader.string('rolling_type');
  const targets = resolveColumnMap(frame, reader.stringMap('columns') ?? {}, reader.boolean('is_pivot_df', false));
  const center = reader.boolean('center', false);
  reader.string('win_type');
  const typeOptions = reader.record('rolling_type_options') ?? {};
  if (rollingType === undefined || !STATISTICS.includes(rollingType)) {
    throw new PostProcessingError(`Invalid rolling_type: ${rollingType ?? 'None'}`);
  }
  if (rollingType === 'cumsum') {
    return applyColumnResults(frame, targets.map(({ source, target }) => ({ source, target, values: toCells(runningTotal(toNumericColumn(frame.data[source]!))) })));
  }

  const window = reader.integer('window');
  if (window === undefined) throw new PostProcessingError('Undefined window for rolling operation');
  if (window <= 0) throw new PostProcessingError('Window must be > 0');
  const minPeriods = reader.integer('min_periods') ?? window;
  if (minPeriods < 0) reader.fail('"min_periods" must be 0 or greater');
  if (minPeriods > window) reader.fail(`min_periods ${minPeriods} must be <= window ${window}`);
  const spec = windowSpec(rollingType as RollingStatistic, window, minPeriods, center, typeOptions);

  const rolled = applyColumnResults(
    frame,
    targets.map(({ source, target }) => ({ source, target, values: toCells(rollingWindow(toNumericColumn(frame.data[source]!), spec)) })),
  );
  // Superset then drops the rows that could not have a full result.
  const skip = reader.has('min_periods') && minPeriods > 0 ? minPeriods - 1 : 0;
  if (skip === 0) return rolled;
  const n = rowCount(rolled);
  return takeRows(rolled, Int32Array.from({ length: Math.max(0, n - skip) }, (_, i) => i + skip));
}
