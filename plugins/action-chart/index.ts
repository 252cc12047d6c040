import { ContainerModule, MenuActionContribution, definePlugin } from '@core/plugin-api/index.js';
import { CHART_ACTIONS } from './chart-actions.js';

export { CHART_ACTIONS, canDrillBy, canDrillToDetail, canEditChartProperties, canRunInSqlLab } from './chart-actions.js';

/** The chart menus' own actions: properties, refresh, full screen, description, query, SQL Lab, results, drill to detail, drill by, edit. */
export default definePlugin({
  key: 'action-chart',
  module: new ContainerModule(({ bind }) => {
    for (const action of CHART_ACTIONS) bind(MenuActionContribution).toConstantValue(action);
  }),
});
