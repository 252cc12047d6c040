import type { MenuActionRun } from '@core/plugin-api/index.js';
import { ReportsDialog } from './ReportsDialog.js';
import { reportSubjectOf } from './report-subject.js';

/** Opens "Email reports" for the menu's saved chart or dashboard. */
export const openReportsDialog: MenuActionRun = (context, host) => {
  const subject = reportSubjectOf(context);
  if (!subject) return;
  if (!host.openDialog || !host.apiFetch) {
    host.toast('danger', 'Email reports cannot be managed from here.');
    return;
  }
  const apiFetch = host.apiFetch.bind(host);
  host.openDialog(ReportsDialog, { subject, apiFetch, toast: host.toast });
};
