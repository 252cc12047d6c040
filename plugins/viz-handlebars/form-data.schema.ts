import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { CONTROLS, composeVizSchema, type ControlCondition } from '@control-schemas/index.js';
import { handlebarsTemplate, styleTemplate } from './handlebars-controls.js';

/** Aggregate mode (also form data without a query mode). */
const WHEN_AGGREGATE: ControlCondition = CONTROLS.percent_metrics.visibleWhen!;

/** The time column is added as a dimension, so its grain matters. */
const WHEN_TIME_INCLUDED: ControlCondition = {
  allOf: [WHEN_AGGREGATE, { required: ['include_time'], properties: { include_time: { const: true } } }],
};

/** Form data of `handlebars`, Superset's field names. */
export interface HandlebarsFormData extends QueryFormData {
  query_mode?: 'aggregate' | 'raw';
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  all_columns?: QueryFormColumn[];
  percent_metrics?: QueryFormMetric[];
  timeseries_limit_metric?: QueryFormMetric | null;
  order_by_cols?: string[];
  order_desc?: boolean;
  row_limit?: number;
  adhoc_filters?: AdhocFilter[];
  granularity_sqla?: string | null;
  time_range?: string;
  include_time?: boolean;
  time_grain_sqla?: string | null;
  handlebarsTemplate?: string;
  styleTemplate?: string;
}

/** Form-data schema and control panel of `handlebars`. */
export const { schema: handlebarsSchema, uiSchema: handlebarsUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'query_mode',
    'groupby',
    'metrics',
    'all_columns',
    'percent_metrics',
    'timeseries_limit_metric',
    'order_by_cols',
    'order_desc',
    'row_limit',
    'adhoc_filters',
    'granularity_sqla',
    'time_range',
    'include_time',
    'time_grain_sqla',
    handlebarsTemplate,
    styleTemplate,
  ],
  {
    viz_type: { schema: { default: 'handlebars' } },
    groupby: { visibleWhen: WHEN_AGGREGATE },
    metrics: { visibleWhen: WHEN_AGGREGATE, validators: [] },
    timeseries_limit_metric: { visibleWhen: WHEN_AGGREGATE, description: 'The metric rows are sorted by; empty sorts by the first metric.' },
    order_desc: {
      visibleWhen: { allOf: [WHEN_AGGREGATE, CONTROLS.order_desc.visibleWhen!] },
      description: 'Sort rows by the sort metric from largest to smallest; off sorts from smallest.',
    },
    percent_metrics: { description: "Metrics also given as each row's share of the column total, as `%<label>` fields of the rows." },
    include_time: { section: 'time' },
    time_grain_sqla: { section: 'time', visibleWhen: WHEN_TIME_INCLUDED, description: 'The period the time column is truncated to when it is included.' },
  },
);

/** `handlebars` form data with every undefined field set to its schema default. */
export function withHandlebarsDefaults(formData: HandlebarsFormData): Required<HandlebarsFormData> {
  return withSchemaDefaults(handlebarsSchema, formData) as Required<HandlebarsFormData>;
}
