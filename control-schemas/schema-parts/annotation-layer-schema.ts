import type { JsonSchema } from '@core/plugin-api/json-schema.js';

/** One annotation layer (the plugin API's `AnnotationLayer`); style options pass through. */
export const ANNOTATION_LAYER_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['name', 'annotationType', 'value', 'show'],
  properties: {
    name: { type: 'string', minLength: 1 },
    annotationType: { enum: ['EVENT', 'FORMULA', 'INTERVAL', 'TIME_SERIES'] },
    sourceType: { enum: ['NATIVE', 'line', 'table', ''] },
    value: { type: ['string', 'number'] },
    show: { type: 'boolean' },
    showLabel: { type: 'boolean' },
    overrides: { type: 'object' },
  },
};
