import { ContainerModule, VizContribution, definePlugin, defineViz } from '@core/plugin-api/index.js';
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

export type { BulletFormData } from './form-data.schema.js';
export type { Bullet, BulletChartProps, BulletMark, GroupValue } from './transform-props.js';

/** The bullet chart plugin. */
export default definePlugin({
  key: 'viz-bullet',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(bulletViz);
  }),
});
