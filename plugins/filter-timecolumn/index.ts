import { ContainerModule, FilterTypeContribution, defineFilterType, definePlugin, type FilterComponentProps } from '@core/plugin-api/index.js';
import type { ComponentType } from 'react';
import { buildTimeColumnFilterQuery } from './build-query.js';
import { timeColumnFilterSchema, timeColumnFilterUiSchema, type TimeColumnFilterControls } from './config-schema.js';
import { timeColumnFilterExtraFormData } from './to-extra-form-data.js';

/** The `filter_timecolumn` native filter type: which temporal column the charts in scope filter on time by. */
export const timeColumnFilterType = defineFilterType<TimeColumnFilterControls, string[], ComponentType<FilterComponentProps<TimeColumnFilterControls, string[]>>>({
  key: 'filter_timecolumn',
  name: 'Time column',
  description: 'Choose the temporal column of a dataset the charts in scope apply their time range to.',
  configSchema: timeColumnFilterSchema,
  uiSchema: timeColumnFilterUiSchema,
  buildQuery: buildTimeColumnFilterQuery,
  toExtraFormData: timeColumnFilterExtraFormData,
  needsColumn: false,
  loadComponent: () => import('./TimeColumnFilter.js'),
});

export { buildTimeColumnFilterQuery } from './build-query.js';
export { timeColumnFilterSchema, timeColumnFilterUiSchema, type TimeColumnFilterControls } from './config-schema.js';
export { timeColumnOf, timeColumnOptionsOf, type TimeColumnOption } from './time-column-options.js';
export { timeColumnFilterExtraFormData } from './to-extra-form-data.js';
export type { TimeColumnFilterProps } from './TimeColumnFilter.js';

/** The time column filter plugin. */
export default definePlugin({
  key: 'filter-timecolumn',
  module: new ContainerModule(({ bind }) => {
    bind(FilterTypeContribution).toConstantValue(timeColumnFilterType);
  }),
});
