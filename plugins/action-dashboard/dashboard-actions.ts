import { MENU_ACTION_GROUPS, defineMenuAction, hasPermission, type DashboardMenuHost, type MenuActionContext, type MenuActionContribution } from '@core/plugin-api/index.js';

type HostMethod = 'refresh' | 'setRefreshInterval' | 'toggleFullscreen' | 'saveAs' | 'editProperties' | 'editCss';

const viewing = (context: MenuActionContext) => context.dashboard !== undefined && context.dashboard.editMode !== true;
const editable = (context: MenuActionContext) => context.dashboard?.canEdit === true;

/** A header action that calls one of the dashboard's own dialogs or commands. */
function headerAction(key: string, label: string, order: number, method: HostMethod, isAvailable: (context: MenuActionContext) => boolean, extra: Partial<MenuActionContribution> = {}) {
  return defineMenuAction({
    key,
    label,
    placements: ['dashboard-header'],
    order,
    isAvailable,
    loadRun: async () => (_context, host) => {
      const dashboard: DashboardMenuHost | undefined = host.dashboard;
      dashboard?.[method]?.();
    },
    ...extra,
  });
}

/** The dashboard header's own actions, in menu order. */
export const DASHBOARD_ACTIONS = [
  headerAction('refresh-dashboard', 'Refresh dashboard', 10, 'refresh', viewing),
  headerAction('set-refresh-interval', 'Set auto-refresh interval', 20, 'setRefreshInterval', (context) => context.dashboard !== undefined),
  headerAction('toggle-fullscreen', 'Enter fullscreen', 30, 'toggleFullscreen', viewing, {
    labelFor: (context) => (context.dashboard?.fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'),
  }),
  headerAction('save-dashboard-as', 'Save as', 40, 'saveAs', (context) => context.dashboard !== undefined && hasPermission(context, 'can_write', 'Dashboard')),
  headerAction('edit-dashboard-properties', 'Edit properties', 50, 'editProperties', editable),
  headerAction('edit-dashboard-css', 'Edit CSS', 60, 'editCss', editable),
  // Superset's bundle (a ZIP of YAML); the answer is an attachment, so the page stays.
  defineMenuAction({
    key: 'export-dashboard-yaml',
    label: 'Export to YAML',
    placements: ['dashboard-header'],
    group: MENU_ACTION_GROUPS.download,
    order: 70,
    isAvailable: (context) => viewing(context) && hasPermission(context, 'can_export', 'Dashboard'),
    loadRun: async () => (context, host) => host.openUrl(`/api/v1/dashboard/export/?q=!(${context.dashboard?.id ?? 0})`),
  }),
] as const;
