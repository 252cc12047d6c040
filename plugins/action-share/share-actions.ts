import { MENU_ACTION_GROUPS, defineMenuAction, hasPermission, type MenuActionContext } from '@core/plugin-api/index.js';

/** The share actions' section, where the email-report and embedding slots also stand. */
const GROUP = MENU_ACTION_GROUPS.share;
/** Copy link and share by email open in a "Share" submenu, as Superset's menus have it. */
const SUBMENU = 'Share';

/** Sharing a chart needs can_share_chart; sharing a dashboard, can_share_dashboard (and not while editing it). */
export function canShare(context: MenuActionContext): boolean {
  if (context.placement === 'dashboard-header') return hasPermission(context, 'can_share_dashboard', 'Superset') && context.dashboard?.editMode !== true;
  return hasPermission(context, 'can_share_chart', 'Superset');
}

/** What is being shared, in the user's words, for the email's subject. */
export function sharedName(context: MenuActionContext): string {
  if (context.placement === 'dashboard-header') return context.dashboard?.title || 'Dashboard';
  return context.chart?.sliceName || 'Chart';
}

const placements = ['dashboard-chart', 'explore', 'dashboard-header'] as const;

/** The share actions, in menu order, in the Share submenu; their code loads when first chosen. */
export const SHARE_ACTIONS = [
  defineMenuAction({
    key: 'copy-permalink',
    label: 'Copy permalink to clipboard',
    placements,
    group: GROUP,
    submenu: SUBMENU,
    order: 10,
    isAvailable: canShare,
    loadRun: () => import('./share-runs.js').then((module) => module.copyPermalink),
  }),
  defineMenuAction({
    key: 'share-by-email',
    label: 'Share permalink by email',
    placements,
    group: GROUP,
    submenu: SUBMENU,
    order: 20,
    isAvailable: canShare,
    loadRun: () => import('./share-runs.js').then((module) => module.shareByEmail),
  }),
] as const;
