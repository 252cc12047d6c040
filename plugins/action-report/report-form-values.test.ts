import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '../report-kit/index.js';
import { anchorOf, newReportValues, reportBodyOf, reportValuesOf } from './report-form-values.js';
import type { ReportSubject } from './report-subject.js';

const chart: ReportSubject = { kind: 'chart', id: 5, title: 'Births', creationMethod: 'charts' };
const dashboard: ReportSubject = { kind: 'dashboard', id: 2, title: 'USA Births', creationMethod: 'dashboards' };

describe('report form values', () => {
  it('starts a new report every day at 09:00, named after the subject, to the user', () => {
    expect(newReportValues(dashboard, 'Europe/Paris', 'me@x.org')).toEqual({
      name: 'USA Births report', description: '', crontab: '0 9 * * *', timezone: 'Europe/Paris', reportFormat: 'PNG', dashboardTab: '', recipients: { target: 'me@x.org' }, forceScreenshot: false,
    });
  });

  it('writes a chart report’s body in Superset’s shape', () => {
    const values = { ...newReportValues(chart, 'UTC', null), description: '  ', crontab: ' 0  9 * * 1 ', reportFormat: 'CSV' as const, recipients: { target: 'a@x.org; b@y.com', ccTarget: '' }, forceScreenshot: true };
    expect(reportBodyOf(values, chart)).toEqual({
      type: 'Report', name: 'Births report', description: null, crontab: '0 9 * * 1', timezone: 'UTC', creation_method: 'charts', report_format: 'CSV',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@x.org,b@y.com' } }], chart: 5, dashboard: null, force_screenshot: true,
    });
  });

  it('keeps a dashboard tab as extra.dashboard.anchor, and what extra held before', () => {
    const values = { ...newReportValues(dashboard, 'UTC', 'a@x.org'), dashboardTab: 'TAB-c' };
    const body = reportBodyOf(values, dashboard, { other: 1, dashboard: { anchor: 'TAB-a', activeTabs: ['x'] } });
    expect(body.extra).toEqual({ other: 1, dashboard: { anchor: 'TAB-c', activeTabs: ['x'] } });
    expect(body.dashboard).toBe(2);
    expect(reportBodyOf({ ...values, dashboardTab: '' }, dashboard).extra).toEqual({ dashboard: {} });
    expect(anchorOf({ dashboard: { anchor: '["TAB-b","TAB-c"]' } })).toBe('TAB-b');
  });

  it('reads an existing record back into the form', () => {
    const record = {
      id: 9, type: 'Report', name: 'Weekly', description: 'For the team', active: true, crontab: '0 8 * * 1', timezone: 'Asia/Tokyo', creation_method: 'dashboards',
      chart: null, dashboard: { id: 2, dashboard_title: 'USA Births' }, database: null, sql: null, validator_type: null, validator_config_json: null,
      report_format: 'PDF', force_screenshot: false, extra: { dashboard: { anchor: 'TAB-a' } }, grace_period: null, working_timeout: null, log_retention: null,
      last_state: 'Success', last_eval_dttm: null, owners: [], recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target":"a@x.org","bccTarget":"c@z.io"}' }],
    } satisfies ReportRecord;
    expect(reportValuesOf(record, dashboard)).toEqual({
      name: 'Weekly', description: 'For the team', crontab: '0 8 * * 1', timezone: 'Asia/Tokyo', reportFormat: 'PDF', dashboardTab: 'TAB-a', recipients: { target: 'a@x.org', bccTarget: 'c@z.io' }, forceScreenshot: false,
    });
    expect(reportValuesOf({ ...record, report_format: 'CSV' }, dashboard).reportFormat).toBe('PNG');
  });
});
