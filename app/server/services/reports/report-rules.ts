import {
  ALERT_OPERATORS,
  RecipientType,
  ReportCreationMethod,
  ReportFormat,
  ReportType,
  ValidatorType,
  type RecipientConfig,
} from '../../reports/report-model.js';
import { isKnownTimeZone, isValidCrontab, minimumCronIntervalSeconds } from './report-cron.js';
import type { ReportDraft } from './report-input.js';
import { REPORT_MESSAGES as M } from './report-messages.js';

/** Field → messages, Superset's 422 `{message: {field: [...]}}` body. */
export type FieldErrors = Record<string, string[]>;

/** Adds a message for a field. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

const oneOf = (values: object, value: string) => (Object.values(values) as string[]).includes(value);

// An address without spaces, quotes, brackets or list separators, with one `@` between two parts.
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+$/;

/** The addresses of an Email target: comma or semicolon separated, blanks dropped. */
export function emailAddresses(target: string | undefined): string[] {
  return (target ?? '').split(/[,;]/).map((part) => part.trim()).filter((part) => part.length > 0);
}

function checkRecipient(errors: FieldErrors, type: string, config: RecipientConfig): void {
  if (type === RecipientType.EMAIL) {
    const to = emailAddresses(config.target);
    if (to.length === 0) addError(errors, 'recipients', M.emailTargetRequired);
    for (const address of [...to, ...emailAddresses(config.ccTarget), ...emailAddresses(config.bccTarget)]) {
      if (!EMAIL.test(address)) addError(errors, 'recipients', M.badEmail(address));
    }
    return;
  }
  let url: URL | null = null;
  try {
    url = new URL(config.target);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) addError(errors, 'recipients', M.badWebhook);
}

function checkContent(errors: FieldErrors, draft: ReportDraft): void {
  const targets = [draft.chart_id, draft.dashboard_id, draft.saved_query_id].filter((id) => id !== null).length;
  if (targets > 1) addError(errors, 'chart', M.chartAndDashboard);
  if (targets === 0) addError(errors, 'chart', M.noContent);
  if (!oneOf(ReportFormat, draft.report_format)) return;
  if (draft.saved_query_id !== null && draft.report_format !== ReportFormat.CSV) addError(errors, 'report_format', M.savedQueryFormat);
  const dataFormat = draft.report_format === ReportFormat.CSV || draft.report_format === ReportFormat.XLSX || draft.report_format === ReportFormat.TEXT;
  if (dataFormat && draft.saved_query_id === null && draft.chart_id === null && targets === 1) addError(errors, 'report_format', M.chartFormat);
}

function checkAlert(errors: FieldErrors, draft: ReportDraft): void {
  if (draft.type === ReportType.REPORT) {
    if (draft.database_id !== null) addError(errors, 'database', M.databaseOnReport);
    return;
  }
  if (draft.database_id === null) addError(errors, 'database', M.databaseRequired);
  if (!draft.sql?.trim()) addError(errors, 'sql', M.sqlRequired);
  if (draft.validator_type === null) {
    addError(errors, 'validator_type', M.validatorRequired);
  } else if (!oneOf(ValidatorType, draft.validator_type)) {
    addError(errors, 'validator_type', `Must be one of: ${Object.values(ValidatorType).join(', ')}.`);
  } else if (draft.validator_type === ValidatorType.OPERATOR) {
    const { op, threshold } = draft.validator_config_json;
    const knownOp = typeof op === 'string' && (ALERT_OPERATORS as readonly string[]).includes(op);
    if (!knownOp || typeof threshold !== 'number' || !Number.isFinite(threshold)) addError(errors, 'validator_config_json', M.validatorConfig);
  }
}

/** What the schedule checks need from configuration. */
export interface ScheduleLimits {
  alertMinimumIntervalSeconds: number;
  reportMinimumIntervalSeconds: number;
}

function checkSchedule(errors: FieldErrors, draft: ReportDraft, limits: ScheduleLimits): void {
  const cronOk = isValidCrontab(draft.crontab);
  if (!cronOk) addError(errors, 'crontab', M.invalidCron);
  const zoneOk = isKnownTimeZone(draft.timezone);
  if (!zoneOk) addError(errors, 'timezone', M.invalidTimezone);
  if (!cronOk || !zoneOk) return;
  const minimum = draft.type === ReportType.ALERT ? limits.alertMinimumIntervalSeconds : limits.reportMinimumIntervalSeconds;
  if (minimum <= 0) return;
  const shortest = minimumCronIntervalSeconds(draft.crontab, draft.timezone);
  if (shortest !== null && shortest < minimum) addError(errors, 'crontab', M.frequency(draft.type, minimum));
}

/**
 * The rules a schedule must follow that need no store: type, name, cron and timezone (and the
 * minimum interval), creation method, one content (chart, dashboard or saved query), format,
 * alert database/SQL/validator, recipients, and non-negative durations.
 */
export function checkDraftRules(draft: ReportDraft, limits: ScheduleLimits): FieldErrors {
  const errors: FieldErrors = {};
  if (!oneOf(ReportType, draft.type)) addError(errors, 'type', M.typeRequired);
  if (draft.name === '') addError(errors, 'name', 'Name is required');
  if (!oneOf(ReportCreationMethod, draft.creation_method)) {
    addError(errors, 'creation_method', `Must be one of: ${Object.values(ReportCreationMethod).join(', ')}.`);
  }
  if (!oneOf(ReportFormat, draft.report_format)) addError(errors, 'report_format', `Must be one of: ${Object.values(ReportFormat).join(', ')}.`);
  checkSchedule(errors, draft, limits);
  checkContent(errors, draft);
  if (oneOf(ReportType, draft.type)) checkAlert(errors, draft);
  for (const recipient of draft.recipients) checkRecipient(errors, recipient.type, recipient.recipient_config_json);
  for (const field of ['grace_period', 'working_timeout', 'log_retention'] as const) {
    if (!Number.isInteger(draft[field]) || draft[field] < 0) addError(errors, field, 'Must be greater than or equal to 0.');
  }
  return errors;
}
