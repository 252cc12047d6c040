/**
 * The alerts & reports API's rows as the web app reads and writes them (`/api/v1/report/`),
 * in Superset's shapes (`ReportScheduleRestApi.get_list`, `.get`, `.post`, `.put`,
 * `ReportExecutionLogRestApi.get_list`).
 */

/** A schedule's kind. */
export type ReportType = 'Report' | 'Alert';

/** A schedule's `last_state` and an execution log row's `state`, as Superset words them. */
export type ReportState = 'Working' | 'Success' | 'Error' | 'Not triggered' | 'On Grace';

/** What a report sends. */
export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'XLSX' | 'TEXT';

/** Where a schedule was created: a chart's menu, a dashboard's menu, or the Alerts & Reports page. */
export type ReportCreationMethod = 'charts' | 'dashboards' | 'alerts_reports';

/** How a recipient is reached. */
export type RecipientType = 'Email' | 'Webhook';

/** An alert's check of its SQL's value. */
export type ValidatorType = 'not null' | 'operator';

/** The comparisons an operator alert makes with its threshold. */
export type AlertOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';

/** `recipient_config_json`: Email addresses comma-separated in each field; a Webhook's URL in `target`. */
export interface RecipientConfig {
  target: string;
  ccTarget?: string;
  bccTarget?: string;
}

/** A user as the API names one (owners, creator, last editor). */
export interface ReportUser {
  id?: number;
  first_name: string;
  last_name: string;
}

/** A row of `GET /api/v1/report/`. */
export interface ReportListRow {
  id: number;
  type: ReportType;
  name: string;
  description: string | null;
  active: boolean;
  crontab: string;
  /** The server's readable schedule ("At 09:00"). */
  crontab_humanized?: string;
  timezone: string;
  creation_method: ReportCreationMethod | null;
  chart_id: number | null;
  dashboard_id: number | null;
  /** A scheduled SQL Lab query (Tessera). */
  saved_query_id?: number | null;
  database_id?: number | null;
  last_state: ReportState | null;
  last_eval_dttm: string | null;
  owners: ReportUser[];
  created_by?: ReportUser | null;
  changed_by?: ReportUser | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string;
  recipients: { id: number; type: RecipientType }[];
  /** Tessera lists the format too, so a menu's list can show it without loading each record. */
  report_format?: ReportFormat | null;
}

/** A recipient of a full record: its config as the JSON text the API answers (an object is read too). */
export interface ReportRecordRecipient {
  id?: number;
  type: RecipientType;
  recipient_config_json: string | RecipientConfig | null;
}

/** `GET /api/v1/report/{id}`'s `result`. */
export interface ReportRecord {
  id: number;
  type: ReportType;
  name: string;
  description: string | null;
  active: boolean | null;
  crontab: string;
  timezone: string;
  creation_method: ReportCreationMethod | null;
  chart: { id: number; slice_name: string | null; viz_type?: string | null } | null;
  dashboard: { id: number; dashboard_title: string | null } | null;
  database: { id: number; database_name: string } | null;
  /** A scheduled SQL Lab query (Tessera). */
  saved_query?: { id: number; label: string | null } | null;
  sql: string | null;
  validator_type: ValidatorType | null;
  /** The alert's check as the JSON text the API answers (as Superset does); an object is read too. */
  validator_config_json: { op?: AlertOperator; threshold?: number } | string | null;
  report_format: ReportFormat | null;
  force_screenshot: boolean | null;
  custom_width?: number | null;
  /** `{dashboard: {anchor: '<tab id>'}}` for a dashboard tab. */
  extra: Record<string, unknown> | null;
  grace_period: number | null;
  working_timeout: number | null;
  log_retention: number | null;
  last_state: ReportState | null;
  last_eval_dttm: string | null;
  owners: ReportUser[];
  recipients: ReportRecordRecipient[];
}

/** A recipient as `POST`/`PUT` take it. */
export interface ReportRecipientInput {
  type: RecipientType;
  recipient_config_json: RecipientConfig;
}

/** `POST /api/v1/report/`'s body (and a full `PUT`'s, every field optional there). */
export interface ReportPostBody {
  type: ReportType;
  name: string;
  description?: string | null;
  active?: boolean;
  crontab: string;
  /** A scheduled SQL Lab query (Tessera). */
  saved_query?: number | null;
  timezone?: string;
  creation_method?: ReportCreationMethod;
  chart?: number | null;
  dashboard?: number | null;
  database?: number;
  sql?: string;
  validator_type?: ValidatorType;
  validator_config_json?: { op?: AlertOperator; threshold?: number };
  report_format?: ReportFormat;
  force_screenshot?: boolean;
  custom_width?: number | null;
  extra?: Record<string, unknown>;
  grace_period?: number;
  working_timeout?: number;
  log_retention?: number;
  owners?: number[];
  recipients?: ReportRecipientInput[];
}

/** A full edit: any of the POST body's fields. */
export type ReportPutBody = Partial<ReportPostBody>;

/** A row of `GET /api/v1/report/{id}/log/`. */
export interface ReportLogRow {
  id: number;
  uuid?: string | null;
  scheduled_dttm: string;
  start_dttm: string | null;
  end_dttm: string | null;
  state: ReportState;
  error_message: string | null;
  value: number | null;
  value_row_json: string | null;
}

/** A rison list filter, as Superset's list endpoints take them. */
export interface ReportListFilter {
  col: string;
  opr: string;
  value: string | number | boolean | null;
}

/** The `q` of a list call. */
export interface ReportListQuery {
  filters?: ReportListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** A list answer: the rows of one page and how many there are in all. */
export interface ReportPage<Row> {
  count: number;
  result: Row[];
}
