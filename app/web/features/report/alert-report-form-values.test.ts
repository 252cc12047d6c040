import type { ReportRecord } from '@plugins/report-kit/report-types';
import { describe, expect, it } from 'vitest';
import { alertReportFormField, alertReportPayload, checkWholeNumber, newAlertReportForm, recordToFormValues } from './alert-report-form-values';

const DEFAULTS = newAlertReportForm({ owner: { value: 7, text: 'Ada Lovelace' }, email: 'ada@example.com', timezone: 'Europe/Paris', crontab: '0 * * * *' });

const ALERT: ReportRecord = {
  id: 3,
  type: 'Alert',
  name: 'Too many failures',
  description: 'Pages ops',
  active: false,
  crontab: '*/5 * * * *',
  timezone: 'UTC',
  creation_method: 'alerts_reports',
  chart: null,
  dashboard: { id: 9, dashboard_title: 'Births' },
  database: { id: 1, database_name: 'examples' },
  sql: 'SELECT count(*) FROM failures',
  validator_type: 'operator',
  validator_config_json: '{"op": ">=", "threshold": 10}',
  report_format: 'PDF',
  force_screenshot: false,
  custom_width: 1200,
  extra: { dashboard: { anchor: 'TAB-abc' } },
  grace_period: 600,
  working_timeout: 120,
  log_retention: 30,
  last_state: null,
  last_eval_dttm: null,
  owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }, { id: 8, first_name: 'Alan', last_name: 'Turing' }],
  recipients: [
    { id: 1, type: 'Email', recipient_config_json: '{"target": "ops@example.com", "ccTarget": "lead@example.com"}' },
    { id: 2, type: 'Webhook', recipient_config_json: '{"target": "https://hooks.example.com/x"}' },
  ],
};

describe('alert/report form values', () => {
  it('start a new schedule owned by and emailed to the user, on the default cron', () => {
    expect(DEFAULTS).toMatchObject({ owners: [{ value: 7 }], crontab: '0 * * * *', timezone: 'Europe/Paris', reportFormat: 'PNG', logRetention: 90, notifications: [{ type: 'Email', config: { target: 'ada@example.com' } }] });
  });

  it('read a stored alert and write it back in the API’s shape', () => {
    const values = recordToFormValues(ALERT, DEFAULTS);
    expect(values).toMatchObject({ operator: '>=', threshold: '10', anchor: 'TAB-abc', contentType: 'dashboard', customWidth: '1200', active: false });
    expect(alertReportPayload('Alert', values)).toEqual({
      type: 'Alert',
      name: 'Too many failures',
      description: 'Pages ops',
      active: false,
      crontab: '*/5 * * * *',
      timezone: 'UTC',
      owners: [7, 8],
      chart: null,
      dashboard: 9,
      report_format: 'PDF',
      force_screenshot: false,
      custom_width: 1200,
      extra: { dashboard: { anchor: 'TAB-abc' } },
      log_retention: 30,
      working_timeout: 120,
      database: 1,
      sql: 'SELECT count(*) FROM failures',
      validator_type: 'operator',
      validator_config_json: { op: '>=', threshold: 10 },
      grace_period: 600,
      recipients: [
        { type: 'Email', recipient_config_json: { target: 'ops@example.com', ccTarget: 'lead@example.com' } },
        { type: 'Webhook', recipient_config_json: { target: 'https://hooks.example.com/x' } },
      ],
    });
  });

  it('send a chart report without alert fields, a tab anchor or a dashboard', () => {
    const values = { ...DEFAULTS, name: ' Daily ', contentType: 'chart' as const, chart: { value: 4, text: 'Trends' }, dashboard: { value: 9, text: 'Births' }, anchor: 'TAB-x', reportFormat: 'CSV' as const, forceScreenshot: true };
    const body = alertReportPayload('Report', values);
    expect(body).toMatchObject({ type: 'Report', name: 'Daily', chart: 4, dashboard: null, extra: {}, report_format: 'CSV', force_screenshot: true, custom_width: null });
    expect(body).not.toHaveProperty('sql');
    expect(body).not.toHaveProperty('validator_type');
    expect(alertReportPayload('Alert', { ...values, validatorType: 'not null' }).validator_config_json).toEqual({});
  });

  it('keep a scheduled saved query as CSV of that query when edited here', () => {
    const values = recordToFormValues({ ...ALERT, type: 'Report', dashboard: null, database: null, report_format: 'CSV', saved_query: { id: 5, label: 'Ones' } }, DEFAULTS);
    expect(values.savedQuery).toEqual({ value: 5, text: 'Ones' });
    expect(alertReportPayload('Report', { ...values, reportFormat: 'PNG' })).toMatchObject({ saved_query: 5, chart: null, dashboard: null, report_format: 'CSV', extra: {} });
  });

  it('put the server’s refusals under the fields they name', () => {
    expect(alertReportFormField('name')).toBe('name');
    expect(alertReportFormField('validator_config_json')).toBe('threshold');
    expect(alertReportFormField('recipients.0.recipient_config_json')).toBe('notifications');
    expect(alertReportFormField('extra')).toBe('anchor');
    expect(alertReportFormField('_schema')).toBeNull();
  });

  it('checks whole numbers', () => {
    expect(checkWholeNumber('', 1, true)).toBe(true);
    expect(checkWholeNumber('', 1, false)).toBe('Enter a number.');
    expect(checkWholeNumber('1.5', 1, true)).toBe('Enter a whole number of at least 1.');
    expect(checkWholeNumber('500', 600, true)).toBe('Enter a whole number of at least 600.');
    expect(checkWholeNumber('800', 600, true)).toBe(true);
  });
});
