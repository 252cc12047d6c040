import { getTimeFormatter, type ChartDataResponse, type FilterState } from '@core/plugin-api/index.js';
import { SELECT_FILTER_ROW_LIMIT } from './build-query.js';
import type { SelectValue } from './to-extra-form-data.js';

/** How NULL is shown among a select filter's options. */
export const NULL_LABEL = '<NULL>';
/** How the empty string is shown among a select filter's options. */
export const EMPTY_STRING_LABEL = '<empty string>';

/** Superset's generic type code of temporal columns (`coltypes`). */
const TEMPORAL = 2;
const formatInstant = getTimeFormatter('%Y-%m-%d %H:%M:%S');

/** One option of a select filter: the column value and how it reads. */
export interface SelectOption {
  value: SelectValue;
  label: string;
}

/** The options the filter offers, and whether the column may hold values beyond them. */
export interface SelectOptions {
  options: SelectOption[];
  /** The query hit its row limit: values missing from `options` may still exist. */
  truncated: boolean;
  /** The column is temporal: values are epoch milliseconds, shown as dates. */
  temporal: boolean;
}

/** How a value reads: `<NULL>`, `<empty string>`, a date-time for temporal columns, or its text. */
export function selectValueLabel(value: SelectValue, temporal = false): string {
  if (value === null) return NULL_LABEL;
  if (value === '') return EMPTY_STRING_LABEL;
  if (temporal && typeof value === 'number') return formatInstant(value).replace(/ 00:00:00$/, '');
  return String(value);
}

/**
 * The options of a select filter from its options query's answer: the target column's value of
 * each row, in the server's order, without repeats. Temporal values (epoch milliseconds) read as
 * dates; the values themselves stay as the server sent them.
 */
export function selectOptionsOf(data: ChartDataResponse | undefined, column: string | undefined): SelectOptions {
  const result = data?.result[0];
  if (!result) return { options: [], truncated: false, temporal: false };
  const key = column && result.colnames.includes(column) ? column : result.colnames[0];
  if (key === undefined) return { options: [], truncated: false, temporal: false };
  const temporal = result.coltypes[result.colnames.indexOf(key)] === TEMPORAL;
  const seen = new Set<SelectValue>();
  const options: SelectOption[] = [];
  for (const row of result.data) {
    const raw = row[key];
    const value = (raw === undefined ? null : raw) as SelectValue;
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: selectValueLabel(value, temporal) });
  }
  return { options, truncated: result.data.length >= SELECT_FILTER_ROW_LIMIT, temporal };
}

/** The option showing a chosen value: its option, or one made for a value not (or no longer) loaded. */
export function optionForValue(value: SelectValue, options: readonly SelectOption[], temporal = false): SelectOption {
  return options.find((option) => option.value === value) ?? { value, label: selectValueLabel(value, temporal) };
}

/** What to do with the chosen values once options have arrived. */
export interface ReconcileSelectOptions {
  /** The options are the column's complete list (no search, not truncated): drop values not among them. */
  prune: boolean;
  /** Choose the first option when nothing is chosen. */
  selectFirst: boolean;
}

/**
 * The value a select filter should switch to once its options are known: the chosen values that
 * are still among the options (a parent filter may have narrowed them), or the first option when
 * nothing is chosen and `selectFirst` asks for it; null when the value should stay as it is.
 */
export function reconcileSelectValue(value: readonly SelectValue[], options: readonly SelectOption[], how: ReconcileSelectOptions): SelectValue[] | null {
  const available = new Set(options.map((option) => option.value));
  const kept = how.prune ? value.filter((item) => available.has(item)) : [...value];
  if (kept.length === 0 && how.selectFirst && options.length > 0) return [options[0]!.value];
  return kept.length === value.length ? null : kept;
}

/** The filter state of chosen values: the values and their labels, or `{ value: null }` for none. */
export function selectFilterState(values: readonly SelectValue[], loaded: SelectOptions, inverse: boolean): FilterState<SelectValue[]> {
  if (values.length === 0) return { value: null };
  const label = values.map((value) => optionForValue(value, loaded.options, loaded.temporal).label).join(', ');
  return { value: [...values], label: inverse ? `${label} (excluded)` : label };
}
