import { ContainerModule, MENU_ACTION_GROUPS, MenuActionContribution, defineMenuAction, definePlugin, type MenuActionContext } from '@core/plugin-api/index.js';

/** Pictures are of what is shown: not of a dashboard being edited. */
const notEditing = (context: MenuActionContext) => context.dashboard?.editMode !== true;

/** Downloads a JPEG of the chart's box or the dashboard's grid (not while the dashboard is edited). */
export const downloadImageAction = defineMenuAction({
  key: 'download-image',
  label: 'Download as image',
  placements: ['dashboard-chart', 'explore', 'dashboard-header'],
  group: MENU_ACTION_GROUPS.download,
  order: 60,
  isAvailable: notEditing,
  loadRun: async () => async (_context, host) => {
    const download = host.chart?.downloadImage ?? host.dashboard?.downloadImage;
    if (!download) throw new Error('This menu cannot download an image.');
    await download();
  },
});

/** Downloads a PDF of the chart's box or the dashboard's grid, split over pages when tall (not while the dashboard is edited). */
export const downloadPdfAction = defineMenuAction({
  key: 'download-pdf',
  label: 'Download as PDF',
  placements: ['dashboard-chart', 'explore', 'dashboard-header'],
  group: MENU_ACTION_GROUPS.download,
  order: 65,
  isAvailable: notEditing,
  loadRun: async () => async (_context, host) => {
    const download = host.chart?.downloadPdf ?? host.dashboard?.downloadPdf;
    if (!download) throw new Error('This menu cannot download a PDF.');
    await download();
  },
});

/** Menu actions that download a picture of a chart or a dashboard: as a JPEG image or a PDF. */
export default definePlugin({
  key: 'action-image',
  module: new ContainerModule(({ bind }) => {
    bind(MenuActionContribution).toConstantValue(downloadImageAction);
    bind(MenuActionContribution).toConstantValue(downloadPdfAction);
  }),
});
