import { dimensionFilters, type DataMask, type FilterState, type PivotKeyValue, type QueryObjectFilterClause } from '@core/plugin-api/index.js';

/** A header's grouping columns and their values, outermost first: what clicking it filters on. */
export interface HeaderSelection {
  columns: string[];
  values: PivotKeyValue[];
}

/**
 * Filter clauses selecting the rows of a header (or of a cell, with both axes' selections
 * concatenated): `op` for each value, `IS NULL` for an empty one.
 */
export function selectionClauses(selection: HeaderSelection, op: 'IN' | '=='): QueryObjectFilterClause[] {
  return dimensionFilters(selection.columns, selection.values, op);
}

/** The data mask of a cross-filter on a header; `label` is what the filter bar shows. */
export function crossFilterMask(selection: HeaderSelection, label: string): DataMask {
  return {
    extraFormData: { filters: selectionClauses(selection, 'IN') },
    filterState: {
      value: selection.values,
      label,
      selectedFilters: Object.fromEntries(selection.columns.map((column, index) => [column, [selection.values[index] ?? null]])),
    },
  };
}

/** The header selection recorded in a cross-filter state, if any. */
export function selectionOf(filterState: FilterState | undefined): HeaderSelection | undefined {
  const selected = filterState?.selectedFilters;
  if (filterState?.value === null || filterState?.value === undefined || typeof selected !== 'object' || selected === null) return undefined;
  const entries = Object.entries(selected as Record<string, unknown>).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length > 0);
  if (entries.length === 0) return undefined;
  return { columns: entries.map(([column]) => column), values: entries.map(([, values]) => values[0] as PivotKeyValue) };
}

/** Whether two selections filter the same columns on the same values. */
export function isSameSelection(a: HeaderSelection | undefined, b: HeaderSelection | undefined): boolean {
  if (!a || !b || a.columns.length !== b.columns.length) return false;
  return a.columns.every((column, index) => {
    const other = b.columns.indexOf(column);
    return other >= 0 && a.values[index] === b.values[other];
  });
}

/** Whether a key of an axis whose columns are `columns` lies within `selection` (selected header or below). */
export function keyWithin(selection: HeaderSelection, columns: readonly string[], key: readonly PivotKeyValue[]): boolean {
  return selection.columns.every((column, index) => {
    const at = columns.indexOf(column);
    return at >= 0 && at < key.length && key[at] === selection.values[index];
  });
}
