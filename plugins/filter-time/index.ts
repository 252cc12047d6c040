import { ContainerModule, FilterTypeContribution, defineFilterType, definePlugin, type FilterComponentProps } from '@core/plugin-api/index.js';
import type { ComponentType } from 'react';
import { buildTimeFilterQuery } from './build-query.js';
import { timeFilterSchema, timeFilterUiSchema, type TimeFilterControls } from './config-schema.js';
import { timeFilterExtraFormData } from './to-extra-form-data.js';

/** The `filter_time` native filter type: a time range every chart in scope applies to its time column. */
export const timeFilterType = defineFilterType<TimeFilterControls, string, ComponentType<FilterComponentProps<TimeFilterControls, string>>>({
  key: 'filter_time',
  name: 'Time range',
  description: 'Limit the charts in scope to a time range (last week, a previous calendar month, or any start : end).',
  configSchema: timeFilterSchema,
  uiSchema: timeFilterUiSchema,
  buildQuery: buildTimeFilterQuery,
  toExtraFormData: timeFilterExtraFormData,
  needsQuery: false,
  needsColumn: false,
  loadComponent: () => import('./TimeFilter.js'),
});

export { buildTimeFilterQuery } from './build-query.js';
export { timeFilterSchema, timeFilterUiSchema, type TimeFilterControls } from './config-schema.js';
export { NO_TIME_FILTER, timeFilterState, timeRangeOf } from './time-range-value.js';
export { timeFilterExtraFormData } from './to-extra-form-data.js';
export type { TimeFilterProps } from './TimeFilter.js';

/** The time range filter plugin. */
export default definePlugin({
  key: 'filter-time',
  module: new ContainerModule(({ bind }) => {
    bind(FilterTypeContribution).toConstantValue(timeFilterType);
  }),
});
