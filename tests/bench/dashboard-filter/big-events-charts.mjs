// The 10 charts of the filter-change benchmark, all over the 10-million-row `big_events` table,
// and the dashboard's native filters: a country filter and an event-type filter scoped to every chart.

const line = (grain, metrics, groupby = []) => ({ viz_type: 'echarts_timeseries_line', x_axis: 'event_time', time_grain_sqla: grain, metrics, groupby, row_limit: 10_000 });
const bar = (grain, metrics, groupby = []) => ({ viz_type: 'echarts_timeseries_bar', x_axis: 'event_time', time_grain_sqla: grain, metrics, groupby, row_limit: 10_000 });
const pie = (groupby, metric) => ({ viz_type: 'pie', groupby: [groupby], metric, row_limit: 12 });
const bigNumber = (metric) => ({ viz_type: 'big_number_total', metric });
const table = (groupby, metrics, rowLimit = 25) => ({ viz_type: 'table', query_mode: 'aggregate', groupby, metrics, row_limit: rowLimit, order_desc: true });

/** `{ name, formData }` of each chart, laid out three per row. */
export const FILTER_CHART_SPECS = [
  { name: 'Events per week by device', formData: line('P1W', ['count'], ['device']) },
  { name: 'Monthly revenue by channel', formData: bar('P1M', ['sum__revenue'], ['channel']) },
  { name: 'Events by type', formData: pie('event_type', 'count') },
  { name: 'Revenue', formData: bigNumber('sum__revenue') },
  { name: 'Top items by revenue', formData: table(['item_id'], ['sum__revenue', 'count']) },
  { name: 'Daily average duration', formData: line('P1D', ['avg__duration_ms']) },
  { name: 'Events by channel', formData: pie('channel', 'count') },
  { name: 'Error rate', formData: bigNumber('error_rate') },
  { name: 'Countries by events', formData: table(['country'], ['count', 'sum__quantity'], 50) },
  { name: 'Quarterly quantity by device', formData: bar('P3M', ['sum__quantity'], ['device']) },
];

/** The saved form data of a chart over dataset `datasetId`. */
export function filterChartParams(spec, datasetId) {
  return { ...spec.formData, datasource: `${datasetId}__table`, adhoc_filters: [], time_range: 'No filter' };
}

/** Native filter id of the benchmark's country filter. */
export const COUNTRY_FILTER_ID = 'NATIVE_FILTER-benchcountry';

/** The dashboard's `native_filter_configuration`: a single-value country filter on every chart. */
export function nativeFilterConfiguration(datasetId) {
  return [
    {
      id: COUNTRY_FILTER_ID,
      type: 'NATIVE_FILTER',
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: 'country' } }],
      controlValues: { multiSelect: false, enableEmptyFilter: false, defaultToFirstItem: false, inverseSelection: false, searchAllOptions: false, sortAscending: true },
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      description: '',
    },
  ];
}
