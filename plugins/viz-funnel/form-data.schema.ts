import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  labelType,
  percentCalculationType,
  showLabels,
  showTooltipLabels,
  sortByMetric,
  tooltipLabelType,
  type FunnelLabelType,
  type PercentCalculationType,
} from './funnel-controls.js';

/** Where a funnel's legend sits. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/** Form data of `funnel`. */
export interface FunnelFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  sort_by_metric?: boolean;
  percent_calculation_type?: PercentCalculationType;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  show_labels?: boolean;
  label_type?: FunnelLabelType;
  show_tooltip_labels?: boolean;
  tooltip_label_type?: FunnelLabelType;
  number_format?: string;
  date_format?: string;
}

/** Form-data schema and control panel of `funnel`. */
export const { schema: funnelSchema, uiSchema: funnelUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'groupby',
    'metric',
    'adhoc_filters',
    'time_range',
    'row_limit',
    sortByMetric,
    percentCalculationType,
    'color_scheme',
    'label_colors',
    'show_legend',
    'legend_orientation',
    showLabels,
    labelType,
    showTooltipLabels,
    tooltipLabelType,
    'number_format',
    'date_format',
  ],
  {
    viz_type: { schema: { default: 'funnel' } },
    groupby: { description: 'Columns whose distinct values (or combinations of values) become the steps of the funnel.' },
    metric: { description: 'The quantity each step holds, such as the number of visitors who reached it.' },
    row_limit: { schema: { default: 10 } },
    number_format: { description: 'How step values are written, as a d3-format specifier; adaptive by default.' },
    date_format: { description: 'How temporal dimension values are written in step names, as a d3-time-format specifier; adaptive by default.' },
  },
);

/** `funnel` form data with every undefined field set to its schema default. */
export function withFunnelDefaults(formData: FunnelFormData): Required<FunnelFormData> {
  return withSchemaDefaults(funnelSchema, formData) as Required<FunnelFormData>;
}
