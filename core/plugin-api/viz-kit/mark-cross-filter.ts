import type { DataMask, FilterState } from '../data-mask.js';
import type { QueryFormColumn, QueryObjectFilterClause } from '../../query/model/query-object.js';
import { clearCrossFilter } from './clear-cross-filter.js';
import type { DimensionValue } from './dimension-filters.js';

/** A mark a chart cross-filters on (a slice, a bar, an arc): its values of the dimension columns, in order. */
export interface DimensionMark {
  readonly groupValues: readonly DimensionValue[];
}

/** How a chart names its marks in a cross-filter's state. */
export interface MarkNames<M> {
  /** The mark's name, written to `selectedValues`: unique among the chart's marks. */
  nameOf: (mark: M) => string;
  /** The mark's words in the filter's label (its name). */
  labelOf?: (mark: M) => string;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The cross-filter a chart emits for its selected marks: for each dimension column the marks have
 * values for (the first mark's depth, so a hierarchy filters down to the selected level), `IN` the
 * selected values, or `IS NULL` when they are all missing. The filter state keeps each mark's
 * values (`value`), its name (`selectedValues`) and a label. No mark selected, or no dimension,
 * clears the filter. Marks of the same name count once.
 *
 * @example
 * ```ts
 * marksCrossFilter(['gender'], [{ key: 'boy', groupValues: ['boy'] }], { nameOf: (slice) => slice.key });
 * // { extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
 * //   filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' } }
 * ```
 */
export function marksCrossFilter<M extends DimensionMark>(groupby: readonly QueryFormColumn[], selected: readonly M[], names: MarkNames<M>): DataMask {
  const marks = [...new Map(selected.map((mark) => [names.nameOf(mark), mark])).values()];
  const columns = groupby.slice(0, marks[0]?.groupValues.length ?? 0);
  if (columns.length === 0) return clearCrossFilter();
  const filters = columns.map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(marks.map((mark) => mark.groupValues[i] ?? null))].filter((v): v is Exclude<DimensionValue, null | undefined> => v !== null && v !== undefined);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  const labelOf = names.labelOf ?? names.nameOf;
  return {
    extraFormData: { filters },
    filterState: { value: marks.map((mark) => [...mark.groupValues]), selectedValues: marks.map(names.nameOf), label: marks.map(labelOf).join(', ') },
  };
}

/** How {@link selectedMarkIds} finds a chart's marks in a cross-filter's state. */
export interface SelectedMarkOptions<M> extends MarkNames<M> {
  /** What to return for a mark (its name). */
  idOf?: (mark: M) => string;
  /** Which part of the state to read first: the marks' names (`selectedValues`) or their values (`value`). */
  prefer: 'names' | 'values';
}

/**
 * The marks a chart's current cross-filter selects, by `idOf`: by their names (`selectedValues`)
 * or by their values (`value`: one array per mark, or bare values for a single dimension),
 * whichever `prefer` says the state holds, else the other.
 *
 * @example
 * ```ts
 * selectedMarkIds({ selectedValues: ['boy'] }, slices, { nameOf: (slice) => slice.key, prefer: 'names' }); // Set { 'boy' }
 * ```
 */
export function selectedMarkIds<M extends DimensionMark>(filterState: FilterState | undefined, marks: readonly M[], options: SelectedMarkOptions<M>): Set<string> {
  const ids = new Set<string>();
  if (!filterState) return ids;
  const { nameOf, idOf = nameOf, prefer } = options;
  const names: readonly unknown[] | null = Array.isArray(filterState.selectedValues) ? filterState.selectedValues : null;
  const values: readonly unknown[] | null = Array.isArray(filterState.value) ? filterState.value : null;
  if (names && (prefer === 'names' || !values)) {
    const wanted = new Set(names.filter((name): name is string => typeof name === 'string'));
    for (const mark of marks) if (wanted.has(nameOf(mark))) ids.add(idOf(mark));
  } else if (values) {
    for (const entry of values) {
      const wanted = Array.isArray(entry) ? entry : [entry];
      for (const mark of marks) if (sameValues(mark.groupValues, wanted)) ids.add(idOf(mark));
    }
  }
  return ids;
}
