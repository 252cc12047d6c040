import { ContainerModule, MenuActionContribution, defineMenuAction, definePlugin } from '@core/plugin-api/index.js';

/** Downloads a JPEG of the chart's box or the dashboard's grid (not while the dashboard is edited). */
export const downloadImageAction = defineMenuAction({
  key: 'download-image',
  label: 'Download as image',
  placements: ['dashboard-chart', 'dashboard-header'],
  group: 'Download',
  order: 60,
  isAvailable: (context) => context.dashboard?.editMode !== true,
  loadRun: async () => async (_context, host) => {
    const download = host.chart?.downloadImage ?? host.dashboard?.downloadImage;
    if (download) await download();
  },
});

/** Menu actions that download a picture of a chart or a dashboard. */
export default definePlugin({
  key: 'action-image',
  module: new ContainerModule(({ bind }) => {
    bind(MenuActionContribution).toConstantValue(downloadImageAction);
  }),
});
