import { MENU_ACTION_SLOTS, defineMenuAction, hasPermission, type MenuActionContext } from '@core/plugin-api/index.js';
import { reportSubjectOf } from './report-subject.js';

/** The feature flag that turns alerts and reports on, as Superset names it. */
export const ALERT_REPORTS_FLAG = 'ALERT_REPORTS';

/**
 * Reports are managed from a menu with `ALERT_REPORTS` on, by a user holding can_read and
 * can_write on ReportSchedule, for a chart or dashboard that has been saved (the server checks
 * the permissions again), outside a dashboard's edit mode.
 */
export function canManageReports(context: MenuActionContext): boolean {
  return (
    context.config.featureFlags?.[ALERT_REPORTS_FLAG] === true &&
    hasPermission(context, 'can_read', 'ReportSchedule') &&
    hasPermission(context, 'can_write', 'ReportSchedule') &&
    context.dashboard?.editMode !== true &&
    reportSubjectOf(context) !== null
  );
}

const slot = MENU_ACTION_SLOTS.manageEmailReports;

/** "Manage email reports", in the slot kept for it in the Share section; its dialog loads when chosen. */
export const manageEmailReportsAction = defineMenuAction({
  key: slot.key,
  label: 'Manage email reports',
  placements: slot.placements,
  group: slot.group,
  order: slot.order,
  isAvailable: canManageReports,
  loadRun: () => import('./report-run.js').then((module) => module.openReportsDialog),
});
