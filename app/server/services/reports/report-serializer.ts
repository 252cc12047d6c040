import { humanizeDelta } from '../humanize-delta.js';
import type { UserName } from '../user-names.js';
import { humanizeCrontab } from './report-cron.js';
import { parseJsonObject } from '../../store/json-object-column.js';
import type { ReportRecord } from './report-records.js';

/** The columns of the report list, which `q=(select_columns:!(…))` may select from. */
export const REPORT_LIST_COLUMNS = [
  'id', 'name', 'type', 'active', 'crontab', 'crontab_humanized', 'timezone', 'description', 'creation_method',
  'chart_id', 'dashboard_id', 'saved_query_id', 'database_id', 'report_format', 'last_state', 'last_eval_dttm',
  'last_value', 'changed_on', 'changed_on_delta_humanized', 'created_on', 'created_by.id', 'created_by.first_name',
  'created_by.last_name', 'changed_by.id', 'changed_by.first_name', 'changed_by.last_name', 'owners.id',
  'owners.first_name', 'owners.last_name', 'recipients.id', 'recipients.type', 'extra',
];

/** The columns of one schedule (`GET /api/v1/report/{id}`). */
export const REPORT_SHOW_COLUMNS = [
  'id', 'name', 'type', 'description', 'context_markdown', 'active', 'crontab', 'timezone', 'creation_method',
  'chart.id', 'chart.slice_name', 'chart.viz_type', 'dashboard.id', 'dashboard.dashboard_title', 'database.id',
  'database.database_name', 'saved_query.id', 'saved_query.label', 'sql', 'validator_type', 'validator_config_json',
  'report_format', 'force_screenshot', 'custom_width', 'extra', 'grace_period', 'working_timeout', 'log_retention',
  'last_state', 'last_eval_dttm', 'last_value', 'last_value_row_json', 'owners.id', 'owners.first_name',
  'owners.last_name', 'recipients.id', 'recipients.type', 'recipients.recipient_config_json',
];

const person = (user: UserName | null) => user && { id: user.id, first_name: user.first_name, last_name: user.last_name };

/** One row of `GET /api/v1/report/` (Superset's `ReportScheduleRestApi.get_list`). */
export function reportListItem(record: ReportRecord) {
  const { row } = record;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    active: Boolean(row.active),
    crontab: row.crontab,
    crontab_humanized: humanizeCrontab(row.crontab),
    timezone: row.timezone,
    description: row.description,
    creation_method: row.creation_method,
    chart_id: row.chart_id,
    dashboard_id: row.dashboard_id,
    saved_query_id: row.saved_query_id,
    database_id: row.database_id,
    report_format: row.report_format,
    last_state: row.last_state,
    last_eval_dttm: row.last_eval_dttm,
    last_value: row.last_value,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    created_on: row.created_on,
    created_by: person(record.createdBy),
    changed_by: person(record.changedBy),
    owners: record.owners.map(person),
    recipients: record.recipients.map((recipient) => ({ id: recipient.id, type: recipient.type })),
    extra: parseJsonObject(row.extra_json),
  };
}

/**
 * `GET /api/v1/report/{id}` (Superset's `ReportScheduleRestApi.get`). As in Superset,
 * `validator_config_json` and each recipient's `recipient_config_json` are the stored JSON text
 * (strings), while `extra` is an object.
 */
export function reportDetail(record: ReportRecord) {
  const { row } = record;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    context_markdown: row.context_markdown,
    active: Boolean(row.active),
    crontab: row.crontab,
    timezone: row.timezone,
    creation_method: row.creation_method,
    chart: record.chart,
    dashboard: record.dashboard,
    database: record.database,
    saved_query: record.savedQuery,
    sql: row.sql,
    validator_type: row.validator_type,
    validator_config_json: row.validator_config_json,
    report_format: row.report_format,
    force_screenshot: Boolean(row.force_screenshot),
    custom_width: row.custom_width,
    extra: parseJsonObject(row.extra_json),
    grace_period: row.grace_period,
    working_timeout: row.working_timeout,
    log_retention: row.log_retention,
    last_state: row.last_state,
    last_eval_dttm: row.last_eval_dttm,
    last_value: row.last_value,
    last_value_row_json: row.last_value_row_json,
    owners: record.owners.map(person),
    recipients: record.recipients.map((recipient) => ({
      id: recipient.id,
      type: recipient.type,
      recipient_config_json: JSON.stringify(recipient.recipient_config_json),
    })),
  };
}
