import type { QueryFormData } from '@core/plugin-api/index.js';
import type { TableFormData } from './table-form-data.js';

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Superset stores page sizes from free-form selects as text (`"10"`); the schema wants integers. */
function toInteger(value: unknown): number | null | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Math.round(value);
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  if (value === null || value === '') return null;
  return undefined;
}

/**
 * Upgrades table form data saved by Superset or an older Tessera: `timeseries_limit_metric` →
 * `series_limit_metric`, legacy `granularity` → `granularity_sqla`, `percent_metrics` and
 * `order_by_cols` as lists (null or a single value before), the query mode inferred when absent
 * (raw when only `all_columns` is set, as Superset's panel does), raw mode's `all_columns` from
 * `columns` when missing, and page sizes stored as text as integers. Idempotent; the input is
 * not modified.
 *
 * @example
 * migrateTableFormData({ datasource: '3__table', viz_type: 'table', timeseries_limit_metric: 'count', percent_metrics: null });
 * // { …, series_limit_metric: 'count', percent_metrics: [] }
 */
export function migrateTableFormData(formData: QueryFormData): TableFormData {
  const next: Record<string, unknown> = { ...formData };

  if (Object.hasOwn(next, 'timeseries_limit_metric')) {
    if (isEmpty(next['series_limit_metric']) && !isEmpty(next['timeseries_limit_metric'])) next['series_limit_metric'] = next['timeseries_limit_metric'];
    delete next['timeseries_limit_metric'];
  }
  if (isEmpty(next['granularity_sqla']) && typeof next['granularity'] === 'string' && next['granularity'] !== '') {
    next['granularity_sqla'] = next['granularity'];
    delete next['granularity'];
  }

  for (const field of ['percent_metrics', 'order_by_cols', 'all_columns', 'groupby', 'metrics']) {
    if (!Object.hasOwn(next, field)) continue;
    const value = next[field];
    if (value === null || value === undefined || value === '') next[field] = [];
    else if (!Array.isArray(value)) next[field] = [value];
  }

  if (next['query_mode'] !== 'aggregate' && next['query_mode'] !== 'raw') {
    const hasRawColumns = !isEmpty(next['all_columns']);
    const hasAggregates = !isEmpty(next['metrics']) || !isEmpty(next['groupby']) || !isEmpty(next['percent_metrics']);
    next['query_mode'] = hasRawColumns && !hasAggregates ? 'raw' : 'aggregate';
  }
  if (next['query_mode'] === 'raw' && isEmpty(next['all_columns']) && Array.isArray(next['columns']) && next['columns'].length > 0) {
    next['all_columns'] = next['columns'];
    delete next['columns'];
  }

  for (const field of ['page_length', 'server_page_length', 'row_limit']) {
    if (!Object.hasOwn(next, field)) continue;
    const value = toInteger(next[field]);
    if (value === undefined) continue;
    if (value === null) {
      // An unset client page length means "All"; other unset sizes fall back to the schema default.
      if (field === 'page_length') next[field] = 0;
      else delete next[field];
    } else next[field] = value;
  }
  return next as TableFormData;
}
