/** A result in columnar layout: `data[i]` holds the values of `columns[i]`. */
export interface ColumnarFrame {
  columns: string[];
  data: unknown[][];
}

function keyOf(frame: ColumnarFrame, indexes: readonly number[], row: number): string {
  // JSON keeps 1 and "1", null and "null" apart, which a plain join would conflate.
  return JSON.stringify(indexes.map((i) => frame.data[i]![row] ?? null));
}

function rowCount(frame: ColumnarFrame): number {
  return frame.data[0]?.length ?? 0;
}

/**
 * Adds a time-shifted query's metrics to the main result, as Superset's time comparison does:
 * each metric `m` of the shifted result becomes a column `m__<offset>` (e.g. `SUM(num)__1 year ago`),
 * matched to the main rows on `joinColumns` (the x-axis, already shifted back, and the series
 * dimensions). Main rows without a match get null; the main frame is not modified.
 */
export function joinTimeOffset(
  main: ColumnarFrame,
  shifted: ColumnarFrame,
  options: { offset: string; joinColumns: readonly string[]; metrics: readonly string[] },
): ColumnarFrame {
  const mainKeys = options.joinColumns.map((c) => main.columns.indexOf(c));
  const shiftedKeys = options.joinColumns.map((c) => shifted.columns.indexOf(c));
  const missing = options.joinColumns.filter((_, i) => mainKeys[i]! < 0 || shiftedKeys[i]! < 0);
  if (missing.length > 0) throw new Error(`Time comparison: join column(s) not in both results: ${missing.join(', ')}`);

  const index = new Map<string, number>();
  for (let row = 0; row < rowCount(shifted); row++) {
    const key = keyOf(shifted, shiftedKeys, row);
    if (!index.has(key)) index.set(key, row);
  }
  const matches = Array.from({ length: rowCount(main) }, (_, row) => index.get(keyOf(main, mainKeys, row)));

  const columns = [...main.columns];
  const data = [...main.data];
  for (const metric of options.metrics) {
    const source = shifted.columns.indexOf(metric);
    if (source < 0) throw new Error(`Time comparison: metric ${metric} is not in the shifted result`);
    columns.push(`${metric}__${options.offset}`);
    data.push(matches.map((row) => (row === undefined ? null : shifted.data[source]![row] ?? null)));
  }
  return { columns, data };
}
