import {
  buildQueryObject,
  formDataList,
  getMetricLabel,
  parseDatasourceKey,
  type QueryContext,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withParaDefaults, type ParaFormData } from './form-data.schema.js';

const isChosen = <T,>(value: T | null | undefined | ''): value is T => value !== null && value !== undefined && value !== '';

/** The metrics a `para` query computes: the axes, the colour metric and the sort metric, each once. */
export function paraQueryMetrics(formData: ParaFormData): QueryFormMetric[] {
  const seen = new Set<string>();
  const metrics: QueryFormMetric[] = [];
  for (const metric of [...formDataList<QueryFormMetric>(formData.metrics), formData.secondary_metric, formData.timeseries_limit_metric]) {
    if (!isChosen(metric)) continue;
    const label = getMetricLabel(metric);
    if (label === undefined || seen.has(label)) continue;
    seen.add(label);
    metrics.push(metric);
  }
  return metrics;
}

/**
 * The query of `para`, as Superset builds it: the metrics (with the colour and sort metrics) per
 * value of the dimension, the series limit keeping the top values by the sort metric, and the
 * lines ordered by the sort metric when one is chosen.
 *
 * @example
 * buildParaQuery({ datasource: '3__table', viz_type: 'para', series: 'state', metrics: ['a', 'b'], timeseries_limit_metric: 'a' });
 * // queries[0]: { columns: ['state'], metrics: ['a', 'b'], orderby: [['a', false]], … }
 */
export function buildParaQuery(formData: ParaFormData): QueryContext {
  const filled = withParaDefaults(formData);
  const series = isChosen(filled.series) ? [filled.series] : [];
  const base = buildQueryObject({ ...filled, metric: undefined, metrics: paraQueryMetrics(filled), groupby: series, columns: [] });
  const sortMetric = isChosen(filled.timeseries_limit_metric) ? filled.timeseries_limit_metric : null;
  const orderby: QueryFormOrderBy[] = sortMetric ? [[sortMetric, filled.order_desc === false]] : [];
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [{ ...base, orderby }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
