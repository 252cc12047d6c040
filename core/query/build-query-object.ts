import type {
  AdhocFilter,
  QueryFormColumn,
  QueryFormData,
  QueryFormMetric,
  QueryObject,
  QueryObjectFilterClause,
} from './model/index.js';

/** SQL fragments of SQL-typed adhoc filters, joined per clause: `(a) AND (b)`. */
function joinSql(filters: readonly AdhocFilter[], clause: 'WHERE' | 'HAVING'): string | undefined {
  const parts = filters
    .filter((f) => f.expressionType === 'SQL' && f.clause === clause && f.sqlExpression?.trim())
    .map((f) => `(${f.sqlExpression!.trim()})`);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}

/** A SIMPLE WHERE filter as a query-object clause; null when it is incomplete (no subject or operator). */
function toClause(filter: AdhocFilter): QueryObjectFilterClause | null {
  if (filter.expressionType !== 'SIMPLE' || filter.clause !== 'WHERE' || !filter.subject || !filter.operator) return null;
  const clause: QueryObjectFilterClause = { col: filter.subject, op: filter.operator };
  if (filter.operator !== 'IS NULL' && filter.operator !== 'IS NOT NULL' && filter.operator !== 'IS TRUE' && filter.operator !== 'IS FALSE') {
    clause.val = filter.comparator as QueryObjectFilterClause['val'];
  }
  if (filter.isExtra) clause.isExtra = true;
  return clause;
}

function asArray<T>(value: unknown): T[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]) as T[];
}

function asNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Turns explore form data into a query object, as every chart's `buildQuery` starts by doing:
 * metrics (`metrics` or the single `metric`), dimensions (`groupby` then `columns`), adhoc filters
 * split into structured WHERE clauses and SQL `where`/`having` fragments, the time range on
 * `granularity_sqla`, limits, series limit and sort. Pure: the input is not modified.
 *
 * @example
 * buildQueryObject({ datasource: '1__table', viz_type: 'table', metrics: ['count'], groupby: ['gender'], row_limit: 10 })
 * // { metrics: ['count'], columns: ['gender'], row_limit: 10, … }
 */
export function buildQueryObject(formData: QueryFormData): QueryObject {
  const adhocFilters = asArray<AdhocFilter>(formData['adhoc_filters']);
  const metrics = [...asArray<QueryFormMetric>(formData['metrics']), ...asArray<QueryFormMetric>(formData['metric'])];
  const columns = [...asArray<QueryFormColumn>(formData['groupby']), ...asArray<QueryFormColumn>(formData['columns'])];
  const seriesLimitMetric = (formData['series_limit_metric'] ?? formData['timeseries_limit_metric'] ?? undefined) as QueryFormMetric | undefined;

  const query: QueryObject = {
    metrics,
    columns,
    filters: adhocFilters.map(toClause).filter((c): c is QueryObjectFilterClause => c !== null),
    extras: {},
    orderby: [],
    annotation_layers: asArray(formData['annotation_layers']),
    url_params: (formData['url_params'] as Record<string, string> | undefined) ?? {},
    custom_params: (formData['custom_params'] as Record<string, unknown> | undefined) ?? {},
  };
  const where = joinSql(adhocFilters, 'WHERE');
  const having = joinSql(adhocFilters, 'HAVING');
  if (where) query.extras!.where = where;
  if (having) query.extras!.having = having;
  const grain = formData['time_grain_sqla'];
  if (typeof grain === 'string' && grain) query.extras!.time_grain_sqla = grain;

  const timeRange = formData['time_range'];
  if (typeof timeRange === 'string') query.time_range = timeRange;
  const granularity = formData['granularity_sqla'] ?? formData['granularity'];
  if (typeof granularity === 'string' && granularity) query.granularity = granularity;

  const rowLimit = asNumber(formData['row_limit']);
  if (rowLimit !== undefined) query.row_limit = rowLimit;
  const rowOffset = asNumber(formData['row_offset']);
  if (rowOffset !== undefined) query.row_offset = rowOffset;
  const seriesLimit = asNumber(formData['series_limit'] ?? formData['limit']);
  if (seriesLimit !== undefined && seriesLimit > 0) query.series_limit = seriesLimit;
  if (seriesLimitMetric) query.series_limit_metric = seriesLimitMetric;
  if (typeof formData['order_desc'] === 'boolean') query.order_desc = formData['order_desc'];
  return query;
}
