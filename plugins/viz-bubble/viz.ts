import { defineViz } from '@core/plugin-api/index.js';
import { buildBubbleQuery } from './build-query.js';
import { bubbleSchema, bubbleUiSchema, type BubbleFormData } from './form-data.schema.js';
import { bubbleManifest } from './manifest.js';
import { migrateBubble } from './migrate.js';
import { transformBubbleProps, type BubbleChartProps } from './transform-props.js';

/** The `bubble_v2` viz type (and Superset's legacy `bubble`): entities by two metrics, sized by a third. */
export const bubbleViz = defineViz<BubbleFormData, BubbleChartProps>({
  ...bubbleManifest,
  formDataSchema: bubbleSchema,
  uiSchema: bubbleUiSchema,
  buildQuery: buildBubbleQuery,
  transformProps: transformBubbleProps,
  migrate: migrateBubble,
  loadComponent: () => import('./BubbleChart.js'),
});
