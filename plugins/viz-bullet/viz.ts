import { defineViz } from '@core/plugin-api/index.js';
import { buildBulletQuery } from './build-query.js';
import { bulletSchema, bulletUiSchema, type BulletFormData } from './form-data.schema.js';
import { bulletManifest } from './manifest.js';
import { migrateBullet } from './migrate.js';
import { transformBulletProps, type BulletChartProps } from './transform-props.js';

/** The `bullet` viz type: a measure against ranges, markers and targets, per group. */
export const bulletViz = defineViz<BulletFormData, BulletChartProps>({
  ...bulletManifest,
  formDataSchema: bulletSchema,
  uiSchema: bulletUiSchema,
  buildQuery: buildBulletQuery,
  transformProps: transformBulletProps,
  migrate: migrateBullet,
  loadComponent: () => import('./BulletChart.js'),
});
