import { describe, expect, it, vi } from 'vitest';
import type { ChartMenuInfo, MenuActionContext, MenuActionHost, PermissionPair } from '@core/plugin-api/index.js';
import { EXPORT_ACTIONS, canExportPivoted } from './export-actions.js';

const CSV: PermissionPair[] = [['can_csv', 'Superset']];

const chart = (vizType: string, fields: Partial<ChartMenuInfo> = {}): ChartMenuInfo => ({
  id: 7,
  sliceName: 'Births by state and gender',
  vizType,
  formData: { datasource: '3__table', viz_type: vizType },
  behaviors: [],
  canRun: true,
  ...fields,
});

const context = (permissions: readonly PermissionPair[], vizType = 'pivot_table_v2', fields: Partial<MenuActionContext> = {}): MenuActionContext => ({
  placement: 'dashboard-chart',
  permissions,
  isAdmin: false,
  config: { allowFullCsvExport: false },
  chart: chart(vizType),
  ...fields,
});

const action = (key: string) => {
  const found = EXPORT_ACTIONS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no action ${key}`);
  return found;
};

describe('Export to Pivoted .CSV / Excel', () => {
  it('is offered for a pivot table to a user holding can_csv', () => {
    expect(canExportPivoted(context(CSV))).toBe(true);
    expect(action('export-pivoted-csv').isAvailable(context(CSV))).toBe(true);
    expect(action('export-pivoted-xlsx').isAvailable(context(CSV))).toBe(true);
  });

  it('is not offered without can_csv, for another viz type, or outside a chart menu', () => {
    expect(canExportPivoted(context([['can_read', 'Chart']]))).toBe(false);
    expect(canExportPivoted(context(CSV, 'table'))).toBe(false);
    expect(canExportPivoted(context(CSV, 'pivot_table'))).toBe(false);
    expect(canExportPivoted(context(CSV, 'pivot_table_v2', { chart: undefined, placement: 'dashboard-header' }))).toBe(false);
  });

  it('is offered to an administrator without a listed grant, and greyed out while the chart cannot run', () => {
    expect(canExportPivoted(context([], 'pivot_table_v2', { isAdmin: true }))).toBe(true);
    const idle = context(CSV, 'pivot_table_v2', { chart: chart('pivot_table_v2', { canRun: false }) });
    expect(action('export-pivoted-csv').isEnabled?.(idle)).toBe(false);
    expect(action('export-pivoted-csv').isEnabled?.(context(CSV))).toBe(true);
  });

  it('sits in the Download group of both chart menus, after the plain export of its format', () => {
    for (const key of ['export-pivoted-csv', 'export-pivoted-xlsx']) {
      expect(action(key).group).toBe('Download');
      expect(action(key).placements).toEqual(['dashboard-chart', 'explore']);
    }
    expect(action('export-pivoted-csv').order).toBeGreaterThan(action('export-csv').order);
    expect(action('export-pivoted-xlsx').order).toBeGreaterThan(action('export-xlsx').order);
  });

  it.each([
    ['export-pivoted-csv', 'csv'],
    ['export-pivoted-xlsx', 'xlsx'],
  ] as const)('%s asks the host for the post-processed %s', async (key, format) => {
    const exportData = vi.fn(async () => undefined);
    const host: MenuActionHost = {
      copyToClipboard: vi.fn(async () => undefined),
      openUrl: vi.fn(),
      toast: vi.fn(),
      chart: { viewQuery: vi.fn(), viewResults: vi.fn(), exportData, permalink: async () => '', exploreUrl: () => null },
    };
    const run = await action(key).loadRun();
    await run(context(CSV), host);
    expect(exportData).toHaveBeenCalledWith({ format, resultType: 'post_processed' });
  });

  it('leaves the plain exports asking for the query’s rows', async () => {
    const exportData = vi.fn(async () => undefined);
    const host: MenuActionHost = {
      copyToClipboard: vi.fn(async () => undefined),
      openUrl: vi.fn(),
      toast: vi.fn(),
      chart: { viewQuery: vi.fn(), viewResults: vi.fn(), exportData, permalink: async () => '', exploreUrl: () => null },
    };
    await (await action('export-csv').loadRun())(context(CSV), host);
    expect(exportData).toHaveBeenCalledWith({ format: 'csv' });
    expect(action('export-csv').isAvailable(context(CSV, 'table'))).toBe(true);
  });
});
