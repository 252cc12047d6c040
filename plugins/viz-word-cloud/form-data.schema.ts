import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { rotation, series, sizeFrom, sizeTo, sortByMetric, type WordRotation } from './word-cloud-controls.js';

/** Form data of `word_cloud`. */
export interface WordCloudFormData extends QueryFormData {
  series?: QueryFormColumn | null;
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  sort_by_metric?: boolean;
  size_from?: number;
  size_to?: number;
  rotation?: WordRotation;
  color_scheme?: string;
  label_colors?: Record<string, string>;
}

/** Form-data schema and control panel of `word_cloud`. */
export const { schema: wordCloudSchema, uiSchema: wordCloudUiSchema } = composeVizSchema(
  ['datasource', 'viz_type', series, 'metric', 'adhoc_filters', 'time_range', 'row_limit', sortByMetric, sizeFrom, sizeTo, rotation, 'color_scheme', 'label_colors'],
  {
    viz_type: { schema: { default: 'word_cloud' } },
    metric: { description: 'The aggregate that sizes each word, such as a count of rows.' },
    row_limit: { schema: { default: 100 } },
  },
);

/** `word_cloud` form data with every undefined field set to its schema default. */
export function withWordCloudDefaults(formData: WordCloudFormData): Required<WordCloudFormData> {
  return withSchemaDefaults(wordCloudSchema, formData) as Required<WordCloudFormData>;
}
