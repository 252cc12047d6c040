import type { Frame } from './frame.js';
import { PostProcessingError } from './post-processing-error.js';

/** Superset's `FLAT_COLUMN_SEPARATOR`: how multi-level column labels are joined into one name. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/** Escapes the separator's comma inside one label (Superset's `escape_separator`), so joined names split back unambiguously. */
export function escapeSeparator(label: string): string {
  return label.replaceAll(',', '\\,');
}

/** One name for a multi-level column: present labels escaped and joined with `', '` (Superset's `flatten`). */
export function flatColumnName(labels: readonly (string | null)[]): string {
  const parts: string[] = [];
  for (const label of labels) if (label !== null) parts.push(escapeSeparator(label));
  return parts.join(FLAT_COLUMN_SEPARATOR);
}

/** Number of rows of a frame. */
export function rowCount(frame: Frame): number {
  return frame.data[0]?.length ?? 0;
}

/** Whether the column at `position` is part of the row index. */
export function isIndexColumn(frame: Frame, position: number): boolean {
  return frame.index !== undefined && frame.index.includes(frame.columns[position]!);
}

/** Positions of the columns that hold values, i.e. every column but the index. */
export function valuePositions(frame: Frame): number[] {
  const positions: number[] = [];
  for (let i = 0; i < frame.columns.length; i++) if (!isIndexColumn(frame, i)) positions.push(i);
  return positions;
}

/** Labels of the column at `position`: its level labels after a pivot, else its name. */
export function columnLabels(frame: Frame, position: number): (string | null)[] {
  return frame.levels?.[position] ?? [frame.columns[position]!];
}

/**
 * Positions of the columns a name in an option refers to. On a pivoted frame a name matches level 0
 * (every `SUM(num), <group>` column for `SUM(num)`), as Superset's `validate_column_args` does; a
 * full column name matches too. Empty when nothing matches.
 */
export function resolveColumn(frame: Frame, name: string): number[] {
  const positions: number[] = [];
  if (frame.levels) {
    for (let i = 0; i < frame.columns.length; i++) {
      if (!isIndexColumn(frame, i) && frame.levels[i]?.[0] === name) positions.push(i);
    }
    if (positions.length > 0) return positions;
  }
  for (let i = 0; i < frame.columns.length; i++) if (frame.columns[i] === name) positions.push(i);
  return positions;
}

/** Throws Superset's "Referenced columns not available in DataFrame." unless every name resolves. */
export function assertColumnsExist(frame: Frame, names: Iterable<string>): void {
  for (const name of names) {
    if (resolveColumn(frame, name).length === 0) {
      throw new PostProcessingError(`Referenced columns not available in DataFrame: ${name}`);
    }
  }
}

/**
 * A frame with new columns and data that keeps the metadata of `base` which still applies: index
 * and temporal columns that survived, and level labels (given, or the base's for kept names).
 */
export function deriveFrame(base: Frame, columns: string[], data: unknown[][], levels?: (string | null)[][]): Frame {
  const frame: Frame = { columns, data };
  const present = new Set(columns);
  const index = base.index?.filter((name) => present.has(name));
  if (index && index.length > 0) frame.index = index;
  const temporal = base.temporalColumns?.filter((name) => present.has(name));
  if (temporal && temporal.length > 0) frame.temporalColumns = temporal;
  if (levels) frame.levels = levels;
  else if (base.levels) {
    const byName = new Map(base.columns.map((name, i) => [name, base.levels![i]!]));
    frame.levels = columns.map((name) => byName.get(name) ?? [name]);
  }
  return frame;
}

/**
 * A computed column destined for a frame: the source column it came from and its new level-0 name,
 * or `null` to replace the source whatever its labels (a column whose level-0 label a `rename`
 * removed has no name to match).
 */
export interface ColumnResult {
  source: number;
  target: string | null;
  values: unknown[];
}

/**
 * Puts computed columns into a frame as Superset's `_append_columns` does: a result whose target is
 * its source's own (level-0) name replaces the source in place; any other is added at the end,
 * keeping the source's lower level labels (`{ 'SUM(num)': 'total' }` on `SUM(num), boy` adds
 * `total, boy`). A `null` target replaces its source. A target name that already exists is
 * overwritten rather than duplicated.
 */
export function applyColumnResults(frame: Frame, results: readonly ColumnResult[]): Frame {
  const columns = [...frame.columns];
  const data = [...frame.data];
  const levels = frame.levels ? [...frame.levels] : undefined;
  for (const result of results) {
    const labels = columnLabels(frame, result.source);
    if (result.target === null || labels[0] === result.target || (!frame.levels && frame.columns[result.source] === result.target)) {
      data[result.source] = result.values;
      continue;
    }
    const newLabels = [result.target, ...labels.slice(1)];
    const name = frame.levels ? flatColumnName(newLabels) : result.target;
    const existing = columns.indexOf(name);
    if (existing >= 0) {
      data[existing] = result.values;
      continue;
    }
    columns.push(name);
    data.push(result.values);
    levels?.push(newLabels);
  }
  return deriveFrame(frame, columns, data, levels);
}

/** The frame with only the given rows, in the given order (metadata unchanged). */
export function takeRows(frame: Frame, rows: ArrayLike<number>): Frame {
  const data = frame.data.map((values) => {
    const out = new Array<unknown>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = values[rows[i]!];
    return out;
  });
  return { ...frame, data };
}

/**
 * The columns a `{ source: target }` option (rolling, cum, diff) works on, one entry per frame
 * column: on a pivoted frame a source name covers every column under that metric. With
 * `allValueColumns` (Superset's legacy `is_pivot_df` and an empty mapping) every value column is
 * used in place.
 */
export function resolveColumnMap(frame: Frame, mapping: Record<string, string | null>, allValueColumns = false): { source: number; target: string }[] {
  const names = Object.keys(mapping);
  if (names.length === 0 && allValueColumns) {
    return valuePositions(frame).map((source) => ({ source, target: columnLabels(frame, source)[0] ?? frame.columns[source]! }));
  }
  assertColumnsExist(frame, names);
  return names.flatMap((name) => resolveColumn(frame, name).map((source) => ({ source, target: mapping[name] ?? name })));
}
