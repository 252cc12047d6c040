import type { ExploreColumn } from '@control-schemas/widgets/control-panel-context.js';
import { columnDisplayName, columnKindOf, isTemporalColumn } from '@control-schemas/widgets/pickers/column-kind.js';
import type { DatasetColumn } from '../../../dataset/dataset-types';

/** A dataset column as the explore pickers' helpers read it (`type_generic` comes with the API's answer). */
export function exploreColumnOf(column: DatasetColumn): ExploreColumn {
  const typeGeneric = (column as DatasetColumn & { type_generic?: number | null }).type_generic;
  return {
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    type: column.type,
    ...(typeGeneric === undefined ? {} : { type_generic: typeGeneric }),
    ...(column.is_dttm === null ? {} : { is_dttm: column.is_dttm }),
  };
}

/** Which columns a filter type can target: any, temporal ones (time filters) or numeric ones (range filters). */
export type ColumnRestriction = 'any' | 'temporal' | 'numeric';

/** The columns a filter can target: the filterable ones (all but those marked not filterable) of the kind the type needs. */
export function filterableColumns(columns: readonly DatasetColumn[], restriction: ColumnRestriction): DatasetColumn[] {
  return columns.filter((column) => {
    if (column.filterable === false) return false;
    if (restriction === 'temporal') return isTemporalColumn(exploreColumnOf(column));
    if (restriction === 'numeric') return columnKindOf(exploreColumnOf(column)) === 'numeric';
    return true;
  });
}

/** The columns a filter type can target: temporal for time filters, numeric for the range filter. */
export function columnRestrictionOf(filterType: string): ColumnRestriction {
  if (filterType.startsWith('filter_time')) return 'temporal';
  return filterType === 'filter_range' ? 'numeric' : 'any';
}

/** The name a column is listed under. */
export function datasetColumnLabel(column: DatasetColumn): string {
  return columnDisplayName(exploreColumnOf(column));
}
