import { defineMenuAction, hasPermission, type MenuActionContext } from '@core/plugin-api/index.js';

const GROUP = 'Share';

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

/** The share actions, in menu order; their code loads when first chosen. */
export const SHARE_ACTIONS = [
  defineMenuAction({
    key: 'copy-permalink',
    label: 'Copy permalink to clipboard',
    placements,
    group: GROUP,
    order: 10,
    isAvailable: canShare,
    loadRun: () => import('./share-runs.js').then((module) => module.copyPermalink),
  }),
  defineMenuAction({
    key: 'share-by-email',
    label: 'Share permalink by email',
    placements,
    group: GROUP,
    order: 20,
    isAvailable: canShare,
    loadRun: () => import('./share-runs.js').then((module) => module.shareByEmail),
  }),
] as const;
