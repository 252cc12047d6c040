/** A column a chart can be regrouped by, as the "Drill by" menus list it. */
export interface DrillByColumn {
  /** The dataset's column name, which the drilled chart groups by. */
  name: string;
  /** What the menu shows: the column's verbose name, or its name. */
  label: string;
}

/** A column of the datasource JSON (`GET /superset/fetch_datasource_metadata`), as far as drilling reads it. */
export interface DatasourceColumnJson {
  column_name?: unknown;
  verbose_name?: unknown;
  groupby?: unknown;
}

/** Above this many columns, the "Drill by" menus offer a search box (as Superset does). */
export const DRILL_BY_SEARCH_THRESHOLD = 10;

const nonEmptyText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The dataset's columns a chart can be grouped by (those not marked `groupby: false`), labelled
 * with their verbose names and sorted by label, as the "Drill by" menus list them.
 *
 * @example
 * ```ts
 * groupableColumns([{ column_name: 'state', verbose_name: 'State' }, { column_name: 'num', groupby: false }]);
 * // → [{ name: 'state', label: 'State' }]
 * ```
 */
export function groupableColumns(columns: readonly DatasourceColumnJson[]): DrillByColumn[] {
  return columns
    .flatMap((column) => {
      const name = nonEmptyText(column.column_name);
      if (!name || column.groupby === false) return [];
      return [{ name, label: nonEmptyText(column.verbose_name) ?? name }];
    })
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name));
}

/**
 * The columns a "Drill by" menu offers: the groupable ones the chart is not grouped by already,
 * narrowed to those whose label or name contains `search` (case-insensitive).
 */
export function drillByChoices(columns: readonly DrillByColumn[], excluded: ReadonlySet<string>, search = ''): DrillByColumn[] {
  const needle = search.trim().toLowerCase();
  return columns.filter(
    (column) => !excluded.has(column.name) && (needle === '' || column.label.toLowerCase().includes(needle) || column.name.toLowerCase().includes(needle)),
  );
}
