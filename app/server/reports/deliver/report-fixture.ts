import type { ReportSettings } from '../../config/tessera-config.js';
import type { ReportContent, ReportToRun } from '../report-model.js';

/** A dashboard report as the scheduler hands it over, for tests of delivery; `overrides` replace fields. */
export function reportToRunFixture(overrides: Partial<ReportToRun> = {}): ReportToRun {
  return {
    id: 7,
    type: 'Report',
    name: 'Weekly births',
    description: null,
    active: true,
    crontab: '0 9 * * 1',
    timezone: 'UTC',
    creation_method: 'dashboards',
    chart_id: null,
    dashboard_id: 3,
    saved_query_id: null,
    database_id: null,
    sql: null,
    validator_type: null,
    validator_config_json: {},
    report_format: 'PNG',
    force_screenshot: false,
    custom_width: null,
    extra_json: {},
    grace_period: 14_400,
    working_timeout: 3600,
    log_retention: 90,
    last_state: 'Working',
    last_eval_dttm: null,
    created_by_fk: 1,
    owners: [1],
    recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
    ...overrides,
  };
}

/** Rendered content with one PNG and one PDF, for tests of delivery. */
export function reportContentFixture(overrides: Partial<ReportContent> = {}): ReportContent {
  return {
    title: 'Births',
    url: 'http://tessera.example.com/superset/dashboard/3/',
    description: 'Numbers for the week',
    images: [{ filename: 'Births.png', data: Buffer.from('89504e470d0a1a0a', 'hex') }],
    attachments: [{ filename: 'Births.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') }],
    html: null,
    ...overrides,
  };
}

/** Report settings with the documented defaults, for tests of delivery; `overrides` replace fields. */
export function reportSettingsFixture(overrides: Partial<ReportSettings> = {}): ReportSettings {
  return {
    smtpHost: 'localhost',
    smtpPort: 25,
    smtpStarttls: true,
    smtpSsl: false,
    smtpUser: null,
    smtpPassword: null,
    smtpMailFrom: 'tessera@localhost',
    subjectPrefix: '[Report] ',
    webdriverBaseUrl: null,
    webdriverBaseUrlUserFriendly: null,
    chromiumPath: '/usr/bin/chromium',
    defaultWorkingTimeoutSeconds: 3600,
    workingTimeoutLagSeconds: 10,
    defaultRetentionDays: 90,
    defaultCronValue: '0 * * * *',
    alertMinimumIntervalSeconds: 0,
    reportMinimumIntervalSeconds: 0,
    notificationDryRun: false,
    notificationMaxTries: 3,
    notificationRetryDelayMs: 2000,
    schedulerEnabled: true,
    ...overrides,
  };
}
