import { buildQueryObject } from '../query/build-query-object.js';
import { getColumnLabel, xAxisColumn } from '../query/form-data/index.js';
import type { QueryContext } from '../query/model/query-context.js';
import type { QueryFormData } from '../query/model/query-form-data.js';
import type { QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../query/model/query-object.js';
import { formDataList } from './viz-kit/form-data-list.js';
import { parseDatasourceKey } from './viz-kit/parse-datasource-key.js';

/** The form data {@link buildPeriodMetricsQuery} reads, with the viz's defaults already filled in. */
export type PeriodMetricsFormData = QueryFormData & {
  granularity_sqla?: QueryFormColumn | null;
  groupby?: QueryFormColumn[] | null;
  timeseries_limit_metric?: QueryFormMetric | null;
};

/**
 * The query of the per-period charts (`time_table`, `horizon`): the metrics per period of the
 * time column (truncated to the time grain) and per group, oldest first. With a group limit the
 * groups are ranked by the sort metric (the first metric when none is chosen). `filled` is the
 * form data with the viz's defaults; `formData` is what the context carries as it was given.
 *
 * @example
 * buildPeriodMetricsQuery(filled, formData).queries[0].columns; // [{ sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', … }]
 */
export function buildPeriodMetricsQuery(filled: PeriodMetricsFormData, formData: QueryFormData): QueryContext {
  const time = xAxisColumn({ ...filled, x_axis: filled.granularity_sqla });
  const groupby = formDataList<QueryFormColumn>(filled.groupby);
  const base = buildQueryObject({ ...filled, groupby: [], columns: [] });
  const metrics = base.metrics ?? [];
  const sortMetric: QueryFormMetric | undefined = filled.timeseries_limit_metric ?? metrics[0];
  const orderby: QueryFormOrderBy[] = time ? [[time, true]] : [];
  const query = {
    ...base,
    columns: [...(time ? [time] : []), ...groupby],
    series_columns: groupby.map((column) => getColumnLabel(column)).filter((label): label is string => label !== undefined),
    is_timeseries: false,
    ...(base.series_limit !== undefined && sortMetric !== undefined ? { series_limit_metric: sortMetric } : {}),
    orderby,
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
