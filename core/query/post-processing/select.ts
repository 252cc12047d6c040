import type { Frame } from './frame.js';
import { assertColumnsExist, deriveFrame, flatColumnName, isIndexColumn, resolveColumn } from './frame-columns.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';

/** Options of `select` (Superset's `ChartDataSelectOptionsSchema`). */
export type SelectOptions = {
  /** Columns to keep, in this order (all when absent). */
  columns?: string[];
  /** Columns to leave out, applied after `columns`. */
  exclude?: string[];
  /** `{ old: new }`, applied last; the schema's list of such objects is accepted too. */
  rename?: Record<string, string> | Record<string, string>[];
};

function readRename(reader: OptionReader): Record<string, string> | undefined {
  const raw = reader.value('rename');
  if (Array.isArray(raw)) {
    // Superset's OpenAPI schema describes `rename` as a list of mappings; merge them.
    const merged: Record<string, string> = {};
    for (const item of raw) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) reader.fail('"rename" must map column names to new names');
      for (const [from, to] of Object.entries(item as Record<string, unknown>)) {
        if (typeof to !== 'string') reader.fail(`"rename.${from}" must be a string`);
        merged[from] = to;
      }
    }
    return merged;
  }
  return reader.stringMap('rename') as Record<string, string> | undefined;
}

/**
 * Keeps, orders, drops and renames columns. Names are the original ones throughout (`exclude` and
 * `rename` refer to columns before renaming); on a pivoted frame a name selects every column under
 * that metric.
 *
 * @example
 * select(frame, { columns: ['ds', 'total'], rename: { total: 'Total' } })
 */
export function select(frame: Frame, options: SelectOptions): Frame {
  const reader = new OptionReader('select', options, ['columns', 'exclude', 'rename']);
  const columns = reader.stringArray('columns');
  const exclude = reader.stringArray('exclude');
  const renames = readRename(reader);
  assertColumnsExist(frame, [...(columns ?? []), ...(exclude ?? []), ...Object.keys(renames ?? {})]);

  let positions = columns && columns.length > 0 ? columns.flatMap((name) => resolveColumn(frame, name)) : frame.columns.map((_, i) => i);
  if (exclude && exclude.length > 0) {
    const selected = new Set(positions);
    const missing = exclude.filter((name) => !resolveColumn(frame, name).some((position) => selected.has(position)));
    if (missing.length > 0) throw new PostProcessingError(`Referenced columns not available in DataFrame: ${missing.join(', ')}`);
    const excluded = new Set(exclude.flatMap((name) => resolveColumn(frame, name)));
    positions = positions.filter((position) => !excluded.has(position));
  }

  const levels = frame.levels ? positions.map((position) => frame.levels![position]!) : undefined;
  let names = positions.map((position) => frame.columns[position]!);
  if (renames && Object.keys(renames).length > 0) {
    if (levels) {
      // pandas renames matching labels at every level of a MultiIndex.
      for (let k = 0; k < levels.length; k++) {
        levels[k] = levels[k]!.map((label) => (label !== null && Object.hasOwn(renames, label) ? renames[label]! : label));
        names[k] = isIndexColumn(frame, positions[k]!) ? (levels[k]![0] ?? names[k]!) : flatColumnName(levels[k]!);
      }
    } else {
      names = names.map((name) => (Object.hasOwn(renames, name) ? renames[name]! : name));
    }
  }
  const result = deriveFrame(frame, names, positions.map((position) => frame.data[position]!), levels);
  // Metadata follows its column through a rename.
  const renamedName = (name: string): string => (renames && Object.hasOwn(renames, name) ? renames[name]! : name);
  if (frame.index) {
    const kept = new Set(positions.map((position) => frame.columns[position]!));
    const index = frame.index.filter((name) => kept.has(name)).map(renamedName);
    if (index.length > 0) result.index = index;
    else delete result.index;
  }
  if (frame.temporalColumns) {
    const kept = new Set(positions.map((position) => frame.columns[position]!));
    const temporal = frame.temporalColumns.filter((name) => kept.has(name)).map(renamedName);
    if (temporal.length > 0) result.temporalColumns = temporal;
    else delete result.temporalColumns;
  }
  return result;
}
