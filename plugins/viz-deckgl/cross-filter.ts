import { clearCrossFilter, marksCrossFilter, type DataMask, type DimensionValue, type FilterState } from '@core/plugin-api/index.js';

/** How a mark's value is written in a selection and the legend: '∅' for a missing one. */
export const selectionKey = (value: DimensionValue): string => (value === null || value === undefined ? '∅' : String(value));

/** The values a cross-filter selected, as selection keys; null when nothing is selected. */
export function selectedKeys(filterState: FilterState | undefined): Set<string> | null {
  const values = filterState?.['selectedValues'];
  return Array.isArray(values) && values.length > 0 ? new Set(values.map((value) => selectionKey(value as DimensionValue))) : null;
}

/**
 * The data mask of a click on a mark: a cross-filter on `column` equal to the mark's value, or
 * the filter cleared when that value alone is already selected.
 */
export function crossFilterMask(column: string, value: DimensionValue, selected: ReadonlySet<string> | null): DataMask {
  const key = selectionKey(value);
  if (selected?.size === 1 && selected.has(key)) return clearCrossFilter();
  return marksCrossFilter([column], [{ groupValues: [value ?? null] }], { nameOf: () => key });
}
