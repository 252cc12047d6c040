import type { Frame } from './frame.js';
import { flatColumnName, isIndexColumn } from './frame-columns.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';

/** Options of `rename` (Superset's `rename`). */
export type RenameOptions = {
  /** `{ old: new }`; `null` as the new name removes the label (its level is skipped by `flatten`). */
  columns: Record<string, string | null>;
  /** On a pivoted frame, the level whose labels are renamed (default: every level). */
  level?: number;
  /** Accepted for compatibility; every operation returns a new frame. */
  inplace?: boolean;
};

/**
 * Renames columns. On a pivoted frame it renames level labels — at `level` only when given — so
 * `{ 'SUM(num)': null }` at level 0 turns `SUM(num), boy` into `boy` once flattened (what Superset's
 * time-series charts do with a single metric). Index columns are never renamed. Like Superset, it
 * refuses a rename whose new names all exist already ("Label already exists").
 *
 * @example
 * rename(frame, { columns: { 'SUM(num)': 'total' } })
 */
export function rename(frame: Frame, options: RenameOptions): Frame {
  const reader = new OptionReader('rename', options, ['columns', 'level', 'inplace']);
  const mapping = reader.stringMap('columns', true) ?? {};
  const level = reader.integer('level');
  reader.boolean('inplace', false);
  const names = Object.keys(mapping);
  if (names.length === 0) return frame;

  const depth = frame.levels ? Math.max(1, ...frame.levels.map((labels) => labels.length)) : 1;
  if (level !== undefined && (level < -depth || level >= depth)) {
    throw new PostProcessingError(`Invalid options for rename: level ${level} does not exist`);
  }
  const checkedLevel = level === undefined ? 0 : level < 0 ? depth + level : level;
  const existing = new Set<string | null>();
  for (let i = 0; i < frame.columns.length; i++) {
    if (isIndexColumn(frame, i)) continue;
    existing.add(frame.levels ? (frame.levels[i]![checkedLevel] ?? null) : frame.columns[i]!);
  }
  if (!names.every((name) => existing.has(name))) {
    throw new PostProcessingError('Referenced columns not available in DataFrame.');
  }
  if (Object.values(mapping).every((target) => existing.has(target))) throw new PostProcessingError('Label already exists');

  const renamed = (label: string | null): string | null => (label !== null && Object.hasOwn(mapping, label) ? mapping[label]! : label);
  const result: Frame = { ...frame, columns: [...frame.columns] };
  if (frame.levels) {
    result.levels = frame.levels.map((labels, i) => {
      if (isIndexColumn(frame, i)) return labels;
      const next = labels.map((label, at) => (level === undefined || at === checkedLevel ? renamed(label) : label));
      result.columns[i] = flatColumnName(next);
      return next;
    });
  } else {
    for (let i = 0; i < frame.columns.length; i++) {
      if (!isIndexColumn(frame, i)) result.columns[i] = renamed(frame.columns[i]!) ?? '';
    }
    if (frame.temporalColumns) result.temporalColumns = frame.temporalColumns.map((name) => renamed(name) ?? '');
  }
  return result;
}
