import { ContainerModule, MenuActionContribution, definePlugin } from '@core/plugin-api/index.js';
import { embedDashboardAction } from './embed-action.js';

export { canEmbed, embedDashboardAction } from './embed-action.js';

/** The "Embed dashboard" header action: allowed domains, the embedded id and the SDK snippet. */
export default definePlugin({
  key: 'action-embed',
  module: new ContainerModule(({ bind }) => {
    bind(MenuActionContribution).toConstantValue(embedDashboardAction);
  }),
});
