import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { columnCollection, url } from './time-table-controls.js';

/** What a column of the time-series table shows. */
export type TimeTableColumnType = 'spark' | 'time' | 'contrib' | 'avg';

/** One entry of `column_collection`, Superset's field names. */
export interface TimeTableColumn {
  key: string;
  label?: string;
  tooltip?: string;
  colType: TimeTableColumnType;
  width?: string | null;
  height?: string | null;
  timeLag?: number | string | null;
  timeRatio?: number | string | null;
  comparisonType?: 'value' | 'diff' | 'perc' | 'perc_change' | '';
  showYAxis?: boolean;
  yAxisBounds?: [number | null, number | null];
  bounds?: [number | null, number | null];
  d3format?: string;
  dateFormat?: string;
  sparkType?: 'line' | 'bar' | 'area';
}

/** Form data of `time_table`, Superset's field names. */
export interface TimeTableFormData extends QueryFormData {
  granularity_sqla?: string | null;
  time_grain_sqla?: string | null;
  time_range?: string;
  metrics?: QueryFormMetric[];
  adhoc_filters?: AdhocFilter[];
  groupby?: QueryFormColumn[];
  limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  row_limit?: number;
  column_collection?: TimeTableColumn[];
  url?: string;
}

/** Form-data schema and control panel of `time_table`, in Superset's panel order. */
export const { schema: timeTableSchema, uiSchema: timeTableUiSchema } = composeVizSchema(
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
    'row_limit',
    columnCollection,
    url,
  ],
  {
    viz_type: { schema: { default: 'time_table' } },
    granularity_sqla: { description: 'The time column the periods are read from.', validators: ['nonEmpty'] },
    metrics: { description: 'Without "Group by", one row per metric; with it, use a single metric: one row per group.' },
    groupby: { description: 'Columns whose values become the rows; the first metric is shown for each.' },
    limit: { description: 'Keep only this many groups, the top ones by the sort metric.' },
  },
);

/** `time_table` form data with every undefined field set to its schema default. */
export function withTimeTableDefaults(formData: TimeTableFormData): Required<TimeTableFormData> {
  return withSchemaDefaults(timeTableSchema, formData) as Required<TimeTableFormData>;
}
