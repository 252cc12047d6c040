import type { MenuActionContext, PermissionPair } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { canManageReports } from './report-action.js';
import { reportSubjectOf, subjectFilters } from './report-subject.js';

const REPORT_PERMISSIONS: PermissionPair[] = [['can_read', 'ReportSchedule'], ['can_write', 'ReportSchedule']];

function contextOf(overrides: Partial<MenuActionContext> = {}): MenuActionContext {
  return {
    placement: 'explore',
    permissions: REPORT_PERMISSIONS,
    isAdmin: false,
    config: { allowFullCsvExport: false, featureFlags: { ALERT_REPORTS: true } },
    chart: { id: 5, sliceName: 'Births', vizType: 'table', formData: { datasource: '1__table', viz_type: 'table' }, behaviors: [], canRun: true },
    ...overrides,
  };
}

describe('Manage email reports: when it is offered', () => {
  it('is offered for a saved chart with ALERT_REPORTS on and read+write on ReportSchedule', () => {
    expect(canManageReports(contextOf())).toBe(true);
    expect(canManageReports(contextOf({ placement: 'dashboard-header', chart: undefined, dashboard: { id: 2, title: 'Births' } }))).toBe(true);
  });

  it('is not offered with the flag off or missing', () => {
    expect(canManageReports(contextOf({ config: { allowFullCsvExport: false, featureFlags: { ALERT_REPORTS: false } } }))).toBe(false);
    expect(canManageReports(contextOf({ config: { allowFullCsvExport: false } }))).toBe(false);
  });

  it('needs both permissions, which an admin holds anyway', () => {
    expect(canManageReports(contextOf({ permissions: [['can_read', 'ReportSchedule']] }))).toBe(false);
    expect(canManageReports(contextOf({ permissions: [['can_write', 'ReportSchedule']] }))).toBe(false);
    expect(canManageReports(contextOf({ permissions: [], isAdmin: true }))).toBe(true);
  });

  it('is not offered for an unsaved chart or in edit mode', () => {
    const unsaved = contextOf();
    expect(canManageReports({ ...unsaved, chart: { ...unsaved.chart!, id: undefined } })).toBe(false);
    expect(canManageReports(contextOf({ placement: 'dashboard-header', chart: undefined, dashboard: { id: 2, title: 'B', editMode: true } }))).toBe(false);
  });

  it('lists the subject’s reports made from its menus', () => {
    expect(subjectFilters(reportSubjectOf(contextOf())!)).toEqual([
      { col: 'chart_id', opr: 'eq', value: 5 },
      { col: 'creation_method', opr: 'eq', value: 'charts' },
    ]);
    const dashboard = reportSubjectOf(contextOf({ placement: 'dashboard-header', chart: undefined, dashboard: { id: 2, title: 'Births' } }))!;
    expect(dashboard).toEqual({ kind: 'dashboard', id: 2, title: 'Births', creationMethod: 'dashboards' });
    expect(subjectFilters(dashboard)[0]).toEqual({ col: 'dashboard_id', opr: 'eq', value: 2 });
  });

  it('reports on the chart, not its dashboard, from a dashboard chart’s menu', () => {
    expect(reportSubjectOf(contextOf({ placement: 'dashboard-chart', dashboard: { id: 2, title: '' } }))).toMatchObject({ kind: 'chart', id: 5 });
  });
});
