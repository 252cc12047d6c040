import {
  DEFAULT_REPORT_CRON,
  normaliseRecipients,
  recipientConfigOf,
  type RecipientConfig,
  type ReportFormat,
  type ReportPostBody,
  type ReportRecord,
} from '../report-kit/index.js';
import { formatsFor, type ReportSubject } from './report-subject.js';

/** What the report form edits. */
export interface ReportFormValues {
  name: string;
  description: string;
  crontab: string;
  timezone: string;
  reportFormat: ReportFormat;
  /** A dashboard tab's layout id, or '' for the whole dashboard. */
  dashboardTab: string;
  recipients: RecipientConfig;
  forceScreenshot: boolean;
}

/** The form's fields, by the API field whose errors they show. */
export const FIELD_OF_API: Readonly<Record<string, keyof ReportFormValues>> = {
  name: 'name',
  description: 'description',
  crontab: 'crontab',
  timezone: 'timezone',
  report_format: 'reportFormat',
  extra: 'dashboardTab',
  recipients: 'recipients',
  force_screenshot: 'forceScreenshot',
};

/** A new report's values: named after the subject, every day at 09:00, to the user if known. */
export function newReportValues(subject: ReportSubject, timezone: string, userEmail: string | null): ReportFormValues {
  return {
    name: `${subject.title} report`,
    description: '',
    crontab: DEFAULT_REPORT_CRON,
    timezone,
    reportFormat: 'PNG',
    dashboardTab: '',
    recipients: { target: userEmail ?? '' },
    forceScreenshot: false,
  };
}

/** The tab a record's `extra.dashboard.anchor` names (one id; the first of a JSON list), or ''. */
export function anchorOf(extra: Record<string, unknown> | null | undefined): string {
  const dashboard = extra?.['dashboard'];
  const anchor = typeof dashboard === 'object' && dashboard !== null ? (dashboard as Record<string, unknown>)['anchor'] : undefined;
  if (typeof anchor !== 'string' || !anchor.trim()) return '';
  if (anchor.trim().startsWith('[')) {
    try {
      const ids: unknown = JSON.parse(anchor);
      return Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : '';
    } catch {
      return '';
    }
  }
  return anchor.trim();
}

/** The form's values for an existing report. */
export function reportValuesOf(record: ReportRecord, subject: ReportSubject): ReportFormValues {
  const email = record.recipients.find((recipient) => recipient.type === 'Email');
  const formats = formatsFor(subject);
  return {
    name: record.name,
    description: record.description ?? '',
    crontab: record.crontab,
    timezone: record.timezone,
    reportFormat: record.report_format && formats.includes(record.report_format) ? record.report_format : 'PNG',
    dashboardTab: anchorOf(record.extra),
    recipients: recipientConfigOf(email?.recipient_config_json),
    forceScreenshot: record.force_screenshot === true,
  };
}

/** The API body for the form's values, on the subject; `extra` keeps what a record already had. */
export function reportBodyOf(values: ReportFormValues, subject: ReportSubject, previousExtra: Record<string, unknown> | null = null): ReportPostBody {
  const body: ReportPostBody = {
    type: 'Report',
    name: values.name.trim(),
    description: values.description.trim() || null,
    crontab: values.crontab.trim().replace(/\s+/g, ' '),
    timezone: values.timezone,
    creation_method: subject.creationMethod,
    report_format: values.reportFormat,
    recipients: [{ type: 'Email', recipient_config_json: normaliseRecipients(values.recipients) }],
  };
  if (subject.kind === 'chart') {
    body.chart = subject.id;
    body.dashboard = null;
    body.force_screenshot = values.forceScreenshot;
  } else {
    body.dashboard = subject.id;
    body.chart = null;
    const { dashboard: previousDashboard, ...rest } = previousExtra ?? {};
    const dashboardExtra = typeof previousDashboard === 'object' && previousDashboard !== null ? { ...(previousDashboard as Record<string, unknown>) } : {};
    delete dashboardExtra['anchor'];
    if (values.dashboardTab) dashboardExtra['anchor'] = values.dashboardTab;
    body.extra = { ...rest, dashboard: dashboardExtra };
  }
  return body;
}
