import { defineViz } from '@core/plugin-api/index.js';
import { buildWordCloudQuery } from './build-query.js';
import { wordCloudSchema, wordCloudUiSchema, type WordCloudFormData } from './form-data.schema.js';
import { wordCloudManifest } from './manifest.js';
import { migrateWordCloud } from './migrate.js';
import { transformWordCloudProps, type WordCloudChartProps } from './transform-props.js';

/** The `word_cloud` viz type: a column's values as words sized by a metric. */
export const wordCloudViz = defineViz<WordCloudFormData, WordCloudChartProps>({
  ...wordCloudManifest,
  formDataSchema: wordCloudSchema,
  uiSchema: wordCloudUiSchema,
  buildQuery: buildWordCloudQuery,
  transformProps: transformWordCloudProps,
  migrate: migrateWordCloud,
  loadComponent: () => import('./WordCloudChart.js'),
});
