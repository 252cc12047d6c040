import { describe, expect, it, vi } from 'vitest';
import type { ChartMenuHost, ChartMenuInfo, MenuActionContext, MenuActionHost, PermissionPair } from '@core/plugin-api/index.js';
import { CHART_ACTIONS, canDrillBy, canEditChartProperties, canRunInSqlLab } from './chart-actions.js';

const chart = (fields: Partial<ChartMenuInfo> = {}): ChartMenuInfo => ({
  id: 7,
  sliceName: 'Births by state',
  vizType: 'pie',
  formData: { datasource: '3__table', viz_type: 'pie', groupby: ['state'] },
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  canRun: true,
  ...fields,
});

const context = (permissions: PermissionPair[], fields: Partial<MenuActionContext> = {}): MenuActionContext => ({
  placement: 'explore',
  permissions,
  isAdmin: false,
  config: { allowFullCsvExport: false },
  chart: chart(),
  ...fields,
});

const action = (key: string) => {
  const found = CHART_ACTIONS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no action ${key}`);
  return found;
};

const hostWith = (chartHost: Partial<ChartMenuHost>): MenuActionHost => ({
  copyToClipboard: vi.fn(async () => undefined),
  openUrl: vi.fn(),
  toast: vi.fn(),
  chart: { viewQuery: vi.fn(), viewResults: vi.fn(), exportData: vi.fn(async () => undefined), permalink: async () => '', exploreUrl: () => null, ...chartHost },
});

describe('Edit chart properties', () => {
  const WRITE: PermissionPair[] = [['can_write', 'Chart']];

  it('is offered to an owner holding can_write on Chart', () => {
    expect(canEditChartProperties(context(WRITE, { chart: chart({ ownedByUser: true }) }))).toBe(true);
  });

  it('is not offered to an owner without can_write, nor to a writer who does not own the chart', () => {
    expect(canEditChartProperties(context([['can_read', 'Chart']], { chart: chart({ ownedByUser: true }) }))).toBe(false);
    expect(canEditChartProperties(context(WRITE, { chart: chart({ ownedByUser: false }) }))).toBe(false);
    expect(canEditChartProperties(context(WRITE, { chart: chart() }))).toBe(false);
  });

  it('is offered to an administrator on any saved chart, but on no unsaved one', () => {
    expect(canEditChartProperties(context([], { isAdmin: true }))).toBe(true);
    const { id: _id, ...unsaved } = chart({ ownedByUser: true });
    expect(canEditChartProperties(context(WRITE, { isAdmin: true, chart: unsaved }))).toBe(false);
  });

  it('stands first in explore’s menu only and opens the host’s dialog', async () => {
    expect(action('edit-chart-properties').placements).toEqual(['explore']);
    const editProperties = vi.fn();
    const run = await action('edit-chart-properties').loadRun();
    await run(context(WRITE), hostWith({ editProperties }));
    expect(editProperties).toHaveBeenCalledOnce();
  });
});

describe('Run in SQL Lab', () => {
  it('needs can_sqllab', () => {
    expect(canRunInSqlLab(context([['can_sqllab', 'Superset']]))).toBe(true);
    expect(canRunInSqlLab(context([['can_read', 'SQLLab'], ['can_explore', 'Superset']]))).toBe(false);
    expect(canRunInSqlLab(context([['can_sqllab', 'Superset']], { chart: undefined }))).toBe(false);
  });

  it('is greyed out while the chart cannot run, and waits for the host to open SQL Lab', async () => {
    const sqlLab = action('run-in-sqllab');
    expect(sqlLab.placements).toEqual(['explore']);
    expect(sqlLab.isEnabled?.(context([['can_sqllab', 'Superset']], { chart: chart({ canRun: false }) }))).toBe(false);
    let opened = false;
    const runInSqlLab = vi.fn(async () => {
      await Promise.resolve();
      opened = true;
    });
    await (await sqlLab.loadRun())(context([['can_sqllab', 'Superset']]), hostWith({ runInSqlLab }));
    expect(opened).toBe(true);
  });
});

describe('Drill by', () => {
  const dashboard = (permissions: PermissionPair[], fields: Partial<ChartMenuInfo> = {}) => context(permissions, { placement: 'dashboard-chart', chart: chart(fields) });

  it('is offered on a drill-by viz with can_explore or can_drill', () => {
    expect(canDrillBy(dashboard([['can_explore', 'Superset']]))).toBe(true);
    expect(canDrillBy(dashboard([['can_drill', 'Dashboard']]))).toBe(true);
    expect(canDrillBy(dashboard([['can_samples', 'Datasource'], ['can_read', 'Chart']]))).toBe(false);
  });

  it('is not offered on a viz without the behaviour, a chart that cannot run, or a table of raw rows', () => {
    const explorer: PermissionPair[] = [['can_explore', 'Superset']];
    expect(canDrillBy(dashboard(explorer, { vizType: 'big_number_total', behaviors: ['drill-to-detail'] }))).toBe(false);
    expect(canDrillBy(dashboard(explorer, { canRun: false }))).toBe(false);
    expect(canDrillBy(dashboard(explorer, { vizType: 'table', formData: { datasource: '3__table', viz_type: 'table', query_mode: 'raw' } }))).toBe(false);
    expect(canDrillBy(dashboard(explorer, { vizType: 'table', formData: { datasource: '3__table', viz_type: 'table', query_mode: 'aggregate' } }))).toBe(true);
  });

  it('stands in the dashboard chart menu after drill to detail and asks the host which column', async () => {
    const drill = action('drill-by');
    expect(drill.placements).toEqual(['dashboard-chart']);
    expect(drill.order).toBeGreaterThan(action('drill-to-detail').order);
    const drillBy = vi.fn();
    await (await drill.loadRun())(dashboard([['can_explore', 'Superset']]), hostWith({ drillBy }));
    expect(drillBy).toHaveBeenCalledWith();
  });
});
