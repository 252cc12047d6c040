import { defineMenuAction, hasPermission, type ChartMenuHost, type MenuActionContext, type MenuPlacement } from '@core/plugin-api/index.js';

type HostCommand = 'forceRefresh' | 'openFullscreen' | 'toggleDescription' | 'viewQuery' | 'viewResults' | 'drillToDetail' | 'editProperties';

const canRun = (context: MenuActionContext) => context.chart?.canRun === true;
const onDashboard = (context: MenuActionContext) => context.chart !== undefined && context.dashboard !== undefined;

/** Drilling to detail reads raw rows: the viz type must offer it and the user hold can_drill or can_samples. */
export function canDrillToDetail(context: MenuActionContext): boolean {
  if (!context.chart?.behaviors.includes('drill-to-detail') || !canRun(context)) return false;
  return hasPermission(context, 'can_drill', 'Dashboard') || hasPermission(context, 'can_samples', 'Datasource');
}

/**
 * Editing a saved chart's properties (name, owners, certification …) is for those who may
 * overwrite it: an owner holding can_write on Chart, or an administrator (spec §6).
 */
export function canEditChartProperties(context: MenuActionContext): boolean {
  const chart = context.chart;
  if (chart?.id === undefined) return false;
  return context.isAdmin || (chart.ownedByUser === true && hasPermission(context, 'can_write', 'Chart'));
}

/** Running a chart's query in SQL Lab needs SQL Lab itself (can_sqllab). */
export function canRunInSqlLab(context: MenuActionContext): boolean {
  return context.chart !== undefined && hasPermission(context, 'can_sqllab', 'Superset');
}

/**
 * Drilling by regroups a chart by another column: the viz type must offer it, the chart must
 * group its rows (a table listing raw rows has nothing to regroup), and the user must hold
 * can_explore or can_drill on Dashboard, as Superset's dashboard decides.
 */
export function canDrillBy(context: MenuActionContext): boolean {
  const chart = context.chart;
  if (!chart?.behaviors.includes('drill-by') || !canRun(context) || chart.formData['query_mode'] === 'raw') return false;
  return hasPermission(context, 'can_explore', 'Superset') || hasPermission(context, 'can_drill', 'Dashboard');
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
  // Explore's menu opens with the chart's properties, as Superset's does.
  command('edit-chart-properties', 'Edit chart properties', ['explore'], 5, 'editProperties', { isAvailable: canEditChartProperties }),
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
  defineMenuAction({
    key: 'run-in-sqllab',
    label: 'Run in SQL Lab',
    placements: ['explore'],
    order: 45,
    isAvailable: canRunInSqlLab,
    isEnabled: canRun,
    loadRun: async () => async (_context, host) => {
      await host.chart?.runInSqlLab?.();
    },
  }),
  command('drill-to-detail', 'Drill to detail', ['dashboard-chart'], 60, 'drillToDetail', { isAvailable: canDrillToDetail }),
  // The menus draw this one as a submenu of the dataset's columns; chosen as a plain item, the host asks which column.
  defineMenuAction({
    key: 'drill-by',
    label: 'Drill by',
    placements: ['dashboard-chart'],
    order: 65,
    isAvailable: canDrillBy,
    loadRun: async () => (_context, host) => {
      host.chart?.drillBy?.();
    },
  }),
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
