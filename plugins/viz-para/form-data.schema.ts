import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { includeSeries, linearColorSchemeOverride, secondaryMetric, series, showDatatable } from './para-controls.js';

/** Form data of `para`, Superset's field names. */
export interface ParaFormData extends QueryFormData {
  series?: QueryFormColumn | null;
  metrics?: QueryFormMetric[];
  secondary_metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  limit?: number | null;
  row_limit?: number;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  show_datatable?: boolean;
  include_series?: boolean;
  linear_color_scheme?: string;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  number_format?: string;
}

/** Form-data schema and control panel of `para`. */
export const { schema: paraSchema, uiSchema: paraUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    series,
    'metrics',
    secondaryMetric,
    'adhoc_filters',
    'limit',
    'row_limit',
    'timeseries_limit_metric',
    'order_desc',
    showDatatable,
    includeSeries,
    'linear_color_scheme',
    'color_scheme',
    'label_colors',
    'number_format',
  ],
  {
    viz_type: { schema: { default: 'para' } },
    metrics: { description: 'The metrics that become the axes, in order: each line crosses each axis at its value.' },
    limit: { description: 'Keep only this many dimension values, the top ones by the sort metric; empty keeps them all.' },
    timeseries_limit_metric: { description: 'The metric that ranks the dimension values for the series limit and orders the lines; empty keeps the database order.' },
    color_scheme: { description: 'The palette lines take by dimension value when there is no colour metric.' },
    number_format: { description: 'How axis ticks, tooltips and the data table write values, as a d3-format specifier; adaptive by default.' },
    linear_color_scheme: linearColorSchemeOverride,
  },
);

/** `para` form data with every undefined field set to its schema default. */
export function withParaDefaults(formData: ParaFormData): Required<ParaFormData> {
  return withSchemaDefaults(paraSchema, formData) as Required<ParaFormData>;
}
