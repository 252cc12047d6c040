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

/** Superset's AG Grid table, which opens as this table. */
export const AG_GRID_TABLE = 'ag-grid-table';

/** A column's settings in an AG Grid table's `column_config`. */
interface AgGridColumnConfig {
  visible?: boolean;
  [setting: string]: unknown;
}

/**
 * An AG Grid table's form data as this table's: it uses the table's field names, so only what
 * the grid adds is translated. A raw-records column the grid hid (`column_config[name].visible`
 * false) is left out of `all_columns`, so the table shows what the grid showed; the per-column
 * settings the table has no use for (`column_config`) are dropped, and the key becomes `table`.
 */
export function fromAgGridTable(formData: QueryFormData): Record<string, unknown> {
  const next: Record<string, unknown> = { ...formData, viz_type: 'table' };
  const config = next['column_config'];
  if (config && typeof config === 'object' && !Array.isArray(config)) {
    const hidden = new Set(Object.entries(config as Record<string, AgGridColumnConfig>).filter(([, settings]) => settings?.visible === false).map(([name]) => name));
    const columns = next['all_columns'];
    if (hidden.size > 0 && Array.isArray(columns)) next['all_columns'] = columns.filter((column) => !(typeof column === 'string' && hidden.has(column)));
  }
  delete next['column_config'];
  return next;
}

/**
 * Upgrades table form data saved by Superset or an older Tessera: `timeseries_limit_metric` →
 * `series_limit_metric`, legacy `granularity` → `granularity_sqla`, `percent_metrics` and
 * `order_by_cols` as lists (null or a single value before), the query mode inferred when absent
 * (raw when only `all_columns` is set, as Superset's panel does), raw mode's `all_columns` from
 * `columns` when missing, and page sizes stored as text as integers. A chart saved as Superset's
 * AG Grid table (`ag-grid-table`) first loses the grid's hidden raw columns ({@link fromAgGridTable}).
 * Idempotent; the input is not modified.
 *
 * @example
 * migrateTableFormData({ datasource: '3__table', viz_type: 'table', timeseries_limit_metric: 'count', percent_metrics: null });
 * // { …, series_limit_metric: 'count', percent_metrics: [] }
 */
export function migrateTableFormData(formData: QueryFormData): TableFormData {
  const next: Record<string, unknown> = formData.viz_type === AG_GRID_TABLE ? fromAgGridTable(formData) : { ...formData };

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
