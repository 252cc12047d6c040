import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { contribution, horizonColorScale, seriesHeight } from './horizon-controls.js';

/** How the horizon bands are scaled. */
export type HorizonColorScale = 'series' | 'overall' | 'change';

/** Form data of `horizon`, Superset's field names. */
export interface HorizonFormData extends QueryFormData {
  granularity_sqla?: string | null;
  time_grain_sqla?: string | null;
  time_range?: string;
  metrics?: QueryFormMetric[];
  adhoc_filters?: AdhocFilter[];
  groupby?: QueryFormColumn[];
  limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  contribution?: boolean;
  row_limit?: number;
  series_height?: string;
  horizon_color_scale?: HorizonColorScale;
}

/** Form-data schema and control panel of `horizon`, in Superset's panel order. */
export const { schema: horizonSchema, uiSchema: horizonUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'granularity_sqla',
    'time_grain_sqla',
    'time_range',
    'metrics',
    'adhoc_filters',
    'groupby',
    'limit',
    'timeseries_limit_metric',
    'order_desc',
    contribution,
    'row_limit',
    seriesHeight,
    horizonColorScale,
  ],
  {
    viz_type: { schema: { default: 'horizon' } },
    granularity_sqla: { description: 'The time column the series run along.', validators: ['nonEmpty'] },
    metrics: { description: 'One series per metric, and per group when there is a "Group by".' },
    groupby: { description: 'Columns whose values split each metric into series, one row each.' },
    limit: { description: 'Keep only this many groups, the top ones by the sort metric.' },
  },
);

/** `horizon` form data with every undefined field set to its schema default. */
export function withHorizonDefaults(formData: HorizonFormData): Required<HorizonFormData> {
  return withSchemaDefaults(horizonSchema, formData) as Required<HorizonFormData>;
}
