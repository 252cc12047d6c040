import type { Frame } from './frame.js';
import { applyColumnResults, resolveColumnMap } from './frame-columns.js';
import { toCells, toNumericColumn } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';

/** Options of `cum` (Superset's `cum`). */
export type CumOptions = {
  operator: 'sum' | 'prod' | 'min' | 'max';
  /** `{ source: target }`: a target equal to its source replaces it, any other adds a column. */
  columns?: Record<string, string>;
  /** Legacy: with no `columns`, apply to every value column of a pivoted frame. */
  is_pivot_df?: boolean;
};

const STEPS: Record<string, (acc: number, value: number) => number> = {
  sum: (acc, value) => acc + value,
  prod: (acc, value) => acc * value,
  min: (acc, value) => Math.min(acc, value),
  max: (acc, value) => Math.max(acc, value),
};

/**
 * Cumulative sum, product, minimum or maximum down each column (pandas' `cumsum` …). Missing
 * values stay missing and are skipped by the accumulation: `[1, null, 2]` sums to `[1, null, 3]`.
 *
 * @example
 * cum(frame, { operator: 'sum', columns: { 'SUM(num)': 'SUM(num)' } })
 */
export function cum(frame: Frame, options: CumOptions): Frame {
  const reader = new OptionReader('cum', options, ['operator', 'columns', 'is_pivot_df']);
  const operator = reader.string('operator');
  const step = operator !== undefined && Object.hasOwn(STEPS, operator) ? STEPS[operator]! : undefined;
  if (!step) throw new PostProcessingError(`Invalid cumulative operator: ${operator ?? 'None'}`);
  const targets = resolveColumnMap(frame, reader.stringMap('columns') ?? {}, reader.boolean('is_pivot_df', false));

  return applyColumnResults(
    frame,
    targets.map(({ source, target }) => {
      const values = toNumericColumn(frame.data[source]!);
      let acc = Number.NaN;
      for (let i = 0; i < values.length; i++) {
        const value = values[i]!;
        if (Number.isNaN(value)) continue;
        acc = Number.isNaN(acc) ? value : step(acc, value);
        values[i] = acc;
      }
      return { source, target, values: toCells(values) };
    }),
  );
}
