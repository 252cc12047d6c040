import { ContainerModule, MenuActionContribution, definePlugin } from '@core/plugin-api/index.js';
import { CHART_ACTIONS } from './chart-actions.js';

export { CHART_ACTIONS, canDrillToDetail } from './chart-actions.js';

/** The chart menus' own actions: refresh, full screen, description, query, results, drill, edit. */
export default definePlugin({
  key: 'action-chart',
  module: new ContainerModule(({ bind }) => {
    for (const action of CHART_ACTIONS) bind(MenuActionContribution).toConstantValue(action);
  }),
});
