import { ContainerModule, MenuActionContribution, definePlugin } from '@core/plugin-api/index.js';
import { manageEmailReportsAction } from './report-action.js';

export { ALERT_REPORTS_FLAG, canManageReports, manageEmailReportsAction } from './report-action.js';

/** "Manage email reports" in the chart, explore and dashboard menus: set up, edit, toggle and delete reports. */
export default definePlugin({
  key: 'action-report',
  module: new ContainerModule(({ bind }) => {
    bind(MenuActionContribution).toConstantValue(manageEmailReportsAction);
  }),
});
