import { ContainerModule, MenuActionContribution, definePlugin } from '@core/plugin-api/index.js';
import { SHARE_ACTIONS } from './share-actions.js';

export { SHARE_ACTIONS, canShare } from './share-actions.js';

/** Menu actions that share a chart or dashboard: copy its permalink, or send it by email. */
export default definePlugin({
  key: 'action-share',
  module: new ContainerModule(({ bind }) => {
    for (const action of SHARE_ACTIONS) bind(MenuActionContribution).toConstantValue(action);
  }),
});
