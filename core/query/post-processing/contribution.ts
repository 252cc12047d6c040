import type { Frame } from './frame.js';
import { applyColumnResults, columnLabels, type ColumnResult, resolveColumn, rowCount, valuePositions } from './frame-columns.js';
import { isNumericColumn, toCell, toNumericColumn } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';

/** Options of `contribution` (Superset's `ChartDataContributionOptionsSchema` and `contribution`). */
export type ContributionOptions = {
  /** `column` (default): share of the column total; `row`: share of the row total. */
  orientation?: 'row' | 'column';
  /** Columns to compute (default: every numeric value column). */
  columns?: string[];
  /** New names for the results, one per column; the originals are then kept. */
  rename_columns?: string[];
  /** Time offsets of a time comparison: row shares are computed separately among columns ending in `__<offset>`. */
  time_shifts?: string[];
  /** Column totals to divide by instead of the frame's own (`orientation: column`). */
  contribution_totals?: Record<string, number>;
};

/**
 * Each cell's share of its column total (or, with `orientation: 'row'`, of its row total across
 * the selected columns), as Superset's `contribution` computes percentages for charts. Only numeric
 * value columns take part: the index and temporal columns are left alone. For column shares missing
 * values count as 0; for row shares they stay missing.
 *
 * @example
 * contribution(frame, { orientation: 'column', columns: ['total'], rename_columns: ['%total'] })
 */
export function contribution(frame: Frame, options: ContributionOptions): Frame {
  const reader = new OptionReader('contribution', options, ['orientation', 'columns', 'rename_columns', 'time_shifts', 'contribution_totals']);
  const orientation = reader.string('orientation') ?? 'column';
  if (orientation !== 'row' && orientation !== 'column') reader.fail('"orientation" must be "row" or "column"');
  const requested = reader.stringArray('columns') ?? [];
  const renames = reader.stringArray('rename_columns');
  const timeShifts = reader.stringArray('time_shifts') ?? [];
  const totals = reader.record('contribution_totals');

  const temporal = new Set(frame.temporalColumns ?? []);
  const numeric = valuePositions(frame).filter((p) => !temporal.has(frame.columns[p]!) && isNumericColumn(frame.data[p]!));
  let selected: number[];
  if (requested.length > 0) {
    const allowed = new Set(numeric);
    selected = requested.flatMap((name) => {
      const positions = resolveColumn(frame, name).filter((p) => allowed.has(p));
      if (positions.length === 0) throw new PostProcessingError(`Column "${name}" is not numeric or does not exists in the query results.`);
      return positions;
    });
  } else selected = numeric;

  // A new name applies to every column under the metric it renames.
  const names = requested.length > 0 ? requested : selected.map((p) => frame.columns[p]!);
  if (renames && renames.length !== names.length) {
    throw new PostProcessingError('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
  }
  // Without new names the shares replace their columns, whatever their labels: after a `rename`
  // that removed the metric's name a column has no level-0 label to match by name.
  const targetOf = (position: number): string | null => {
    if (!renames) return null;
    const at = requested.length > 0 ? requested.findIndex((name) => resolveColumn(frame, name).includes(position)) : selected.indexOf(position);
    return renames[at]!;
  };

  const n = rowCount(frame);
  const values = selected.map((p) => toNumericColumn(frame.data[p]!));
  if (orientation === 'column') {
    return applyColumnResults(
      frame,
      selected.map((source, k) => {
        const column = values[k]!;
        let total = 0;
        for (let i = 0; i < n; i++) if (!Number.isNaN(column[i]!)) total += column[i]!;
        const given = totals ? totals[frame.columns[source]!] : undefined;
        const out = new Array<number | null>(n);
        for (let i = 0; i < n; i++) {
          const cell = Number.isNaN(column[i]!) ? 0 : column[i]!;
          if (totals) out[i] = typeof given !== 'number' || given === 0 ? 0 : toCell(cell / given);
          else out[i] = toCell(cell / total);
        }
        return { source, target: targetOf(source), values: out };
      }),
    );
  }

  // Row shares: the plain columns together, and each time offset's columns among themselves.
  const groupOf = (position: number): string => {
    const label = columnLabels(frame, position)[0] ?? '';
    return timeShifts.find((shift) => label.endsWith(`__${shift}`)) ?? '';
  };
  const groups = new Map<string, number[]>();
  selected.forEach((position, k) => {
    const key = groupOf(position);
    groups.set(key, [...(groups.get(key) ?? []), k]);
  });
  const results = new Array<ColumnResult>(selected.length);
  for (const members of groups.values()) {
    const rowTotals = new Float64Array(n);
    for (const k of members) {
      const column = values[k]!;
      for (let i = 0; i < n; i++) if (!Number.isNaN(column[i]!)) rowTotals[i] = rowTotals[i]! + column[i]!;
    }
    for (const k of members) {
      const column = values[k]!;
      const out = new Array<number | null>(n);
      for (let i = 0; i < n; i++) out[i] = toCell(column[i]! / rowTotals[i]!);
      results[k] = { source: selected[k]!, target: targetOf(selected[k]!), values: out };
    }
  }
  return applyColumnResults(frame, results);
}
