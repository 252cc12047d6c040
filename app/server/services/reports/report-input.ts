import type { OperatorValidatorConfig, RecipientConfig, RecipientType } from '../../reports/report-model.js';

/** One recipient as the API takes it: `{type, recipient_config_json: {target, ccTarget?, bccTarget?}}`. */
export interface ReportRecipientInput {
  type: RecipientType;
  recipient_config_json?: Partial<RecipientConfig>;
}

/**
 * The body of `POST /api/v1/report/` and `PUT /api/v1/report/{id}` (Superset's
 * `ReportScheduleRestApi.post` / `.put`; `saved_query` is Tessera's scheduled SQL Lab query).
 * Related objects are ids; `validator_config_json` and `extra` are objects.
 */
export interface ReportScheduleInput {
  type?: string;
  name?: string;
  description?: string | null;
  context_markdown?: string | null;
  active?: boolean;
  crontab?: string;
  timezone?: string;
  creation_method?: string | null;
  chart?: number | null;
  dashboard?: number | null;
  database?: number | null;
  saved_query?: number | null;
  sql?: string | null;
  validator_type?: string | null;
  validator_config_json?: Partial<OperatorValidatorConfig> | null;
  report_format?: string;
  force_screenshot?: boolean;
  custom_width?: number | null;
  extra?: Record<string, unknown>;
  grace_period?: number;
  working_timeout?: number;
  log_retention?: number;
  owners?: number[];
  recipients?: ReportRecipientInput[];
  /** Sent by Superset's modal; Tessera's subject is the prefix, the report name and the content title. */
  email_subject?: string | null;
}

/** A schedule as it will be stored: the current record with the input applied, before checks. */
export interface ReportDraft {
  type: string;
  name: string;
  description: string | null;
  context_markdown: string | null;
  active: boolean;
  crontab: string;
  timezone: string;
  creation_method: string;
  chart_id: number | null;
  dashboard_id: number | null;
  database_id: number | null;
  saved_query_id: number | null;
  sql: string | null;
  validator_type: string | null;
  validator_config_json: Record<string, unknown>;
  report_format: string;
  force_screenshot: boolean;
  custom_width: number | null;
  extra: Record<string, unknown>;
  grace_period: number;
  working_timeout: number;
  log_retention: number;
  owners: number[];
  recipients: { type: string; recipient_config_json: RecipientConfig }[];
}

/** Defaults of a new schedule (config.reports and the column defaults). */
export interface ReportDefaults {
  workingTimeoutSeconds: number;
  retentionDays: number;
  gracePeriodSeconds: number;
}

function recipientConfig(input: Partial<RecipientConfig> | undefined): RecipientConfig {
  const config: RecipientConfig = { target: input?.target ?? '' };
  if (input?.ccTarget) config.ccTarget = input.ccTarget;
  if (input?.bccTarget) config.bccTarget = input.bccTarget;
  return config;
}

/** The draft of a new schedule: the input over the defaults (a saved query's report defaults to CSV). */
export function draftForCreate(input: ReportScheduleInput, defaults: ReportDefaults): ReportDraft {
  return applyInput(
    {
      type: '',
      name: '',
      description: null,
      context_markdown: null,
      active: true,
      crontab: '',
      timezone: 'UTC',
      creation_method: 'alerts_reports',
      chart_id: null,
      dashboard_id: null,
      database_id: null,
      saved_query_id: null,
      sql: null,
      validator_type: null,
      validator_config_json: {},
      report_format: input.saved_query != null && input.report_format === undefined ? 'CSV' : 'PNG',
      force_screenshot: false,
      custom_width: null,
      extra: {},
      grace_period: defaults.gracePeriodSeconds,
      working_timeout: defaults.workingTimeoutSeconds,
      log_retention: defaults.retentionDays,
      owners: [],
      recipients: [],
    },
    input,
  );
}

/** The draft of an edit: only the fields the input names change (`{active}` alone toggles). */
export function applyInput(current: ReportDraft, input: ReportScheduleInput): ReportDraft {
  const next: ReportDraft = { ...current };
  const set = <K extends keyof ReportDraft>(key: K, value: ReportDraft[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  set('type', input.type);
  set('name', input.name?.trim());
  set('description', input.description);
  set('context_markdown', input.context_markdown);
  set('active', input.active);
  set('crontab', input.crontab?.trim());
  set('timezone', input.timezone);
  if (input.creation_method !== undefined) next.creation_method = input.creation_method ?? 'alerts_reports';
  set('chart_id', input.chart);
  set('dashboard_id', input.dashboard);
  set('database_id', input.database);
  set('saved_query_id', input.saved_query);
  set('sql', input.sql);
  set('validator_type', input.validator_type);
  if (input.validator_config_json !== undefined) next.validator_config_json = { ...(input.validator_config_json ?? {}) };
  set('report_format', input.report_format);
  set('force_screenshot', input.force_screenshot);
  set('custom_width', input.custom_width);
  set('extra', input.extra);
  set('grace_period', input.grace_period);
  set('working_timeout', input.working_timeout);
  set('log_retention', input.log_retention);
  if (input.owners !== undefined) next.owners = [...new Set(input.owners)];
  if (input.recipients !== undefined) {
    next.recipients = input.recipients.map((recipient) => ({ type: recipient.type, recipient_config_json: recipientConfig(recipient.recipient_config_json) }));
  }
  return next;
}
