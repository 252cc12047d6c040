import type { Frame } from './frame.js';
import { applyColumnResults, resolveColumnMap, rowCount } from './frame-columns.js';
import { toCell, toNumericColumn } from './numeric-values.js';
import { OptionReader } from './option-reader.js';

/** Options of `diff` (Superset's `diff`). */
export type DiffOptions = {
  /** `{ source: target }`: a target equal to its source replaces it, any other adds a column. */
  columns: Record<string, string>;
  /** How far back to look (negative looks ahead); default 1. */
  periods?: number;
  /** 0 (default): difference with an earlier row; 1: with an earlier column among `columns`. */
  axis?: 0 | 1 | 'index' | 'columns' | 'rows';
};

/**
 * Difference of each value with the one `periods` rows earlier (pandas' `diff`); the first rows,
 * and any pair with a missing value, give null. With `axis: 1` the difference is taken between the
 * selected columns instead, each minus the one `periods` places before it.
 *
 * @example
 * diff(frame, { columns: { total: 'total_change' }, periods: 1 })
 */
export function diff(frame: Frame, options: DiffOptions): Frame {
  const reader = new OptionReader('diff', options, ['columns', 'periods', 'axis']);
  const targets = resolveColumnMap(frame, reader.stringMap('columns') ?? {});
  const periods = reader.integer('periods') ?? 1;
  const axis = reader.value('axis') ?? 0;
  if (![0, 1, 'index', 'rows', 'columns'].includes(axis as number | string)) reader.fail('"axis" must be 0 (rows) or 1 (columns)');
  const byColumn = axis === 1 || axis === 'columns';

  const n = rowCount(frame);
  const numeric = targets.map(({ source }) => toNumericColumn(frame.data[source]!));
  const results = targets.map(({ source, target }, k) => {
    const values = new Array<number | null>(n);
    const current = numeric[k]!;
    const previous = byColumn ? numeric[k - periods] : current;
    for (let i = 0; i < n; i++) {
      const j = byColumn ? i : i - periods;
      values[i] = previous && j >= 0 && j < n ? toCell(current[i]! - previous[j]!) : null;
    }
    return { source, target, values };
  });
  return applyColumnResults(frame, results);
}
