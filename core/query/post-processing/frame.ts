/**
 * A result set in columnar layout, the input and output of every post-processing operation:
 * `data[i]` holds the values of `columns[i]`, all arrays of the same length. Temporal values are
 * epoch milliseconds (numbers), as engines return them. Missing values are `null`.
 *
 * The optional fields carry what a pandas DataFrame keeps beside its cells, so that chained
 * operations behave like Superset's: `pivot` sets `index` and `levels`, `flatten` clears them.
 * A frame built straight from a query result needs none of them.
 *
 * @example
 * ```ts
 * const frame: Frame = { columns: ['ds', 'SUM(num)'], data: [[1_600_000_000_000, 1_600_086_400_000], [10, 12]] };
 * ```
 */
export interface Frame {
  columns: string[];
  data: unknown[][];
  /**
   * Columns that form the row index (pandas' index), e.g. the x-axis after `pivot`. They are row
   * labels rather than values: `contribution` leaves them out, `resample` bins on the first one,
   * `sort` with `is_sort_index` orders by them.
   */
  index?: string[];
  /**
   * Multi-level column labels (pandas' MultiIndex), parallel to `columns`: after a pivot by
   * `gender`, the column `SUM(num), boy` has the labels `['SUM(num)', 'boy']`. Column references in
   * options (`rolling.columns`, `rename.columns` …) match level 0, as in Superset. Index columns
   * have their own name as their only label. `columns[i]` is always the labels joined with `', '`.
   */
  levels?: (string | null)[][];
  /**
   * Columns holding timestamps (pandas `datetime64`). Epoch milliseconds look like numbers, so this
   * is how `contribution` knows to leave a time column out of its arithmetic.
   */
  temporalColumns?: string[];
}
