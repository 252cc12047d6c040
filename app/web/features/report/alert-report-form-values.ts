import { recipientConfigOf, normaliseRecipients } from '@plugins/report-kit/recipients';
import type { AlertOperator, RecipientConfig, RecipientType, ReportFormat, ReportPostBody, ReportRecord, ReportType, ValidatorType } from '@plugins/report-kit/report-types';
import type { Choice } from '../admin-shared/choice';

/** One notification method of the form: Email with To/Cc/Bcc, or a Webhook's URL in `target`. */
export interface NotificationValue {
  type: RecipientType;
  config: RecipientConfig;
}

/** The alert/report modal's fields; numbers are kept as typed and read when saving. */
export interface AlertReportFormValues {
  name: string;
  description: string;
  active: boolean;
  owners: Choice[];
  database: Choice | null;
  sql: string;
  validatorType: ValidatorType;
  operator: AlertOperator;
  threshold: string;
  contentType: 'dashboard' | 'chart';
  /** A scheduled SQL Lab query (set from SQL Lab; kept as is here): its result goes out as CSV. */
  savedQuery: Choice | null;
  dashboard: Choice | null;
  chart: Choice | null;
  /** A dashboard tab's id, or '' for the whole dashboard. */
  anchor: string;
  reportFormat: ReportFormat;
  forceScreenshot: boolean;
  customWidth: string;
  crontab: string;
  timezone: string;
  logRetention: number;
  workingTimeout: string;
  gracePeriod: string;
  notifications: NotificationValue[];
}

/** Superset's choices of how long execution logs are kept, in days. */
export const LOG_RETENTION_DAYS = [1, 7, 14, 30, 60, 90] as const;

/** The formats a dashboard can be sent in, and a chart's. */
export const DASHBOARD_FORMATS: readonly ReportFormat[] = ['PNG', 'PDF'];
export const CHART_FORMATS: readonly ReportFormat[] = ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'];

/** The defaults of a new alert or report: owned by the user, on the default schedule, PNG, emailed to them. */
export function newAlertReportForm({ owner, email, timezone, crontab }: { owner: Choice | null; email: string; timezone: string; crontab: string }): AlertReportFormValues {
  return {
    name: '',
    description: '',
    active: true,
    owners: owner ? [owner] : [],
    database: null,
    sql: '',
    validatorType: 'operator',
    operator: '>',
    threshold: '',
    contentType: 'dashboard',
    savedQuery: null,
    dashboard: null,
    chart: null,
    anchor: '',
    reportFormat: 'PNG',
    forceScreenshot: false,
    customWidth: '',
    crontab,
    timezone,
    logRetention: 90,
    workingTimeout: '3600',
    gracePeriod: '14400',
    notifications: [{ type: 'Email', config: { target: email } }],
  };
}

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

function validatorConfig(json: ReportRecord['validator_config_json']): { op?: AlertOperator; threshold?: number } {
  if (typeof json === 'object' && json !== null) return json;
  try {
    const parsed: unknown = JSON.parse(json ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as { op?: AlertOperator; threshold?: number }) : {};
  } catch {
    return {};
  }
}

/** A full record as the API answers it: Tessera adds the scheduled saved query. */
export type AlertReportRecord = ReportRecord & { saved_query?: { id: number; label: string | null } | null };

/** A stored schedule as the form's values. */
export function recordToFormValues(record: AlertReportRecord, fallback: AlertReportFormValues): AlertReportFormValues {
  const config = validatorConfig(record.validator_config_json);
  const anchor = (record.extra as { dashboard?: { anchor?: unknown } } | null)?.dashboard?.anchor;
  return {
    ...fallback,
    name: record.name,
    description: record.description ?? '',
    active: record.active ?? true,
    owners: record.owners.filter((owner) => owner.id !== undefined).map((owner) => ({ value: owner.id!, text: `${owner.first_name} ${owner.last_name}`.trim() })),
    database: record.database ? { value: record.database.id, text: record.database.database_name } : null,
    sql: record.sql ?? '',
    validatorType: record.validator_type ?? fallback.validatorType,
    operator: config.op ?? fallback.operator,
    threshold: text(config.threshold),
    contentType: record.chart ? 'chart' : 'dashboard',
    savedQuery: record.saved_query ? { value: record.saved_query.id, text: record.saved_query.label || `Query ${record.saved_query.id}` } : null,
    dashboard: record.dashboard ? { value: record.dashboard.id, text: record.dashboard.dashboard_title || `Dashboard ${record.dashboard.id}` } : null,
    chart: record.chart ? { value: record.chart.id, text: record.chart.slice_name || `Chart ${record.chart.id}` } : null,
    anchor: typeof anchor === 'string' ? anchor : '',
    reportFormat: record.report_format ?? fallback.reportFormat,
    forceScreenshot: record.force_screenshot ?? false,
    customWidth: text(record.custom_width),
    crontab: record.crontab,
    timezone: record.timezone,
    logRetention: record.log_retention ?? fallback.logRetention,
    workingTimeout: text(record.working_timeout),
    gracePeriod: text(record.grace_period),
    notifications: record.recipients.map((recipient) => ({ type: recipient.type, config: recipientConfigOf(recipient.recipient_config_json) })),
  };
}

const integer = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/** The form's values as the body of `POST /api/v1/report/` (and of a full `PUT`). */
export function alertReportPayload(kind: ReportType, values: AlertReportFormValues): ReportPostBody & { saved_query?: number } {
  const chart = values.contentType === 'chart';
  const body: ReportPostBody & { saved_query?: number } = {
    type: kind,
    name: values.name.trim(),
    description: values.description.trim() || null,
    active: values.active,
    crontab: values.crontab.trim(),
    timezone: values.timezone,
    owners: values.owners.map((owner) => owner.value),
    chart: chart ? (values.chart?.value ?? null) : null,
    dashboard: chart ? null : (values.dashboard?.value ?? null),
    report_format: values.reportFormat,
    force_screenshot: chart ? values.forceScreenshot : false,
    custom_width: integer(values.customWidth) ?? null,
    extra: !chart && values.anchor ? { dashboard: { anchor: values.anchor } } : {},
    log_retention: values.logRetention,
    recipients: values.notifications.map((notification) => ({
      type: notification.type,
      recipient_config_json: notification.type === 'Email' ? normaliseRecipients(notification.config) : { target: notification.config.target.trim() },
    })),
  };
  if (values.savedQuery) Object.assign(body, { saved_query: values.savedQuery.value, chart: null, dashboard: null, report_format: 'CSV', extra: {} });
  const workingTimeout = integer(values.workingTimeout);
  if (workingTimeout !== undefined) body.working_timeout = workingTimeout;
  if (kind === 'Alert') {
    if (values.database) body.database = values.database.value;
    body.sql = values.sql;
    body.validator_type = values.validatorType;
    body.validator_config_json = values.validatorType === 'operator' ? { op: values.operator, threshold: Number(values.threshold) } : {};
    const grace = integer(values.gracePeriod);
    if (grace !== undefined) body.grace_period = grace;
  }
  return body;
}

/** The form field an API field's error belongs under, or null for the message above the form. */
export function alertReportFormField(apiField: string): keyof AlertReportFormValues | null {
  const root = apiField.split('.')[0]!;
  const fields: Readonly<Record<string, keyof AlertReportFormValues>> = {
    name: 'name',
    description: 'description',
    owners: 'owners',
    database: 'database',
    sql: 'sql',
    validator_type: 'validatorType',
    validator_config_json: 'threshold',
    chart: 'chart',
    dashboard: 'dashboard',
    extra: 'anchor',
    report_format: 'reportFormat',
    custom_width: 'customWidth',
    crontab: 'crontab',
    timezone: 'timezone',
    log_retention: 'logRetention',
    working_timeout: 'workingTimeout',
    grace_period: 'gracePeriod',
    recipients: 'notifications',
  };
  return fields[root] ?? null;
}

/** A whole number of at least `min`, or empty when `optional`: `true` or what is wrong. */
export function checkWholeNumber(value: string, min: number, optional: boolean): true | string {
  if (value.trim() === '') return optional ? true : 'Enter a number.';
  const number = Number(value);
  return Number.isInteger(number) && number >= min ? true : `Enter a whole number of at least ${min}.`;
}
