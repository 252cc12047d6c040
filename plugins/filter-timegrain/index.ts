import { ContainerModule, FilterTypeContribution, defineFilterType, definePlugin, type FilterComponentProps } from '@core/plugin-api/index.js';
import type { ComponentType } from 'react';
import { buildTimeGrainFilterQuery } from './build-query.js';
import { timeGrainFilterSchema, timeGrainFilterUiSchema, type TimeGrainFilterControls } from './config-schema.js';
import { timeGrainFilterExtraFormData } from './to-extra-form-data.js';

/** The `filter_timegrain` native filter type: the period the charts in scope truncate time to. */
export const timeGrainFilterType = defineFilterType<TimeGrainFilterControls, string[], ComponentType<FilterComponentProps<TimeGrainFilterControls, string[]>>>({
  key: 'filter_timegrain',
  name: 'Time grain',
  description: 'Choose the period (day, week, month …) the charts in scope group time by.',
  configSchema: timeGrainFilterSchema,
  uiSchema: timeGrainFilterUiSchema,
  buildQuery: buildTimeGrainFilterQuery,
  toExtraFormData: timeGrainFilterExtraFormData,
  needsColumn: false,
  loadComponent: () => import('./TimeGrainFilter.js'),
});

export { buildTimeGrainFilterQuery } from './build-query.js';
export { timeGrainFilterSchema, timeGrainFilterUiSchema, type TimeGrainFilterControls } from './config-schema.js';
export { timeGrainOf, timeGrainOptionsOf, type TimeGrainOption } from './time-grain-options.js';
export { timeGrainFilterExtraFormData } from './to-extra-form-data.js';
export type { TimeGrainFilterProps } from './TimeGrainFilter.js';

/** The time grain filter plugin. */
export default definePlugin({
  key: 'filter-timegrain',
  module: new ContainerModule(({ bind }) => {
    bind(FilterTypeContribution).toConstantValue(timeGrainFilterType);
  }),
});
