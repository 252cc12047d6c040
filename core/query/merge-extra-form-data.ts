import type {
  AdhocFilter,
  AppliedTimeExtras,
  ExtraFormData,
  QueryFormData,
  QueryObject,
  QueryObjectFilterClause,
} from './model/index.js';

/** Keys of extra form data whose values are appended to the chart's own (Superset's names). */
export const EXTRA_FORM_DATA_APPEND_KEYS = ['adhoc_filters', 'filters', 'interactive_groupby', 'interactive_highlight', 'interactive_drilldown', 'custom_form_data'] as const;
/** Keys of extra form data that replace a top-level field of the form data / query object. */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
} as const;
/** Keys of extra form data that replace a field of `extras`. */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS = ['relative_start', 'relative_end', 'time_grain_sqla'] as const;
/** Every overriding key. */
export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [...Object.keys(EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS), ...EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS] as const;

/** A legacy dashboard filter (`extra_filters`): `__time_range`, `__time_col`, `__time_grain`, `__granularity` or a column. */
export interface LegacyExtraFilter {
  col: string;
  op: QueryObjectFilterClause['op'];
  val?: QueryObjectFilterClause['val'];
}

/** The reserved `extra_filters` columns and the form-data field each one sets (Superset's `date_options`). */
const TIME_EXTRAS: Readonly<Record<string, 'time_range' | 'granularity_sqla' | 'time_grain_sqla' | 'granularity'>> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
};
const NO_TIME_RANGE = 'No filter';

type Loose = Record<string, unknown>;
const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const isEmptyValue = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Combines the extra form data of two data masks (native filters, cross-filters) applying to the
 * same chart: append keys concatenated, override keys taken from `next` when it sets them.
 *
 * @example
 * ```ts
 * mergeExtraFormData({ filters: [a], time_range: 'Last week' }, { filters: [b] });
 * // { filters: [a, b], time_range: 'Last week' }
 * ```
 */
export function mergeExtraFormData(original: ExtraFormData = {}, next: ExtraFormData = {}): ExtraFormData {
  const merged: Loose = {};
  const a = original as Loose;
  const b = next as Loose;
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    if (key === 'custom_form_data') {
      const custom = { ...(a[key] as Loose | undefined), ...(b[key] as Loose | undefined) };
      if (Object.keys(custom).length > 0) merged[key] = custom;
      continue;
    }
    const values = [...asList(a[key]), ...asList(b[key])];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    const value = b[key] !== undefined ? b[key] : a[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged as ExtraFormData;
}

/** A SIMPLE WHERE adhoc filter as a query-object clause; null for SQL or HAVING filters. */
function adhocToClause(filter: AdhocFilter): QueryObjectFilterClause | null {
  if (filter.expressionType !== 'SIMPLE' || filter.clause !== 'WHERE' || !filter.subject || !filter.operator) return null;
  return { col: filter.subject, op: filter.operator, val: filter.comparator as QueryObjectFilterClause['val'], isExtra: true };
}

function sameValues(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!Array.isArray(a) || !Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  const left = new Set(a.map((v) => JSON.stringify(v)));
  const right = new Set(b.map((v) => JSON.stringify(v)));
  return left.size === right.size && [...left].every((v) => right.has(v));
}

function andSql(existing: string | undefined, added: string[]): string | undefined {
  const parts = [existing?.trim() ? existing.trim() : null, ...added.map((sql) => `(${sql})`)].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}

/**
 * Applies what dashboard filters add to one query object, as Superset's `buildQueryObject` does
 * for native filters, cross-filters and legacy `extra_filters`:
 *
 * - legacy `extra_filters`: `__time_range` / `__time_col` / `__time_grain` / `__granularity` set
 *   the time range, time column and grain and are recorded in `applied_time_extras`; other
 *   filters are appended (unless the same filter with the same values is already there);
 * - `filters` appended, SIMPLE WHERE `adhoc_filters` appended as filters, SQL adhoc filters ANDed
 *   into `extras.where` / `extras.having`; every added filter marked `isExtra`;
 * - overrides: `granularity(_sqla)`, `time_range` (also the value of the chart's TEMPORAL_RANGE
 *   filters when no time column is set, as Superset's `merge_extra_form_data` does),
 *   `time_grain_sqla` (also the grain of the x-axis), `relative_start` / `relative_end`.
 *
 * Pure: the inputs are not modified.
 */
export function mergeExtraFormDataIntoQueryObject(
  query: QueryObject,
  extra: { extraFormData?: ExtraFormData | null; extraFilters?: readonly LegacyExtraFilter[] | null },
): QueryObject {
  const result: QueryObject = { ...query, filters: [...(query.filters ?? [])], extras: { ...query.extras } };
  const appliedTimeExtras: AppliedTimeExtras = { ...query.applied_time_extras };
  const overrides: Loose = {};

  for (const filter of extra.extraFilters ?? []) {
    const timeField = Object.hasOwn(TIME_EXTRAS, filter.col) ? TIME_EXTRAS[filter.col] : undefined;
    if (timeField) {
      if (typeof filter.val === 'string' && filter.val && filter.val !== NO_TIME_RANGE) {
        overrides[timeField === 'granularity_sqla' ? 'granularity' : timeField] = filter.val;
        appliedTimeExtras[filter.col] = filter.val;
      }
    } else if (!isEmptyValue(filter.val)) {
      const duplicate = result.filters!.some((f) => f.col === filter.col && f.op === filter.op && sameValues(f.val, filter.val));
      if (!duplicate) result.filters!.push({ col: filter.col, op: filter.op, val: filter.val, isExtra: true });
    }
  }

  const extraFormData = (extra.extraFormData ?? {}) as ExtraFormData & Loose;
  for (const clause of extraFormData.filters ?? []) result.filters!.push({ ...clause, isExtra: true });
  const adhoc = extraFormData.adhoc_filters ?? [];
  for (const filter of adhoc) {
    const clause = adhocToClause(filter);
    if (clause) result.filters!.push(clause);
  }
  const sqlOf = (clause: 'WHERE' | 'HAVING') => adhoc.filter((f) => f.expressionType === 'SQL' && f.clause === clause && f.sqlExpression?.trim()).map((f) => f.sqlExpression!.trim());
  const where = andSql(result.extras!.where, sqlOf('WHERE'));
  const having = andSql(result.extras!.having, sqlOf('HAVING'));
  if (where) result.extras!.where = where;
  if (having) result.extras!.having = having;
  if (extraFormData.custom_form_data) result.custom_form_data = { ...query.custom_form_data, ...extraFormData.custom_form_data };

  for (const [key, target] of Object.entries(EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS)) {
    if (extraFormData[key] !== undefined && (target === 'granularity' || target === 'time_range')) overrides[target] = extraFormData[key];
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS) {
    if (extraFormData[key] !== undefined) overrides[key] = extraFormData[key];
  }
  if (typeof extraFormData.time_range === 'string') appliedTimeExtras['__time_range'] = extraFormData.time_range;
  if (typeof extraFormData.granularity_sqla === 'string') appliedTimeExtras['__time_col'] = extraFormData.granularity_sqla;
  if (typeof extraFormData.time_grain_sqla === 'string') appliedTimeExtras['__time_grain'] = extraFormData.time_grain_sqla;

  if (typeof overrides['granularity'] === 'string') result.granularity = overrides['granularity'];
  if (typeof overrides['time_range'] === 'string') {
    const timeRange = overrides['time_range'];
    result.time_range = timeRange;
    if (!result.granularity) {
      result.filters = result.filters!.map((f) => (String(f.op).toUpperCase() === 'TEMPORAL_RANGE' ? { ...f, val: timeRange } : f));
    }
  }
  for (const key of ['relative_start', 'relative_end'] as const) {
    if (typeof overrides[key] === 'string') result.extras![key] = overrides[key];
  }
  if (typeof overrides['time_grain_sqla'] === 'string') {
    const grain = overrides['time_grain_sqla'];
    result.extras!.time_grain_sqla = grain;
    result.columns = query.columns?.map((c) => (typeof c === 'object' && c.columnType === 'BASE_AXIS' ? { ...c, timeGrain: grain } : c));
  }
  if (Object.keys(appliedTimeExtras).length > 0) result.applied_time_extras = appliedTimeExtras;
  return result;
}

/** Superset's `simple_filter_to_adhoc`: a filter clause as an adhoc SIMPLE WHERE filter. */
function clauseToAdhoc(clause: { col: unknown; op: string; val?: unknown }): AdhocFilter {
  const filter: AdhocFilter = { expressionType: 'SIMPLE', clause: 'WHERE', subject: String(clause.col), operator: clause.op as AdhocFilter['operator'], comparator: clause.val, isExtra: true };
  return { ...filter, filterOptionName: `filter_${hash(JSON.stringify(filter))}` };
}

/** FNV-1a, for stable filter option names (core has no crypto module). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/**
 * Superset's `merge_extra_filters` + `merge_extra_form_data` over chart form data (the
 * `/explore_json/` and saved-chart path): the form data's own `extra_form_data` and legacy
 * `extra_filters` folded into `adhoc_filters` (as `isExtra` SIMPLE filters) and the overriding
 * fields, `applied_time_extras` recorded; both keys removed. Pure.
 *
 * @example
 * ```ts
 * mergeExtraFormDataIntoFormData({ datasource: '1__table', viz_type: 'table', extra_form_data: { time_range: 'Last week' } });
 * // { datasource: '1__table', viz_type: 'table', time_range: 'Last week', adhoc_filters: [], applied_time_extras: {} }
 * ```
 */
export function mergeExtraFormDataIntoFormData(formData: QueryFormData): QueryFormData {
  const { extra_form_data: rawExtra, extra_filters: rawFilters, ...rest } = formData as QueryFormData & Loose;
  const result: QueryFormData & Loose = { ...rest, applied_time_extras: { ...(formData['applied_time_extras'] as AppliedTimeExtras | undefined) } };
  const extra = (rawExtra ?? {}) as ExtraFormData & Loose;
  const adhocFilters: AdhocFilter[] = [...asList<AdhocFilter>(formData['adhoc_filters'])];

  for (const key of ['interactive_groupby', 'interactive_highlight', 'interactive_drilldown'] as const) {
    if (asList(extra[key]).length > 0) result[key] = [...asList(result[key]), ...asList(extra[key])];
  }
  if (extra.custom_form_data) result['custom_form_data'] = { ...(result['custom_form_data'] as Loose | undefined), ...extra.custom_form_data };
  for (const [key, target] of Object.entries({ ...EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS, time_grain_sqla: 'time_grain_sqla' })) {
    if (extra[key] !== undefined && extra[key] !== null) result[target] = extra[key];
  }
  const extras: Loose = { ...(result['extras'] as Loose | undefined) };
  for (const key of ['relative_start', 'relative_end']) if (extra[key] !== undefined && extra[key] !== null) extras[key] = extra[key];
  if (Object.keys(extras).length > 0) result['extras'] = extras;
  for (const filter of extra.adhoc_filters ?? []) adhocFilters.push({ ...filter, isExtra: true });
  for (const clause of extra.filters ?? []) adhocFilters.push(clauseToAdhoc(clause));
  if (typeof result['time_range'] === 'string' && !result['granularity_sqla']) {
    for (let i = 0; i < adhocFilters.length; i++) {
      if (adhocFilters[i]!.operator === 'TEMPORAL_RANGE') adhocFilters[i] = { ...adhocFilters[i]!, comparator: result['time_range'] };
    }
  }

  const existing = new Map<string, unknown>();
  for (const f of adhocFilters) if (f.expressionType === 'SIMPLE' && f.subject != null && f.comparator != null) existing.set(`${f.subject}__${f.operator}`, f.comparator);
  const applied = result['applied_time_extras'] as AppliedTimeExtras;
  for (const filter of asList<LegacyExtraFilter>(rawFilters)) {
    const timeField = Object.hasOwn(TIME_EXTRAS, filter.col) ? TIME_EXTRAS[filter.col] : undefined;
    if (timeField) {
      if (typeof filter.val === 'string' && filter.val && filter.val !== NO_TIME_RANGE) {
        result[timeField] = filter.val;
        applied[filter.col] = filter.val;
      }
      continue;
    }
    if (isEmptyValue(filter.val)) continue;
    const key = `${filter.col}__${filter.op}`;
    if (!existing.has(key) || !sameValues(existing.get(key), filter.val)) adhocFilters.push(clauseToAdhoc(filter));
  }
  result['adhoc_filters'] = adhocFilters;
  return result;
}
