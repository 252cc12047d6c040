import {
  withSchemaDefaults,
  type AdhocFilter,
  type CountryFieldType,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  WHEN_BUBBLES,
  WHEN_COLOR_BY_COUNTRY,
  colorBy,
  countryFieldType,
  entity,
  linearColorSchemeOverride,
  maxBubbleSize,
  secondaryMetric,
  showBubbles,
  sortByMetric,
  type ColorBy,
} from './world-map-controls.js';

/** A colour as Superset's picker stores it, or CSS text. */
export type PickedColor = string | { r: number; g: number; b: number; a?: number };

/** Form data of `world_map`. */
export interface WorldMapFormData extends QueryFormData {
  entity?: QueryFormColumn | null;
  country_fieldtype?: CountryFieldType;
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  sort_by_metric?: boolean;
  secondary_metric?: QueryFormMetric | null;
  show_bubbles?: boolean;
  max_bubble_size?: string | number;
  color_picker?: PickedColor;
  color_by?: ColorBy;
  linear_color_scheme?: string;
  color_scheme?: string;
  y_axis_format?: string;
}

/** Form-data schema and control panel of `world_map`, in Superset's order. */
export const { schema: worldMapSchema, uiSchema: worldMapUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    entity,
    countryFieldType,
    'metric',
    'adhoc_filters',
    'row_limit',
    sortByMetric,
    secondaryMetric,
    showBubbles,
    maxBubbleSize,
    'color_picker',
    colorBy,
    'linear_color_scheme',
    'color_scheme',
    'y_axis_format',
  ],
  {
    viz_type: { schema: { default: 'world_map' } },
    metric: { description: 'The value of each country: it shades the country and, without a bubble-size metric, sizes its bubble.' },
    row_limit: { schema: { default: 10000 } },
    color_picker: { label: 'Bubble color', description: 'The colour of the bubbles.', visibleWhen: WHEN_BUBBLES },
    color_scheme: { description: 'The colours countries get, one each, when they are coloured by country.', visibleWhen: WHEN_COLOR_BY_COUNTRY },
    y_axis_format: { label: 'Number format', description: 'How values are written in tooltips and the legend, as a d3-format specifier; adaptive by default.' },
    linear_color_scheme: linearColorSchemeOverride,
  },
);

/** `world_map` form data with every undefined field set to its schema default. */
export function withWorldMapDefaults(formData: WorldMapFormData): Required<WorldMapFormData> {
  return withSchemaDefaults(worldMapSchema, formData) as Required<WorldMapFormData>;
}
