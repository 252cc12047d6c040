import { ContainerModule, FilterTypeContribution, defineFilterType, definePlugin, type FilterComponentProps } from '@core/plugin-api/index.js';
import type { ComponentType } from 'react';
import { buildSelectFilterQuery } from './build-query.js';
import { selectFilterSchema, selectFilterUiSchema, type SelectFilterControls } from './config-schema.js';
import { selectFilterExtraFormData, type SelectValue } from './to-extra-form-data.js';

/** The `filter_select` native filter type: one or more values of a column. */
export const selectFilterType = defineFilterType<SelectFilterControls, SelectValue[], ComponentType<FilterComponentProps<SelectFilterControls, SelectValue[]>>>({
  key: 'filter_select',
  name: 'Value',
  description: 'Choose one or more values of a column; charts in scope keep only the rows with them (or, inverted, all others).',
  configSchema: selectFilterSchema,
  uiSchema: selectFilterUiSchema,
  buildQuery: buildSelectFilterQuery,
  toExtraFormData: selectFilterExtraFormData,
  loadComponent: () => import('./SelectFilter.js'),
});

export { SELECT_FILTER_ROW_LIMIT, buildSelectFilterQuery } from './build-query.js';
export { selectFilterSchema, selectFilterUiSchema, withSelectDefaults, type SelectFilterControls } from './config-schema.js';
export { selectFilterExtraFormData, selectValuesOf, type SelectValue } from './to-extra-form-data.js';
export type { SelectFilterProps } from './SelectFilter.js';

/** The value (select) filter plugin. */
export default definePlugin({
  key: 'filter-select',
  module: new ContainerModule(({ bind }) => {
    bind(FilterTypeContribution).toConstantValue(selectFilterType);
  }),
});
