import { ContainerModule, FilterTypeContribution, defineFilterType, definePlugin, type FilterComponentProps } from '@core/plugin-api/index.js';
import type { ComponentType } from 'react';
import { buildRangeFilterQuery } from './build-query.js';
import { rangeFilterSchema, rangeFilterUiSchema, type RangeFilterControls } from './config-schema.js';
import type { RangeValue } from './range-value.js';
import { rangeFilterExtraFormData } from './to-extra-form-data.js';

/** The `filter_range` native filter type: a numeric column between two bounds. */
export const rangeFilterType = defineFilterType<RangeFilterControls, RangeValue, ComponentType<FilterComponentProps<RangeFilterControls, RangeValue>>>({
  key: 'filter_range',
  name: 'Numerical range',
  description: 'Keep the rows whose numeric column lies between two bounds; either bound may stay open.',
  configSchema: rangeFilterSchema,
  uiSchema: rangeFilterUiSchema,
  buildQuery: buildRangeFilterQuery,
  toExtraFormData: rangeFilterExtraFormData,
  loadComponent: () => import('./RangeFilter.js'),
});

export { RANGE_MAX_LABEL, RANGE_MIN_LABEL, buildRangeFilterQuery } from './build-query.js';
export { rangeFilterSchema, rangeFilterUiSchema, type RangeFilterControls } from './config-schema.js';
export { rangeBoundsOf, rangeFilterState, rangeLabel, rangeValueOf, type RangeBounds, type RangeValue } from './range-value.js';
export { rangeFilterExtraFormData } from './to-extra-form-data.js';
export type { RangeFilterProps } from './RangeFilter.js';

/** The numerical range filter plugin. */
export default definePlugin({
  key: 'filter-range',
  module: new ContainerModule(({ bind }) => {
    bind(FilterTypeContribution).toConstantValue(rangeFilterType);
  }),
});
