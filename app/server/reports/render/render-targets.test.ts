import { describe, expect, it } from 'vitest';
import { dashboardTabIds, fileNameOf, normalizeBaseUrl, reportTarget, screenshotPath, userFacingPath, viewportOf } from './render-targets.js';

describe('dashboardTabIds', () => {
  it('reads one anchor, a JSON list of anchors, or activeTabs', () => {
    expect(dashboardTabIds({ dashboard: { anchor: 'TAB-abc' } })).toEqual(['TAB-abc']);
    expect(dashboardTabIds({ dashboard: { anchor: '["TAB-a","TAB-b"]' } })).toEqual(['TAB-a', 'TAB-b']);
    expect(dashboardTabIds({ dashboard: { activeTabs: ['TAB-x', 3] } })).toEqual(['TAB-x']);
  });

  it('is empty for the whole dashboard and for malformed values', () => {
    expect(dashboardTabIds({})).toEqual([]);
    expect(dashboardTabIds({ dashboard: { anchor: '' } })).toEqual([]);
    expect(dashboardTabIds({ dashboard: { anchor: '[not json' } })).toEqual([]);
    expect(dashboardTabIds({ dashboard: 'TAB-a' })).toEqual([]);
  });
});

describe('reportTarget and page paths', () => {
  const base = { saved_query_id: null, chart_id: null, dashboard_id: null, extra_json: {} };

  it('pictures a chart in explore and a dashboard in the report standalone mode', () => {
    const chart = reportTarget({ ...base, chart_id: 7 })!;
    expect(screenshotPath(chart as Exclude<typeof chart, { kind: 'savedQuery' }>)).toBe('explore/?slice_id=7&standalone=3');
    const dashboard = reportTarget({ ...base, dashboard_id: 3 })!;
    expect(screenshotPath(dashboard as Exclude<typeof dashboard, { kind: 'savedQuery' }>, { force: true })).toBe('superset/dashboard/3/?standalone=3&force=true');
  });

  it('opens one tab through the hash and several through a permalink', () => {
    const one = reportTarget({ ...base, dashboard_id: 3, extra_json: { dashboard: { anchor: 'TAB-x1' } } });
    expect(one).toEqual({ kind: 'dashboard', dashboardId: 3, tabIds: ['TAB-x1'] });
    expect(screenshotPath(one as Extract<typeof one, { kind: 'dashboard' }>)).toBe('superset/dashboard/3/?standalone=3#TAB-x1');
    const many = { kind: 'dashboard' as const, dashboardId: 3, tabIds: ['TAB-a', 'TAB-b'] };
    expect(screenshotPath(many, { permalinkKey: 'k3y' })).toBe('superset/dashboard/p/k3y/?standalone=3');
  });

  it('prefers a saved query, then a chart, then a dashboard; null without any', () => {
    expect(reportTarget({ ...base, saved_query_id: 2, chart_id: 1 })).toEqual({ kind: 'savedQuery', savedQueryId: 2 });
    expect(reportTarget({ ...base, chart_id: 1, dashboard_id: 2 })).toEqual({ kind: 'chart', chartId: 1 });
    expect(reportTarget(base)).toBeNull();
  });

  it('links mails to explore, the dashboard on its tab, or SQL Lab', () => {
    expect(userFacingPath({ kind: 'chart', chartId: 4 })).toBe('explore/?slice_id=4');
    expect(userFacingPath({ kind: 'dashboard', dashboardId: 5, tabIds: ['TAB-q'] })).toBe('superset/dashboard/5/#TAB-q');
    expect(userFacingPath({ kind: 'dashboard', dashboardId: 5, tabIds: [] })).toBe('superset/dashboard/5/');
    expect(userFacingPath({ kind: 'savedQuery', savedQueryId: 9 })).toBe('sqllab/?savedQueryId=9');
    expect(new URL(userFacingPath({ kind: 'chart', chartId: 4 })!, normalizeBaseUrl('https://bi.example.com/tessera')).href).toBe('https://bi.example.com/tessera/explore/?slice_id=4');
  });
});

describe('viewportOf and fileNameOf', () => {
  it('uses custom_width within bounds, else the defaults', () => {
    expect(viewportOf('dashboard', null)).toEqual({ width: 1600, height: 1200 });
    expect(viewportOf('chart', null)).toEqual({ width: 1000, height: 600 });
    expect(viewportOf('chart', 1280).width).toBe(1280);
    expect(viewportOf('chart', 50).width).toBe(600);
    expect(viewportOf('dashboard', 99_999).width).toBe(2400);
  });

  it('makes safe file names', () => {
    expect(fileNameOf('Births by state (top 10)', 'png')).toBe('Births_by_state_top_10.png');
    expect(fileNameOf('../../etc/passwd', 'csv')).toBe('etc_passwd.csv');
    expect(fileNameOf('???', 'pdf')).toBe('report.pdf');
  });
});
