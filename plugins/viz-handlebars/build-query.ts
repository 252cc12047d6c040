import {
  buildQueryObject,
  formDataList,
  getMetricLabel,
  parseDatasourceKey,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
  type QueryObject,
} from '@core/plugin-api/index.js';
import { withHandlebarsDefaults, type HandlebarsFormData } from './form-data.schema.js';

function uniqueMetrics(metrics: readonly QueryFormMetric[]): QueryFormMetric[] {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = getMetricLabel(metric);
    if (label === undefined || seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** Raw-mode ordering: each entry is JSON for `[column, ascending]`; unreadable entries are skipped. */
function parseOrderByCols(entries: readonly unknown[]): QueryFormOrderBy[] {
  return entries.flatMap((entry): QueryFormOrderBy[] => {
    if (typeof entry !== 'string') return [];
    try {
      const parsed: unknown = JSON.parse(entry);
      if (Array.isArray(parsed) && parsed.length === 2 && (typeof parsed[0] === 'string' || (typeof parsed[0] === 'object' && parsed[0] !== null))) {
        return [[parsed[0] as QueryFormColumn, parsed[1] !== false]];
      }
    } catch {
      // Not JSON: the orderbyJson validator reports it in explore.
    }
    return [];
  });
}

/**
 * The query of `handlebars`, as Superset's: aggregate mode groups by the dimensions and computes
 * the metrics, percentage metrics added as `%<label>` columns by a `contribution` step, sorted by
 * the sort metric (or the first metric); raw mode lists `all_columns` ordered by
 * `order_by_cols`. The time column joins the dimensions when `include_time` is on.
 *
 * @example
 * buildHandlebarsQuery({ datasource: '3__table', viz_type: 'handlebars', groupby: ['state'], metrics: ['count'] });
 * // queries[0]: { columns: ['state'], metrics: ['count'], orderby: [['count', false]], … }
 */
export function buildHandlebarsQuery(formData: HandlebarsFormData): QueryContext {
  const fd = withHandlebarsDefaults(formData);
  const base = buildQueryObject(fd);
  delete base.series_limit;
  delete base.series_limit_metric;
  delete base.order_desc;
  let query: QueryObject;
  if (fd.query_mode === 'raw') {
    const { metrics: _metrics, ...rest } = base;
    query = { ...rest, columns: formDataList<QueryFormColumn>(fd.all_columns), orderby: parseOrderByCols(formDataList(fd.order_by_cols)) };
  } else {
    const percentMetrics = uniqueMetrics(formDataList<QueryFormMetric>(fd.percent_metrics));
    const metrics = uniqueMetrics([...formDataList<QueryFormMetric>(fd.metrics), ...percentMetrics]);
    const sortMetric = fd.timeseries_limit_metric !== null && fd.timeseries_limit_metric !== '' ? fd.timeseries_limit_metric : undefined;
    const orderMetric = sortMetric ?? metrics[0];
    query = {
      ...base,
      columns: formDataList<QueryFormColumn>(fd.groupby),
      metrics: sortMetric && !metrics.some((metric) => getMetricLabel(metric) === getMetricLabel(sortMetric)) ? [...metrics, sortMetric] : metrics,
      orderby: orderMetric !== undefined ? [[orderMetric, fd.order_desc === false]] : [],
    };
    if (percentMetrics.length > 0) {
      const labels = percentMetrics.map((metric) => getMetricLabel(metric)!);
      query.post_processing = [{ operation: 'contribution', options: { columns: labels, rename_columns: labels.map((label) => `%${label}`) } }];
    }
    if (fd.include_time === true) query.is_timeseries = true;
  }
  return { datasource: parseDatasourceKey(formData.datasource), queries: [query], form_data: formData, result_format: 'json', result_type: 'full' };
}
