import { defineViz } from '@core/plugin-api/index.js';
import { buildBigNumberQuery, buildBigNumberTotalQuery } from './build-query.js';
import { bigNumberSchema, bigNumberTotalSchema, bigNumberTotalUiSchema, bigNumberUiSchema, type BigNumberFormData, type BigNumberTotalFormData } from './form-data.schema.js';
import { bigNumberManifest, bigNumberTotalManifest } from './manifest.js';
import { migrateBigNumber, migrateBigNumberTotal } from './migrate.js';
import { transformBigNumberProps, transformBigNumberTotalProps, type BigNumberTotalProps, type BigNumberTrendProps } from './transform-props.js';

/** The `big_number_total` viz type: one metric, written large. */
export const bigNumberTotalViz = defineViz<BigNumberTotalFormData, BigNumberTotalProps>({
  ...bigNumberTotalManifest,
  formDataSchema: bigNumberTotalSchema,
  uiSchema: bigNumberTotalUiSchema,
  buildQuery: buildBigNumberTotalQuery,
  transformProps: transformBigNumberTotalProps,
  migrate: migrateBigNumberTotal,
  loadComponent: () => import('./BigNumberTotal.js'),
});

/** The `big_number` viz type: the latest value of a time series, its change and its trend line. */
export const bigNumberViz = defineViz<BigNumberFormData, BigNumberTrendProps>({
  ...bigNumberManifest,
  formDataSchema: bigNumberSchema,
  uiSchema: bigNumberUiSchema,
  buildQuery: buildBigNumberQuery,
  transformProps: transformBigNumberProps,
  migrate: migrateBigNumber,
  loadComponent: () => import('./BigNumberTrend.js'),
});
