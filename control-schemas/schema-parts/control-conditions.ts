import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import type { ControlCondition } from '../control-definition.js';

/** A metric reference that is filled in: a non-empty name or an adhoc metric. */
const CHOSEN_METRIC: JsonSchema = { type: ['string', 'object'], minLength: 1 };

/** Sort descending needs something to sort by: a sort metric under either of its names. */
export const WHEN_SORT_METRIC_SET: ControlCondition = {
  anyOf: [
    { required: ['series_limit_metric'], properties: { series_limit_metric: CHOSEN_METRIC } },
    { required: ['timeseries_limit_metric'], properties: { timeseries_limit_metric: CHOSEN_METRIC } },
  ],
};

/** A time comparison is set: at least one shift (older form data stores a single string). */
export const WHEN_TIME_COMPARISON_SET: ControlCondition = {
  required: ['time_compare'],
  properties: { time_compare: { anyOf: [{ type: 'array', minItems: 1 }, { type: 'string', minLength: 1 }] } },
};

/**
 * ajv's `$data` reference to the datasource's temporal column names, which `applyControlRules`
 * puts under `$context`. Typed as an enum list because that is where it stands in for one.
 */
const TEMPORAL_COLUMNS = { $data: '/$context/temporalColumns' } as unknown as readonly unknown[];

/**
 * The x-axis is temporal: a column the datasource lists as temporal (`$context.temporalColumns`),
 * or an adhoc SQL column (its type is unknown until queried, so the grain stays available, as in
 * Superset). Form data without an `x_axis` field (charts that have no x-axis control) pass too;
 * an x-axis that is set to null does not.
 */
export const WHEN_TEMPORAL_X_AXIS: ControlCondition = {
  anyOf: [
    { not: { required: ['x_axis'] } },
    { required: ['x_axis'], properties: { x_axis: { type: 'object' } } },
    { required: ['x_axis'], properties: { x_axis: { type: 'string', enum: TEMPORAL_COLUMNS } } },
  ],
};

/** ajv's `$data` reference to the datasource's numeric column names (`$context.numericColumns`). */
const NUMERIC_COLUMNS = { $data: '/$context/numericColumns' } as unknown as readonly unknown[];

/**
 * The x-axis may be numeric: a column the datasource lists as numeric (`$context.numericColumns`),
 * or an adhoc SQL column (its type is unknown until queried). Not without an x-axis.
 */
export const WHEN_NUMERIC_X_AXIS: ControlCondition = {
  required: ['x_axis'],
  anyOf: [{ properties: { x_axis: { type: 'object' } } }, { properties: { x_axis: { type: 'string', enum: NUMERIC_COLUMNS } } }],
};

/**
 * The time comparison shows percentage change and the y-axis format is not a percent format yet;
 * a percent format the user picked (`.2%`) is kept.
 */
export const WHEN_PERCENTAGE_WITHOUT_PERCENT_FORMAT: ControlCondition = {
  required: ['comparison_type'],
  properties: {
    comparison_type: { const: 'percentage' },
    y_axis_format: { not: { type: 'string', pattern: '%' } },
  },
};

/** The rolling function takes a window: mean, sum or standard deviation (not None or cumsum). */
export const WHEN_ROLLING_WINDOW: ControlCondition = {
  required: ['rolling_type'],
  properties: { rolling_type: { enum: ['mean', 'sum', 'std'] } },
};

/** Not in raw-records mode (aggregate mode, or a chart without a query mode). */
export const WHEN_NOT_RAW_MODE: ControlCondition = {
  not: { required: ['query_mode'], properties: { query_mode: { const: 'raw' } } },
};

/** Not in aggregate mode (raw-records mode, or a chart without a query mode). */
export const WHEN_NOT_AGGREGATE_MODE: ControlCondition = {
  not: { required: ['query_mode'], properties: { query_mode: { const: 'aggregate' } } },
};

/** Server pagination is on. */
export const WHEN_SERVER_PAGINATION: ControlCondition = {
  required: ['server_pagination'],
  properties: { server_pagination: { const: true } },
};

/** The legend is not switched off. */
export const WHEN_LEGEND_SHOWN: ControlCondition = {
  not: { required: ['show_legend'], properties: { show_legend: { const: false } } },
};

