import type {
  AuditColumns,
  DefaultedJsonText,
  Flag,
  IdColumn,
  JsonText,
  Timestamp,
  UuidColumn,
} from '../column-types.js';
import type { Generated } from 'kysely';

/** Alerts and reports: schedules, recipients, execution logs and owners. */

export interface ReportScheduleTable extends AuditColumns {
  id: IdColumn;
  /** 'Alert' or 'Report'. */
  type: string;
  name: string;
  description: string | null;
  context_markdown: string | null;
  active: Flag;
  crontab: string;
  timezone: Generated<string>;
  /** 'charts', 'dashboards' or 'alerts_reports'. */
  creation_method: Generated<string>;
  sql: string | null;
  chart_id: number | null;
  dashboard_id: number | null;
  database_id: number | null;
  /** A scheduled SQL Lab query: the saved query whose result goes out as CSV. */
  saved_query_id: number | null;
  last_eval_dttm: Timestamp;
  last_state: Generated<string>;
  last_value: number | null;
  last_value_row_json: JsonText;
  validator_type: string | null;
  validator_config_json: DefaultedJsonText;
  /** Days of execution log to keep. */
  log_retention: Generated<number>;
  /** Seconds after an alert fires during which it stays quiet. */
  grace_period: Generated<number>;
  /** Seconds a run may take before it is marked as timed out. */
  working_timeout: Generated<number>;
  /** 'PNG', 'PDF', 'CSV', 'XLSX' or 'TEXT'. */
  report_format: Generated<string>;
  force_screenshot: Flag;
  custom_width: number | null;
  extra_json: DefaultedJsonText;
}

export interface ReportRecipientTable extends AuditColumns {
  id: IdColumn;
  /** 'Email' or 'Webhook'. */
  type: string;
  recipient_config_json: DefaultedJsonText;
  report_schedule_id: number;
}

export interface ReportExecutionLogTable {
  id: IdColumn;
  uuid: UuidColumn;
  scheduled_dttm: string;
  start_dttm: Timestamp;
  end_dttm: Timestamp;
  value: number | null;
  value_row_json: JsonText;
  /** 'Working', 'Success', 'Error', 'Not triggered', 'On Grace'. */
  state: string;
  error_message: string | null;
  report_schedule_id: number;
}

/** Report owners. */
export interface ReportScheduleUserTable {
  id: IdColumn;
  user_id: number;
  report_schedule_id: number;
}
