import type { Frame } from './frame.js';
import { assertColumnsExist, columnLabels, deriveFrame, flatColumnName, resolveColumn } from './frame-columns.js';
import { toCell, toNumericColumn } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';
import { roundHalfEven } from './quantile.js';

/** Options of `compare` (Superset's `compare`, used for time comparison). */
export type CompareOptions = {
  source_columns: string[];
  compare_columns: string[];
  compare_type: 'difference' | 'percentage' | 'ratio';
  /** Drop the source and compare columns, keeping only the results. */
  drop_original_columns?: boolean;
  /** Decimals kept by `percentage` and `ratio` (default 4). */
  precision?: number;
};

/** Superset's `TIME_COMPARISON` separator. */
const TIME_COMPARISON = '__';

function round(value: number, precision: number): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** precision;
  return roundHalfEven(value * scale) / scale;
}

/**
 * Compares column pairs row by row (a metric with its time-shifted self): `difference` is
 * `source − compare`, `percentage` `(source − compare) / compare`, `ratio` `source / compare`, the
 * latter two rounded to `precision` decimals. Each result is a new column named
 * `<compare_type>__<source>__<compare>`; on a pivoted frame the pairs are matched group by group.
 *
 * @example
 * compare(frame, { source_columns: ['count'], compare_columns: ['count__1 year ago'], compare_type: 'percentage' })
 * // adds 'percentage__count__count__1 year ago'
 */
export function compare(frame: Frame, options: CompareOptions): Frame {
  const reader = new OptionReader('compare', options, ['source_columns', 'compare_columns', 'compare_type', 'drop_original_columns', 'precision']);
  const sources = reader.stringArray('source_columns') ?? [];
  const compares = reader.stringArray('compare_columns') ?? [];
  assertColumnsExist(frame, [...sources, ...compares]);
  const type = reader.string('compare_type');
  const dropOriginal = reader.boolean('drop_original_columns', false);
  const precision = reader.integer('precision') ?? 4;
  if (sources.length !== compares.length) throw new PostProcessingError('`compare_columns` must have the same length as `source_columns`.');
  if (type !== 'difference' && type !== 'percentage' && type !== 'ratio') {
    throw new PostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  }
  if (sources.length === 0) return frame;

  const columns = [...frame.columns];
  const data = [...frame.data];
  const levels = frame.levels ? [...frame.levels] : undefined;
  for (let k = 0; k < sources.length; k++) {
    const name = [type, sources[k], compares[k]].join(TIME_COMPARISON);
    // Pair the columns under each metric by their lower labels (the group), as pandas aligns them.
    const comparedByGroup = new Map(resolveColumn(frame, compares[k]!).map((p) => [JSON.stringify(columnLabels(frame, p).slice(1)), p]));
    for (const sourcePosition of resolveColumn(frame, sources[k]!)) {
      const rest = columnLabels(frame, sourcePosition).slice(1);
      const comparedPosition = comparedByGroup.get(JSON.stringify(rest));
      const source = toNumericColumn(frame.data[sourcePosition]!);
      const compared = comparedPosition === undefined ? null : toNumericColumn(frame.data[comparedPosition]!);
      const values = new Array<number | null>(source.length);
      for (let i = 0; i < source.length; i++) {
        const s = source[i]!;
        const c = compared ? compared[i]! : Number.NaN;
        values[i] = toCell(type === 'difference' ? s - c : type === 'percentage' ? round((s - c) / c, precision) : round(s / c, precision));
      }
      const labels = [name, ...rest];
      columns.push(levels ? flatColumnName(labels) : name);
      data.push(values);
      levels?.push(labels);
    }
  }
  if (!dropOriginal) return deriveFrame(frame, columns, data, levels);
  const dropped = new Set([...sources, ...compares].flatMap((name) => resolveColumn(frame, name)));
  const keep = columns.map((_, i) => i).filter((i) => !dropped.has(i));
  return deriveFrame(frame, keep.map((i) => columns[i]!), keep.map((i) => data[i]!), levels ? keep.map((i) => levels[i]!) : undefined);
}
