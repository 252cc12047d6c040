import type { Frame } from './frame.js';
import { flatColumnName, isIndexColumn } from './frame-columns.js';
import { OptionReader } from './option-reader.js';

/** Options of `flatten` (Superset's `flatten`). */
export type FlattenOptions = {
  /** Turn the index into ordinary columns (default `true`). */
  reset_index?: boolean;
  /** Positions of column levels to leave out of the names (negative counts from the last). */
  drop_levels?: number[];
};

/**
 * Turns a pivoted frame back into a plain one, as Superset's `flatten` ends every time-series
 * pipeline: each column's level labels are joined with `', '` (missing labels, such as a metric
 * renamed to `null`, are skipped; commas inside labels are escaped as `\,`) and the index becomes
 * ordinary columns. A frame without levels only loses its index.
 *
 * @example
 * flatten(pivoted) // columns ['ds', 'SUM(num), boy', 'SUM(num), girl'], no `levels`, no `index`
 */
export function flatten(frame: Frame, options: FlattenOptions = {}): Frame {
  const reader = new OptionReader('flatten', options, ['reset_index', 'drop_levels']);
  const resetIndex = reader.boolean('reset_index', true);
  const rawDrop = reader.value('drop_levels');
  const dropLevels: number[] = rawDrop === undefined ? [] : Array.isArray(rawDrop) ? rawDrop : [rawDrop];
  if (!dropLevels.every((level) => typeof level === 'number' && Number.isInteger(level))) {
    reader.fail('"drop_levels" must be a list of level positions');
  }

  const result: Frame = { columns: [...frame.columns], data: frame.data };
  if (frame.temporalColumns) result.temporalColumns = frame.temporalColumns;
  if (!resetIndex && frame.index) result.index = frame.index;
  if (!frame.levels) return result;

  const depth = Math.max(0, ...frame.levels.map((labels, i) => (isIndexColumn(frame, i) ? 0 : labels.length)));
  const dropped = new Set(dropLevels.map((level) => (level < 0 ? depth + level : level)));
  if ([...dropped].some((level) => level < 0 || level >= depth)) reader.fail(`"drop_levels" must be between ${-depth} and ${depth - 1}`);
  for (let i = 0; i < frame.columns.length; i++) {
    if (isIndexColumn(frame, i)) continue;
    const labels = frame.levels[i]!.filter((_, level) => !dropped.has(level));
    result.columns[i] = flatColumnName(labels);
  }
  return result;
}
