import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema, defineControl } from '@control-schemas/index.js';

/** Form data of `chord`, Superset's field names: `groupby` is the source, `columns` the target. */
export interface ChordFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  columns?: QueryFormColumn[];
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  sort_by_metric?: boolean;
  y_axis_format?: string;
  color_scheme?: string;
  label_colors?: Record<string, string>;
}

/** Order the flows by the metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the rows by the metric, largest first, so the row limit keeps the largest flows.',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Form-data schema and control panel of `chord`. */
export const { schema: chordSchema, uiSchema: chordUiSchema } = composeVizSchema(
  ['datasource', 'viz_type', 'groupby', 'columns', 'metric', 'adhoc_filters', 'row_limit', sortByMetric, 'y_axis_format', 'color_scheme', 'label_colors'],
  {
    viz_type: { schema: { default: 'chord' } },
    groupby: {
      label: 'Source',
      description: 'The column whose values flows start from; one column.',
      schema: { maxItems: 1 },
      validators: ['nonEmpty'],
    },
    columns: {
      label: 'Target',
      description: 'The column whose values flows end at; one column. A value found in both columns is one arc.',
      schema: { maxItems: 1 },
      validators: ['nonEmpty'],
    },
    metric: { description: 'The aggregate that sizes each flow: a ribbon end is as wide as the metric from one value to the other.' },
    y_axis_format: { label: 'Number format', description: 'How flow and arc totals are written in tooltips, as a d3-format specifier; adaptive by default.', forcedValues: [] },
  },
);

/** `chord` form data with every undefined field set to its schema default. */
export function withChordDefaults(formData: ChordFormData): Required<ChordFormData> {
  return withSchemaDefaults(chordSchema, formData) as Required<ChordFormData>;
}
