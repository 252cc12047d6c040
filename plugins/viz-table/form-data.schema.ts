import { CONTROLS, composeVizSchema, type ControlCondition } from '@control-schemas/index.js';
import {
  allowRearrangeColumns,
  alignPositiveNegative,
  colorPositiveNegative,
  includeSearch,
  pageLength,
  showCellBars,
  tableTimestampFormat,
} from './table-controls.js';

/** Aggregate mode (also form data without a query mode). */
const WHEN_AGGREGATE: ControlCondition = CONTROLS.percent_metrics.visibleWhen!;

/** The time column is added as a dimension, so its grain matters. */
const WHEN_TIME_INCLUDED: ControlCondition = {
  allOf: [WHEN_AGGREGATE, { required: ['include_time'], properties: { include_time: { const: true } } }],
};

/**
 * The `table` viz's form-data schema and control panel. Aggregate mode shows dimensions, metrics,
 * percentage metrics, sort metric and totals; raw mode shows the listed columns and their
 * ordering. Metrics are not required: a table of dimensions alone lists their distinct values.
 */
export const { schema: tableFormDataSchema, uiSchema: tableUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'query_mode',
    'groupby',
    'metrics',
    'all_columns',
    'percent_metrics',
    'order_by_cols',
    'series_limit_metric',
    'order_desc',
    'adhoc_filters',
    'row_limit',
    'server_pagination',
    'server_page_length',
    'show_totals',
    'granularity_sqla',
    'time_range',
    'include_time',
    'time_grain_sqla',
    tableTimestampFormat,
    'number_format',
    'currency_format',
    pageLength,
    includeSearch,
    showCellBars,
    alignPositiveNegative,
    colorPositiveNegative,
    allowRearrangeColumns,
  ],
  {
    groupby: { visibleWhen: WHEN_AGGREGATE },
    metrics: { visibleWhen: WHEN_AGGREGATE, validators: [] },
    series_limit_metric: {
      visibleWhen: WHEN_AGGREGATE,
      description: 'The metric rows are sorted by; empty sorts by the first metric.',
    },
    order_desc: {
      visibleWhen: { allOf: [WHEN_AGGREGATE, CONTROLS.order_desc.visibleWhen!] },
      description: 'Sort rows by the sort metric from largest to smallest; off sorts from smallest.',
    },
    include_time: { section: 'time' },
    time_grain_sqla: { section: 'time', visibleWhen: WHEN_TIME_INCLUDED, description: 'The period the time column is truncated to when it is included.' },
    number_format: { description: 'How metric values are written, as a d3-format specifier; adaptive by default. Percentage metrics are always written as percents.' },
  },
);
