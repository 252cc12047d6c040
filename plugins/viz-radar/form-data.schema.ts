import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { columnConfig, isCircle, labelPosition, labelType, showLabels, type LabelPosition, type RadarLabelType } from './radar-controls.js';

/** Where a radar's legend sits. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/** Per-metric settings of Superset's "Customize metrics": the bounds of its axis. */
export type RadarColumnConfig = Record<string, { radarMetricMaxValue?: number | null; radarMetricMinValue?: number | null }>;

/** Form data of `radar`. */
export interface RadarFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  series_limit_metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  show_labels?: boolean;
  label_type?: RadarLabelType;
  label_position?: LabelPosition;
  number_format?: string;
  date_format?: string;
  is_circle?: boolean;
  /** Saved with Superset's "Customize metrics": fixed axis bounds per metric label. */
  column_config?: RadarColumnConfig;
}

/** Form-data schema and control panel of `radar`. */
export const { schema: radarSchema, uiSchema: radarUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'groupby',
    'metrics',
    'series_limit_metric',
    'adhoc_filters',
    'time_range',
    'row_limit',
    'color_scheme',
    'label_colors',
    'show_legend',
    'legend_orientation',
    showLabels,
    labelType,
    labelPosition,
    'number_format',
    'date_format',
    isCircle,
    columnConfig,
  ],
  {
    viz_type: { schema: { default: 'radar' } },
    groupby: { description: 'Columns whose distinct values (or combinations of values) each become a polygon.' },
    metrics: { description: 'One axis per metric, around the circle; three or more make a useful shape.' },
    series_limit_metric: { label: 'Sort by', description: 'The metric the categories are ranked by, largest first, before the row limit keeps the top ones; the first metric when empty.' },
    row_limit: { schema: { default: 10 } },
    number_format: { description: 'How values are written in labels and tooltips, as a d3-format specifier; adaptive by default.' },
    date_format: { description: 'How temporal dimension values are written in category names, as a d3-time-format specifier; adaptive by default.' },
  },
);

/** `radar` form data with every undefined field set to its schema default. */
export function withRadarDefaults(formData: RadarFormData): Required<RadarFormData> {
  return withSchemaDefaults(radarSchema, formData) as Required<RadarFormData>;
}
