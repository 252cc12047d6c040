import { ContainerModule, MenuActionContribution, definePlugin } from '@core/plugin-api/index.js';
import { EXPORT_ACTIONS } from './export-actions.js';

export { EXPORT_ACTIONS } from './export-actions.js';

/** Chart menu actions that download the chart's data: CSV, Excel, JSON, pivoted and full exports. */
export default definePlugin({
  key: 'action-export',
  module: new ContainerModule(({ bind }) => {
    for (const action of EXPORT_ACTIONS) bind(MenuActionContribution).toConstantValue(action);
  }),
});
