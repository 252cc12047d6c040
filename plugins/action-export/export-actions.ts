import { defineMenuAction, hasPermission, type ChartExportRequest, type MenuActionContext, type MenuActionRun } from '@core/plugin-api/index.js';

const GROUP = 'Download';
const canCsv = (context: MenuActionContext) => context.chart !== undefined && hasPermission(context, 'can_csv', 'Superset');
const canRun = (context: MenuActionContext) => context.chart?.canRun === true;

/** Exports the chart's data as the request says; an error reaches the user as a toast. */
export const exportAs = (request: ChartExportRequest): MenuActionRun => async (_context, host) => {
  if (!host.chart) return;
  await host.chart.exportData(request);
};

const exportAction = (key: string, label: string, order: number, request: ChartExportRequest, extra: (context: MenuActionContext) => boolean = () => true) =>
  defineMenuAction({
    key,
    label,
    placements: ['dashboard-chart', 'explore'],
    group: GROUP,
    order,
    isAvailable: (context) => canCsv(context) && extra(context),
    isEnabled: canRun,
    loadRun: async () => exportAs(request),
  });

const fullAllowed = (context: MenuActionContext) => context.config.allowFullCsvExport;

/** Viz types whose pivoted export the server computes (Superset's client-side post-processing). */
export const PIVOTED_EXPORT_VIZ_TYPES: readonly string[] = ['pivot_table_v2'];

/** A pivoted export is offered for a pivot table, to users who may download CSV and Excel. */
export const canExportPivoted = (context: MenuActionContext): boolean => canCsv(context) && PIVOTED_EXPORT_VIZ_TYPES.includes(context.chart?.vizType ?? '');

/** Every export action, in menu order. */
export const EXPORT_ACTIONS = [
  exportAction('export-csv', 'Export to .CSV', 10, { format: 'csv' }),
  exportAction('export-pivoted-csv', 'Export to Pivoted .CSV', 15, { format: 'csv', resultType: 'post_processed' }, canExportPivoted),
  exportAction('export-full-csv', 'Export to full .CSV', 20, { format: 'csv', full: true }, fullAllowed),
  exportAction('export-xlsx', 'Export to Excel', 30, { format: 'xlsx' }),
  exportAction('export-pivoted-xlsx', 'Export to Pivoted Excel', 35, { format: 'xlsx', resultType: 'post_processed' }, canExportPivoted),
  exportAction('export-full-xlsx', 'Export to full Excel', 40, { format: 'xlsx', full: true }, fullAllowed),
  // JSON needs no can_csv (the server checks it on CSV and Excel only); offered where it always was.
  defineMenuAction({
    key: 'export-json',
    label: 'Export to .JSON',
    placements: ['explore'],
    group: GROUP,
    order: 50,
    isAvailable: (context) => context.chart !== undefined,
    isEnabled: canRun,
    loadRun: async () => exportAs({ format: 'json' }),
  }),
] as const;
