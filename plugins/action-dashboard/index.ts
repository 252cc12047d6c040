import { ContainerModule, MenuActionContribution, definePlugin } from '@core/plugin-api/index.js';
import { DASHBOARD_ACTIONS } from './dashboard-actions.js';

export { DASHBOARD_ACTIONS } from './dashboard-actions.js';

/** The dashboard header menu's actions: refresh, auto-refresh, fullscreen, save as, properties, CSS and export to YAML. */
export default definePlugin({
  key: 'action-dashboard',
  module: new ContainerModule(({ bind }) => {
    for (const action of DASHBOARD_ACTIONS) bind(MenuActionContribution).toConstantValue(action);
  }),
});
