import { MENU_ACTION_SLOTS, defineMenuAction, hasPermission, type MenuActionContext } from '@core/plugin-api/index.js';

/** The feature flag that turns embedding on, as Superset names it. */
export const EMBEDDED_FLAG = 'EMBEDDED_SUPERSET';

/**
 * Embedding is offered with `EMBEDDED_SUPERSET` on, outside edit mode, to a user who may edit the
 * dashboard and holds can_set_embedded on Dashboard (the server checks both again).
 */
export function canEmbed(context: MenuActionContext): boolean {
  const dashboard = context.dashboard;
  return (
    context.config.featureFlags?.[EMBEDDED_FLAG] === true &&
    dashboard !== undefined &&
    dashboard.editMode !== true &&
    dashboard.canEdit === true &&
    hasPermission(context, 'can_set_embedded', 'Dashboard')
  );
}

const slot = MENU_ACTION_SLOTS.embedDashboard;

/** "Embed dashboard", in the slot kept for it in the Share section; its dialog loads when chosen. */
export const embedDashboardAction = defineMenuAction({
  key: slot.key,
  label: 'Embed dashboard',
  placements: slot.placements,
  group: slot.group,
  order: slot.order,
  isAvailable: canEmbed,
  loadRun: () => import('./embed-run.js').then((module) => module.openEmbedDialog),
});
