// The 30 charts of the dashboard-load benchmark: tables, lines, bars, pies and big numbers over
// the four example datasets, each with its own query (no two share a result).

const line = (x_axis, grain, metrics, groupby = []) => ({ viz_type: 'echarts_timeseries_line', x_axis, time_grain_sqla: grain, metrics, groupby, row_limit: 10_000 });
const bar = (x_axis, grain, metrics, groupby = []) => ({ viz_type: 'echarts_timeseries_bar', x_axis, time_grain_sqla: grain, metrics, groupby, row_limit: 10_000 });
const pie = (groupby, metric) => ({ viz_type: 'pie', groupby: [groupby], metric, row_limit: 12 });
const bigNumber = (metric) => ({ viz_type: 'big_number_total', metric });
const table = (groupby, metrics, rowLimit = 25) => ({ viz_type: 'table', query_mode: 'aggregate', groupby, metrics, row_limit: rowLimit, order_desc: true });

/** `{ table, name, formData }` of each chart, in the order they are laid out (three per row). */
export const CHART_SPECS = [
  { table: 'birth_names', name: 'Births per year by gender', formData: line('ds', 'P1Y', ['sum__num'], ['gender']) },
  { table: 'birth_names', name: 'Boys and girls per year', formData: bar('ds', 'P1Y', ['sum__num_boys', 'sum__num_girls']) },
  { table: 'birth_names', name: 'Births by gender', formData: pie('gender', 'sum__num') },
  { table: 'birth_names', name: 'Total births', formData: bigNumber('sum__num') },
  { table: 'birth_names', name: 'Most given names', formData: table(['name'], ['sum__num']) },
  { table: 'birth_names', name: 'Average births per name and year', formData: line('ds', 'P1Y', ['avg__num']) },
  { table: 'birth_names', name: 'Births by state', formData: pie('state', 'sum__num') },
  { table: 'birth_names', name: 'States by births', formData: table(['state'], ['sum__num', 'count_distinct__name'], 60) },
  { table: 'flights', name: 'Flights per week', formData: line('ds', 'P1W', ['count']) },
  { table: 'flights', name: 'Monthly departure delay by airline', formData: bar('ds', 'P1M', ['avg__DEPARTURE_DELAY'], ['AIRLINE']) },
  { table: 'flights', name: 'Flights by airline', formData: pie('AIRLINE', 'count') },
  { table: 'flights', name: 'Flights', formData: bigNumber('count') },
  { table: 'flights', name: 'Cancellation rate', formData: bigNumber('cancellation_rate') },
  { table: 'flights', name: 'Busiest routes', formData: table(['ORIGIN_AIRPORT', 'DESTINATION_AIRPORT'], ['count', 'avg__ARRIVAL_DELAY']) },
  { table: 'flights', name: 'Weekly arrival delay', formData: line('ds', 'P1W', ['avg__ARRIVAL_DELAY']) },
  { table: 'cleaned_sales_data', name: 'Monthly sales', formData: line('order_date', 'P1M', ['sum__sales']) },
  { table: 'cleaned_sales_data', name: 'Quarterly sales by deal size', formData: bar('order_date', 'P3M', ['sum__sales'], ['deal_size']) },
  { table: 'cleaned_sales_data', name: 'Sales by product line', formData: pie('product_line', 'sum__sales') },
  { table: 'cleaned_sales_data', name: 'Total sales', formData: bigNumber('sum__sales') },
  { table: 'cleaned_sales_data', name: 'Top customers', formData: table(['customer_name'], ['sum__sales', 'count_distinct__order_number']) },
  { table: 'cleaned_sales_data', name: 'Sales by territory', formData: pie('territory', 'sum__sales') },
  { table: 'cleaned_sales_data', name: 'Quantity ordered by product line', formData: line('order_date', 'P1M', ['sum__quantity_ordered'], ['product_line']) },
  { table: 'cleaned_sales_data', name: 'Orders', formData: bigNumber('count_distinct__order_number') },
  { table: 'long_lat', name: 'Addresses by district', formData: pie('DISTRICT', 'count') },
  { table: 'long_lat', name: 'Occupancy by ZIP code', formData: table(['POSTCODE'], ['count', 'avg__occupancy']) },
  { table: 'long_lat', name: 'Hourly occupancy by district', formData: bar('datetime', 'PT1H', ['avg__occupancy'], ['DISTRICT']) },
  { table: 'long_lat', name: 'Total occupancy', formData: bigNumber('sum__occupancy') },
  { table: 'long_lat', name: 'Occupancy over the day', formData: line('datetime', 'PT1H', ['sum__occupancy']) },
  { table: 'long_lat', name: 'Addresses by street', formData: pie('STREET', 'count') },
  { table: 'long_lat', name: 'Radius by district and ZIP code', formData: table(['DISTRICT', 'POSTCODE'], ['avg__radius_miles']) },
];

/** The saved form data (`params`) of a chart over dataset `datasetId`. */
export function chartParams(spec, datasetId) {
  return { ...spec.formData, datasource: `${datasetId}__table`, adhoc_filters: [], time_range: 'No filter' };
}
