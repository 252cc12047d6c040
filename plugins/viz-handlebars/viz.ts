import { defineViz } from '@core/plugin-api/index.js';
import { buildHandlebarsQuery } from './build-query.js';
import { handlebarsSchema, handlebarsUiSchema, type HandlebarsFormData } from './form-data.schema.js';
import { handlebarsManifest } from './manifest.js';
import { migrateHandlebars } from './migrate.js';
import { transformHandlebarsProps, type HandlebarsChartProps } from './transform-props.js';

/** The `handlebars` viz type: rows through a user template, rendered safely. */
export const handlebarsViz = defineViz<HandlebarsFormData, HandlebarsChartProps>({
  ...handlebarsManifest,
  formDataSchema: handlebarsSchema,
  uiSchema: handlebarsUiSchema,
  buildQuery: buildHandlebarsQuery,
  transformProps: transformHandlebarsProps,
  migrate: migrateHandlebars,
  loadComponent: () => import('./HandlebarsChart.js'),
});
