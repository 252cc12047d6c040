/**
 * The charts of the "Chart Gallery" example dashboard: one chart of every viz type the web app
 * registers (maps aside), each over the example data with settings that make it meaningful, laid
 * out in tabs by kind of chart. Where the example tables lack the shape a type needs (a parent–child
 * hierarchy, start and end instants), a virtual dataset derives it with SQL over the examples.
 */

import type { ExampleTab, ExampleTabChart, ExampleVirtualColumn, ExampleVirtualDataset } from './example-kit.js';

/** A column of a gallery virtual dataset, typed as DuckDB reports it. */
export type GalleryColumn = ExampleVirtualColumn;

/** A virtual dataset the gallery creates on the examples connection. */
export type GalleryDataset = ExampleVirtualDataset;

/** The datasets a gallery chart can read: two example tables and the gallery's own virtual datasets. */
export type GalleryDatasetName = 'birth_names' | 'cleaned_sales_data' | 'sales_hierarchy' | 'name_popularity_spans';

export interface GalleryChart extends ExampleTabChart {
  dataset: GalleryDatasetName;
}

export type GalleryTab = ExampleTab<GalleryChart>;

/** Territory → country, with each node's sales: the hierarchy the tree chart draws. */
const SALES_HIERARCHY: GalleryDataset = {
  tableName: 'sales_hierarchy',
  description: 'The territories of cleaned_sales_data and their countries as a tree (id, parent, name), with the sales of each node.',
  mainDttmCol: null,
  sql: [
    "SELECT 'all' AS node_id, CAST(NULL AS VARCHAR) AS parent_id, 'All territories' AS node_name, SUM(sales) AS sales FROM cleaned_sales_data",
    'UNION ALL',
    "SELECT 'territory:' || territory, 'all', territory, SUM(sales) FROM cleaned_sales_data GROUP BY territory",
    'UNION ALL',
    "SELECT 'country:' || country, 'territory:' || territory, country, SUM(sales) FROM cleaned_sales_data GROUP BY territory, country",
  ].join('\n'),
  columns: [
    { column_name: 'node_id', type: 'VARCHAR', is_dttm: false, verbose_name: 'Node' },
    { column_name: 'parent_id', type: 'VARCHAR', is_dttm: false, verbose_name: 'Parent' },
    { column_name: 'node_name', type: 'VARCHAR', is_dttm: false, verbose_name: 'Name' },
    { column_name: 'sales', type: 'DOUBLE', is_dttm: false, verbose_name: 'Sales' },
  ],
};

/** For the eight most given names of each gender: the years they stayed at least half as popular as at their peak. */
const NAME_POPULARITY_SPANS: GalleryDataset = {
  tableName: 'name_popularity_spans',
  description: 'For the eight most given names of each gender in birth_names: the years in which the name had at least half its peak births.',
  mainDttmCol: 'popular_from',
  sql: [
    'WITH yearly AS (SELECT name, gender, ds, SUM(num) AS births FROM birth_names GROUP BY name, gender, ds),',
    'peaks AS (',
    '  SELECT name, gender, MAX(births) AS peak, rank() OVER (PARTITION BY gender ORDER BY MAX(births) DESC) AS peak_rank',
    '  FROM yearly GROUP BY name, gender',
    ')',
    'SELECT y.name, y.gender, MIN(y.ds) AS popular_from, MAX(y.ds) + INTERVAL 1 YEAR AS popular_until, CAST(p.peak AS BIGINT) AS peak_births',
    'FROM yearly AS y JOIN peaks AS p ON p.name = y.name AND p.gender = y.gender',
    'WHERE p.peak_rank <= 8 AND y.births * 2 >= p.peak',
    'GROUP BY y.name, y.gender, p.peak',
  ].join('\n'),
  columns: [
    { column_name: 'name', type: 'VARCHAR', is_dttm: false, verbose_name: 'Name' },
    { column_name: 'gender', type: 'VARCHAR', is_dttm: false, verbose_name: 'Gender' },
    { column_name: 'popular_from', type: 'TIMESTAMP', is_dttm: true, verbose_name: 'Popular from' },
    { column_name: 'popular_until', type: 'TIMESTAMP', is_dttm: true, verbose_name: 'Popular until' },
    { column_name: 'peak_births', type: 'BIGINT', is_dttm: false, verbose_name: 'Peak births' },
  ],
};

/** The gallery's virtual datasets, created on the examples connection before its charts. */
export const GALLERY_DATASETS: readonly GalleryDataset[] = [SALES_HIERARCHY, NAME_POPULARITY_SPANS];

const NO_FILTER = { time_range: 'No filter' } as const;
const YEAR_2023 = '2023-01-01 : 2024-01-01';
const SALES_SUM = { expressionType: 'SIMPLE', column: { column_name: 'sales' }, aggregate: 'SUM', label: 'Sales' };
const SHIPPED_SHARE = {
  expressionType: 'SQL',
  sqlExpression: "100.0 * COUNT(*) FILTER (WHERE status = 'Shipped') / COUNT(*)",
  label: 'Order lines shipped (%)',
};

const sales = (chart: Omit<GalleryChart, 'dataset'>): GalleryChart => ({ ...chart, dataset: 'cleaned_sales_data' });
const births = (chart: Omit<GalleryChart, 'dataset'>): GalleryChart => ({ ...chart, dataset: 'birth_names' });

const TRENDS: GalleryTab = {
  title: 'Trends',
  rows: [
    [
      sales({
        name: 'Monthly sales of the top product lines',
        description: 'Line chart: sales per month of the four best-selling product lines, a line each.',
        width: 6,
        height: 50,
        formData: {
          viz_type: 'echarts_timeseries_line',
          x_axis: 'order_date',
          time_grain_sqla: 'P1M',
          metrics: ['sum__sales'],
          groupby: ['product_line'],
          series_limit: 4,
          series_limit_metric: 'sum__sales',
          ...NO_FILTER,
        },
      }),
      sales({
        name: 'Quarterly sales by deal size',
        description: 'Bar chart: sales per quarter, stacked by deal size.',
        width: 6,
        height: 50,
        formData: { viz_type: 'echarts_timeseries_bar', x_axis: 'order_date', time_grain_sqla: 'P3M', metrics: ['sum__sales'], groupby: ['deal_size'], stack: true, ...NO_FILTER },
      }),
    ],
    [
      births({
        name: 'Births by gender, stacked',
        description: 'Area chart: yearly births, the areas of boys and girls stacked.',
        width: 6,
        height: 50,
        formData: { viz_type: 'echarts_area', x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'], stack: true, ...NO_FILTER },
      }),
      sales({
        name: 'Average line sales per month',
        description: 'Scatter plot: the average sales of an order line each month, a colour per deal size.',
        width: 6,
        height: 50,
        formData: { viz_type: 'echarts_timeseries_scatter', x_axis: 'order_date', time_grain_sqla: 'P1M', metrics: ['avg__sales'], groupby: ['deal_size'], markerSize: 8, ...NO_FILTER },
      }),
    ],
    [
      sales({
        name: 'Units ordered per month',
        description: 'Smooth line: units ordered each month.',
        width: 4,
        height: 50,
        formData: { viz_type: 'echarts_timeseries_smooth', x_axis: 'order_date', time_grain_sqla: 'P1M', metrics: ['sum__quantity_ordered'], ...NO_FILTER },
      }),
      sales({
        name: 'Orders per quarter',
        description: 'Stepped line: distinct orders each quarter.',
        width: 4,
        height: 50,
        formData: { viz_type: 'echarts_timeseries_step', x_axis: 'order_date', time_grain_sqla: 'P3M', metrics: ['count_distinct__order_number'], ...NO_FILTER },
      }),
      births({
        name: 'Change in births since 1965',
        description: 'Time-series percent change: yearly births of boys and girls as their change since the first year.',
        width: 4,
        height: 50,
        formData: { viz_type: 'compare', x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'], ...NO_FILTER },
      }),
    ],
    [
      sales({
        name: 'Quarterly sales by product line',
        description: 'Generic chart drawn as stacked bars: sales per quarter by product line.',
        width: 6,
        height: 50,
        formData: {
          viz_type: 'echarts_timeseries',
          x_axis: 'order_date',
          time_grain_sqla: 'P3M',
          metrics: ['sum__sales'],
          groupby: ['product_line'],
          seriesType: 'bar',
          stack: true,
          ...NO_FILTER,
        },
      }),
      sales({
        name: 'Sales and orders per month',
        description: 'Mixed chart: monthly sales as bars, and the number of orders as a line on a second axis.',
        width: 6,
        height: 50,
        formData: {
          viz_type: 'mixed_timeseries',
          x_axis: 'order_date',
          time_grain_sqla: 'P1M',
          metrics: ['sum__sales'],
          seriesType: 'bar',
          metrics_b: ['count_distinct__order_number'],
          seriesTypeB: 'line',
          yAxisIndexB: 1,
          ...NO_FILTER,
        },
      }),
    ],
    [
      sales({
        name: 'Monthly sales, year over year',
        description: 'Period pivot: each year of monthly sales drawn over the latest one.',
        width: 6,
        height: 50,
        formData: { viz_type: 'time_pivot', x_axis: 'order_date', time_grain_sqla: 'P1M', metric: 'sum__sales', freq: 'AS', ...NO_FILTER },
      }),
      sales({
        name: 'Sales built up quarter by quarter',
        description: 'Waterfall: the sales of each quarter adding up to the total.',
        width: 6,
        height: 50,
        formData: { viz_type: 'waterfall', x_axis: 'order_date', time_grain_sqla: 'P3M', metric: 'sum__sales', ...NO_FILTER },
      }),
    ],
  ],
};

const CALENDAR: GalleryTab = {
  title: 'Time & calendar',
  rows: [
    [
      sales({
        name: 'Sales per month of 2023 by territory',
        description: 'Nightingale rose: one wedge per month of 2023, its rings the territories.',
        width: 6,
        height: 50,
        formData: { viz_type: 'rose', granularity_sqla: 'order_date', time_grain_sqla: 'P1M', time_range: YEAR_2023, metrics: ['sum__sales'], groupby: ['territory'], date_time_format: '%B' },
      }),
      births({
        name: 'Births in the ten largest states',
        description: 'Horizon chart: yearly births of the ten states with the most births, a band per state.',
        width: 6,
        height: 50,
        formData: {
          viz_type: 'horizon',
          granularity_sqla: 'ds',
          time_grain_sqla: 'P1Y',
          metrics: ['sum__num'],
          groupby: ['state'],
          limit: 10,
          timeseries_limit_metric: 'sum__num',
          series_height: '30',
          ...NO_FILTER,
        },
      }),
    ],
    [
      sales({
        name: 'Daily sales in 2023',
        description: 'Calendar heatmap: the sales of each day of 2023, a block per month.',
        width: 12,
        height: 30,
        formData: { viz_type: 'cal_heatmap', granularity_sqla: 'order_date', time_range: YEAR_2023, metrics: ['sum__sales'], domain_granularity: 'month', subdomain_granularity: 'day', cell_size: 12 },
      }),
    ],
    [
      {
        name: 'Years the top names were in fashion',
        description: 'Gantt chart: for the most given names, the years they had at least half their peak births.',
        dataset: 'name_popularity_spans',
        width: 12,
        height: 60,
        formData: { viz_type: 'gantt_chart', start_time: 'popular_from', end_time: 'popular_until', y_axis: 'name', series: 'gender', tooltip_values: ['peak_births'], x_axis_time_format: '%Y' },
      },
    ],
    [
      births({
        name: 'Births by gender: trend and change',
        description: 'Time-series table: a sparkline of yearly births per gender, the change on the year before and a five-year average.',
        width: 6,
        height: 40,
        formData: {
          viz_type: 'time_table',
          granularity_sqla: 'ds',
          time_grain_sqla: 'P1Y',
          metrics: ['sum__num'],
          groupby: ['gender'],
          column_collection: [
            { key: 'trend', label: 'Trend', colType: 'spark', width: '300', height: '36', sparkType: 'line', showYAxis: false },
            { key: 'change', label: 'On the year before', colType: 'time', timeLag: 1, comparisonType: 'perc_change', d3format: '+.1%' },
            { key: 'average', label: 'Five-year average', colType: 'avg', timeLag: 5, d3format: ',.0f' },
          ],
          ...NO_FILTER,
        },
      }),
      births({
        name: 'Boys against girls, year by year',
        description: 'Paired t-test: whether yearly births of boys and girls differ significantly.',
        width: 6,
        height: 40,
        formData: { viz_type: 'paired_ttest', granularity_sqla: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'], ...NO_FILTER },
      }),
    ],
  ],
};

const KPIS: GalleryTab = {
  title: 'KPIs',
  rows: [
    [
      sales({
        name: 'Orders, 2021-2023',
        description: 'Big number: every distinct order.',
        width: 3,
        height: 45,
        formData: { viz_type: 'big_number_total', metric: 'count_distinct__order_number', subheader: 'orders in three years', ...NO_FILTER },
      }),
      sales({
        name: 'Sales in the latest month',
        description: 'Big number with trend line: the latest month of sales, against the month before.',
        width: 3,
        height: 45,
        formData: { viz_type: 'big_number', x_axis: 'order_date', time_grain_sqla: 'P1M', metric: 'sum__sales', compare_lag: 1, compare_suffix: 'on the month before', ...NO_FILTER },
      }),
      sales({
        name: 'Sales, 2023 against 2022',
        description: 'Period-over-period KPI: 2023 sales with their change on 2022.',
        width: 3,
        height: 45,
        formData: { viz_type: 'pop_kpi', metric: 'sum__sales', granularity_sqla: 'order_date', time_range: YEAR_2023, time_compare: '1 year ago', comparison_color_enabled: true },
      }),
      sales({
        name: 'Order lines shipped',
        description: 'Gauge: the share of order lines that have shipped.',
        width: 3,
        height: 45,
        formData: { viz_type: 'gauge_chart', metric: SHIPPED_SHARE, min_val: 0, max_val: 100, number_format: ',.1f', value_formatter: '{value}%', ...NO_FILTER },
      }),
    ],
    [
      sales({
        name: '2023 sales against target',
        description: 'Bullet chart: 2023 sales within poor, fair and good ranges, with the target marked.',
        width: 12,
        height: 25,
        formData: {
          viz_type: 'bullet',
          metric: 'sum__sales',
          adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'year_id', operator: '==', comparator: 2023 }],
          ranges: '3000000,4500000,6000000',
          range_labels: 'Poor,Fair,Good',
          markers: '5000000',
          marker_labels: 'Target',
          show_labels: true,
          show_legend: true,
          y_axis_format: '$.3~s',
        },
      }),
    ],
  ],
};

const PART_OF_A_WHOLE: GalleryTab = {
  title: 'Part of a whole',
  rows: [
    [
      sales({
        name: 'Sales by territory',
        description: 'Pie chart drawn as a donut: the share of each territory in sales.',
        width: 4,
        height: 60,
        formData: { viz_type: 'pie', groupby: ['territory'], metric: 'sum__sales', donut: true, show_total: true, ...NO_FILTER },
      }),
      sales({
        name: 'Sales by product line',
        description: 'Funnel: product lines from the best-selling down.',
        width: 4,
        height: 60,
        formData: { viz_type: 'funnel', groupby: ['product_line'], metric: 'sum__sales', row_limit: 10, ...NO_FILTER },
      }),
      sales({
        name: 'Sales by territory and country',
        description: 'Treemap: territories split into their countries, sized by sales.',
        width: 4,
        height: 60,
        formData: { viz_type: 'treemap_v2', groupby: ['territory', 'country'], metric: 'sum__sales', ...NO_FILTER },
      }),
    ],
    [
      sales({
        name: 'Sales by territory, country and deal size',
        description: 'Sunburst: territories, then countries, then deal sizes, as rings.',
        width: 4,
        height: 60,
        formData: { viz_type: 'sunburst_v2', columns: ['territory', 'country', 'deal_size'], metric: 'sum__sales', show_labels: true, ...NO_FILTER },
      }),
      sales({
        name: 'Sales by product line and deal size',
        description: 'Partition chart: product lines split into deal sizes.',
        width: 4,
        height: 60,
        formData: { viz_type: 'partition', groupby: ['product_line', 'deal_size'], metrics: ['sum__sales'], time_series_option: 'not_time', ...NO_FILTER },
      }),
      {
        name: 'Territories and their countries',
        description: 'Tree: the territories and the countries in each, from a virtual dataset of ids and parents.',
        dataset: 'sales_hierarchy',
        width: 4,
        height: 60,
        formData: { viz_type: 'tree_chart', id: 'node_id', parent: 'parent_id', name: 'node_name', metric: SALES_SUM, ...NO_FILTER },
      },
    ],
  ],
};

const FLOW: GalleryTab = {
  title: 'Flow & relations',
  rows: [
    [
      sales({
        name: 'Sales from territory to product line',
        description: 'Sankey: how the sales of each territory split over product lines.',
        width: 6,
        height: 60,
        formData: { viz_type: 'sankey_v2', source: 'territory', target: 'product_line', metric: 'sum__sales' },
      }),
      sales({
        name: 'APAC countries and the product lines they buy',
        description: 'Graph: countries of the APAC territory linked to the product lines they buy, edges sized by sales.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'graph_chart',
          source: 'country',
          target: 'product_line',
          metric: 'sum__sales',
          adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'territory', operator: '==', comparator: 'APAC' }],
        },
      }),
    ],
    [
      sales({
        name: 'Sales between territories and deal sizes',
        description: 'Chord diagram: territories and deal sizes linked by their sales.',
        width: 5,
        height: 60,
        formData: { viz_type: 'chord', groupby: ['territory'], columns: ['deal_size'], metric: 'sum__sales' },
      }),
      sales({
        name: 'Sales by product line and territory',
        description: 'Heatmap: a cell per product line and territory, shaded by sales.',
        width: 7,
        height: 60,
        formData: { viz_type: 'heatmap_v2', x_axis: 'product_line', groupby: 'territory', metric: 'sum__sales', ...NO_FILTER },
      }),
    ],
  ],
};

const CORRELATION: GalleryTab = {
  title: 'Correlation & ranking',
  rows: [
    [
      sales({
        name: 'Customers: orders, price and sales',
        description: 'Bubble chart: per customer, orders against average price, sized by sales, coloured by territory.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'bubble_v2',
          entity: 'customer_name',
          series: 'territory',
          x: 'count_distinct__order_number',
          y: 'avg__price_each',
          size: 'sum__sales',
          x_axis_label: 'Orders',
          y_axis_label: 'Average price',
          truncateYAxis: true,
          ...NO_FILTER,
        },
      }),
      sales({
        name: 'Product lines across measures',
        description: 'Parallel coordinates: each product line across sales, units, average price and orders.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'para',
          series: 'product_line',
          metrics: ['sum__sales', 'sum__quantity_ordered', 'avg__price_each', 'count_distinct__order_number'],
        },
      }),
    ],
    [
      sales({
        name: 'Territories by measure',
        description: 'Radar: each territory across orders, units, average price and average line sales.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'radar',
          groupby: ['territory'],
          metrics: ['count_distinct__order_number', 'sum__quantity_ordered', 'avg__price_each', 'avg__sales'],
          ...NO_FILTER,
        },
      }),
      births({
        name: 'Most given names',
        description: 'Word cloud: the sixty most given names, sized by births.',
        width: 6,
        height: 60,
        formData: { viz_type: 'word_cloud', series: 'name', metric: 'sum__num', row_limit: 60, ...NO_FILTER },
      }),
    ],
  ],
};

const DISTRIBUTION: GalleryTab = {
  title: 'Distributions & tables',
  rows: [
    [
      sales({
        name: 'Sales of an order line',
        description: 'Histogram: how many order lines fall in each band of sales.',
        width: 6,
        height: 50,
        formData: { viz_type: 'histogram_v2', column: 'sales', bins: 12, x_axis_title: 'Sales of the line', y_axis_title: 'Order lines', x_axis_format: '$.3~s', ...NO_FILTER },
      }),
      sales({
        name: 'Order value by product line',
        description: 'Box plot: the spread of order values in each product line.',
        width: 6,
        height: 50,
        formData: { viz_type: 'box_plot', metrics: ['sum__sales'], columns: ['order_number'], groupby: ['product_line'], ...NO_FILTER },
      }),
    ],
    [
      sales({
        name: 'Sales by territory and year',
        description: 'Pivot table: territories down, years across, with totals.',
        width: 8,
        height: 40,
        formData: {
          viz_type: 'pivot_table_v2',
          groupbyRows: ['territory'],
          groupbyColumns: ['year_id'],
          metrics: ['sum__sales'],
          rowTotals: true,
          colTotals: true,
          valueFormat: '$,.0f',
          ...NO_FILTER,
        },
      }),
      sales({
        name: 'Product lines, as a list',
        description: 'Handlebars: the product lines and their sales written out by a template.',
        width: 4,
        height: 40,
        formData: {
          viz_type: 'handlebars',
          query_mode: 'aggregate',
          groupby: ['product_line'],
          metrics: ['sum__sales'],
          timeseries_limit_metric: 'sum__sales',
          order_desc: true,
          handlebarsTemplate: [
            '<ol class="product-lines">',
            '  {{#each data}}',
            '    <li><strong>{{product_line}}</strong>: {{formatNumber sum__sales format="$,.0f"}}</li>',
            '  {{/each}}',
            '</ol>',
          ].join('\n'),
          styleTemplate: '.product-lines { margin: 0; padding-left: 1.5em; line-height: 1.8; }',
          ...NO_FILTER,
        },
      }),
    ],
    [
      sales({
        name: 'Sales by country',
        description: 'Table: sales and orders of each country, the best first.',
        width: 12,
        height: 50,
        formData: {
          viz_type: 'table',
          query_mode: 'aggregate',
          groupby: ['country'],
          metrics: ['sum__sales', 'count_distinct__order_number'],
          series_limit_metric: 'sum__sales',
          order_desc: true,
          row_limit: 100,
          ...NO_FILTER,
        },
      }),
    ],
  ],
};

/** The gallery's tabs, in order; every chart appears once. */
export const GALLERY_TABS: readonly GalleryTab[] = [TRENDS, CALENDAR, KPIS, PART_OF_A_WHOLE, FLOW, CORRELATION, DISTRIBUTION];

/** Every gallery chart, tab after tab, row after row. */
export function galleryCharts(): GalleryChart[] {
  return GALLERY_TABS.flatMap((tab) => tab.rows.flat());
}
