import { defineMenuAction, hasPermission, type ChartMenuHost, type MenuActionContext, type MenuPlacement } from '@core/plugin-api/index.js';

type HostCommand = 'forceRefresh' | 'openFullscreen' | 'toggleDescription' | 'viewQuery' | 'viewResults' | 'drillToDetail';

const canRun = (context: MenuActionContext) => context.chart?.canRun === true;
const onDashboard = (context: MenuActionContext) => context.chart !== undefined && context.dashboard !== undefined;

/** Drilling to detail reads raw rows: the viz type must offer it and the user hold can_drill or can_samples. */
export function canDrillToDetail(context: MenuActionContext): boolean {
  if (!context.chart?.behaviors.includes('drill-to-detail') || !canRun(context)) return false;
  return hasPermission(context, 'can_drill', 'Dashboard') || hasPermission(context, 'can_samples', 'Datasource');
}

/** A chart action that calls one of the host's dialogs or commands. */
const command = (
  key: string,
  label: string,
  placements: readonly MenuPlacement[],
  order: number,
  name: HostCommand,
  fields: { isAvailable?: (context: MenuActionContext) => boolean; isEnabled?: (context: MenuActionContext) => boolean; labelFor?: (context: MenuActionContext) => string } = {},
) =>
  defineMenuAction({
    key,
    label,
    placements,
    order,
    isAvailable: fields.isAvailable ?? ((context) => context.chart !== undefined),
    ...(fields.isEnabled ? { isEnabled: fields.isEnabled } : {}),
    ...(fields.labelFor ? { labelFor: fields.labelFor } : {}),
    loadRun: async () => (_context, host) => {
      const chart: ChartMenuHost | undefined = host.chart;
      chart?.[name]?.();
    },
  });

/** The chart menus' own actions, in menu order. */
export const CHART_ACTIONS = [
  command('force-refresh', 'Force refresh', ['dashboard-chart'], 10, 'forceRefresh', { isAvailable: onDashboard, isEnabled: canRun }),
  command('view-fullscreen', 'View as full screen', ['dashboard-chart'], 20, 'openFullscreen', { isAvailable: onDashboard }),
  command('toggle-description', 'Show chart description', ['dashboard-chart'], 30, 'toggleDescription', {
    isAvailable: (context) => context.chart?.hasDescription === true,
    labelFor: (context) => (context.chart?.descriptionShown ? 'Hide chart description' : 'Show chart description'),
  }),
  command('view-query', 'View query', ['dashboard-chart', 'explore'], 40, 'viewQuery', { isEnabled: canRun }),
  command('view-results', 'View results', ['dashboard-chart', 'explore'], 50, 'viewResults', {
    isEnabled: canRun,
    // Superset's dashboard menu calls the same dialog "View as table".
    labelFor: (context) => (context.placement === 'dashboard-chart' ? 'View as table' : 'View results'),
  }),
  command('drill-to-detail', 'Drill to detail', ['dashboard-chart'], 60, 'drillToDetail', { isAvailable: canDrillToDetail }),
  defineMenuAction({
    key: 'explore-chart',
    label: 'Edit chart',
    placements: ['dashboard-chart'],
    order: 70,
    isAvailable: (context) => context.chart?.id !== undefined && hasPermission(context, 'can_explore', 'Superset'),
    loadRun: async () => (_context, host) => {
      const url = host.chart?.exploreUrl();
      if (url) host.openUrl(url);
    },
  }),
] as const;
