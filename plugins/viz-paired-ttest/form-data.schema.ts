import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { contribution, liftvaluePrecision, pvaluePrecision, significanceLevel } from './paired-ttest-controls.js';

/** Form data of `paired_ttest`, Superset's field names. */
export interface PairedTTestFormData extends QueryFormData {
  granularity_sqla?: string | null;
  time_range?: string;
  metrics?: QueryFormMetric[];
  adhoc_filters?: AdhocFilter[];
  groupby?: QueryFormColumn[];
  limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  contribution?: boolean;
  row_limit?: number;
  significance_level?: number;
  pvalue_precision?: number;
  liftvalue_precision?: number;
}

/** Form-data schema and control panel of `paired_ttest`, in Superset's panel order. */
export const { schema: pairedTTestSchema, uiSchema: pairedTTestUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'granularity_sqla',
    'time_range',
    'metrics',
    'adhoc_filters',
    'groupby',
    'limit',
    'timeseries_limit_metric',
    'order_desc',
    contribution,
    'row_limit',
    significanceLevel,
    pvaluePrecision,
    liftvaluePrecision,
  ],
  {
    viz_type: { schema: { default: 'paired_ttest' } },
    granularity_sqla: { description: 'The temporal column the time series run along; each time is one pair of the test.', validators: ['nonEmpty'] },
    metrics: { description: 'The aggregates compared, one table each.' },
    groupby: { description: 'Columns whose values are the groups compared; each group is tested against the control group.', validators: ['nonEmpty'] },
    limit: { label: 'Group limit', description: 'Keep only this many groups, the top ones by the sort metric; empty keeps them all.' },
    timeseries_limit_metric: { description: 'The metric that ranks groups for the group limit; empty uses the first metric.' },
  },
);

/** `paired_ttest` form data with every undefined field set to its schema default. */
export function withPairedTTestDefaults(formData: PairedTTestFormData): Required<PairedTTestFormData> {
  return withSchemaDefaults(pairedTTestSchema, formData) as Required<PairedTTestFormData>;
}
