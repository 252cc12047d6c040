/**
 * JSON Schemas of the alerts & reports API (`/api/v1/report/…`), after Superset's
 * `ReportScheduleRestApi` and `ReportExecutionLogRestApi`. Shapes are checked here (400);
 * rules that need the store or span fields (cron, timezone, content, recipients) are the
 * service's (422).
 */
import { ID_FIELD, NAME_LENGTH, integerField, nameField, textField } from '../http/bounded-fields.js';
import { OPEN_OBJECT } from './database-schemas.js';

const nullableText = textField(undefined, { nullable: true });
const nullableId = { ...ID_FIELD, type: ['integer', 'null'] } as const;
/** Grace periods and working timeouts, in seconds (at most a year). */
const seconds = integerField(0, 365 * 24 * 60 * 60);

/** `extra`: the dashboard state a report shoots (`{dashboard: {anchor, activeTabs, dataMask, urlParams}}`). */
const REPORT_EXTRA = {
  type: 'object',
  maxProperties: 20,
  propertyNames: { maxLength: NAME_LENGTH },
  properties: {
    dashboard: {
      type: 'object',
      maxProperties: 20,
      propertyNames: { maxLength: NAME_LENGTH },
      properties: { anchor: textField(10_000) },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
} as const;

const RECIPIENT = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    type: { enum: ['Email', 'Webhook'] },
    recipient_config_json: {
      type: 'object',
      additionalProperties: false,
      properties: { target: textField(4000), ccTarget: textField(4000), bccTarget: textField(4000) },
    },
  },
} as const;

const reportFields = {
  type: { enum: ['Alert', 'Report'] },
  name: nameField(150, { minLength: 1 }),
  description: nullableText,
  context_markdown: nullableText,
  active: { type: 'boolean' },
  crontab: nameField(1000, { minLength: 1 }),
  timezone: nameField(100, { minLength: 1 }),
  creation_method: { enum: ['charts', 'dashboards', 'alerts_reports', null] },
  chart: nullableId,
  dashboard: nullableId,
  database: nullableId,
  saved_query: nullableId,
  sql: nullableText,
  validator_type: { enum: ['not null', 'operator', null] },
  validator_config_json: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { op: { enum: ['<', '<=', '>', '>=', '==', '!='] }, threshold: { type: 'number', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } },
  },
  report_format: { enum: ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'] },
  force_screenshot: { type: 'boolean' },
  custom_width: { type: ['integer', 'null'], minimum: 100, maximum: 10_000 },
  extra: REPORT_EXTRA,
  grace_period: seconds,
  working_timeout: seconds,
  /** Days of execution logs kept (at most ten years). */
  log_retention: integerField(0, 3650),
  owners: { type: 'array', items: ID_FIELD },
  recipients: { type: 'array', items: RECIPIENT },
  email_subject: nameField(255, { nullable: true }),
} as const;

/** `POST /api/v1/report/` (Superset's `ReportScheduleRestApi.post`). */
export const REPORT_POST_BODY = {
  type: 'object',
  required: ['type', 'name', 'crontab'],
  additionalProperties: false,
  properties: reportFields,
} as const;

/** `PUT /api/v1/report/{pk}`: any of the fields (`{active}` alone toggles a schedule). */
export const REPORT_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: reportFields,
} as const;

/** `{id, result}` answers of create and update. */
export const REPORT_WRITE_RESPONSE = { type: 'object', properties: { id: { type: 'integer' }, result: OPEN_OBJECT } } as const;

/** `GET /api/v1/report/{pk}`: Flask-AppBuilder's show envelope. */
export const REPORT_SHOW_RESPONSE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    result: OPEN_OBJECT,
    show_columns: { type: 'array', items: { type: 'string' } },
    show_title: { type: 'string' },
    label_columns: OPEN_OBJECT,
    description_columns: OPEN_OBJECT,
  },
} as const;

/** The path of one execution log. */
export const REPORT_LOG_PARAMS = {
  type: 'object',
  required: ['pk', 'log_id'],
  properties: { pk: ID_FIELD, log_id: ID_FIELD },
} as const;
