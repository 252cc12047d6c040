import type { MenuActionRun } from '@core/plugin-api/index.js';
import { EmbedDialog } from './EmbedDialog.js';

/** Opens the embedding dialog for the header menu's dashboard. */
export const openEmbedDialog: MenuActionRun = (context, host) => {
  const dashboard = context.dashboard;
  if (!dashboard) return;
  if (!host.openDialog || !host.apiFetch) {
    host.toast('danger', 'The embedding settings cannot be opened from here.');
    return;
  }
  host.openDialog(EmbedDialog, {
    dashboardId: dashboard.id,
    dashboardTitle: dashboard.title,
    supersetDomain: window.location.origin,
    apiFetch: host.apiFetch,
    copyToClipboard: host.copyToClipboard,
    toast: host.toast,
  });
};
