/**
 * The shared vocabulary of alerts and reports: what the API stores, what the scheduler runs,
 * what rendering produces and what delivery sends. Values follow Superset's
 * (`ReportScheduleType`, `ReportState`, `ReportDataFormat`, `ReportRecipientType`).
 */

export const ReportType = Object.freeze({ ALERT: 'Alert', REPORT: 'Report' } as const);
export type ReportType = (typeof ReportType)[keyof typeof ReportType];

/** The states of a schedule (`last_state`) and of each execution log row. */
export const ReportState = Object.freeze({
  WORKING: 'Working',
  SUCCESS: 'Success',
  ERROR: 'Error',
  NOOP: 'Not triggered',
  GRACE: 'On Grace',
} as const);
export type ReportState = (typeof ReportState)[keyof typeof ReportState];

export const ReportFormat = Object.freeze({ PNG: 'PNG', PDF: 'PDF', CSV: 'CSV', XLSX: 'XLSX', TEXT: 'TEXT' } as const);
export type ReportFormat = (typeof ReportFormat)[keyof typeof ReportFormat];

export const ReportCreationMethod = Object.freeze({ CHARTS: 'charts', DASHBOARDS: 'dashboards', ALERTS_REPORTS: 'alerts_reports' } as const);
export type ReportCreationMethod = (typeof ReportCreationMethod)[keyof typeof ReportCreationMethod];

export const RecipientType = Object.freeze({ EMAIL: 'Email', WEBHOOK: 'Webhook' } as const);
export type RecipientType = (typeof RecipientType)[keyof typeof RecipientType];

export const ValidatorType = Object.freeze({ NOT_NULL: 'not null', OPERATOR: 'operator' } as const);
export type ValidatorType = (typeof ValidatorType)[keyof typeof ValidatorType];

export const ALERT_OPERATORS = Object.freeze(['<', '<=', '>', '>=', '==', '!='] as const);
export type AlertOperator = (typeof ALERT_OPERATORS)[number];

/** `validator_config_json` of an operator alert. */
export interface OperatorValidatorConfig {
  op: AlertOperator;
  threshold: number;
}

/** `recipient_config_json`: Email uses target (comma-separated), ccTarget, bccTarget; Webhook uses target (a URL). */
export interface RecipientConfig {
  target: string;
  ccTarget?: string;
  bccTarget?: string;
}

export interface ReportRecipient {
  type: RecipientType;
  recipient_config_json: RecipientConfig;
}

/** A schedule as the scheduler and the run pipeline read it (parsed JSON columns). */
export interface ReportToRun {
  id: number;
  type: ReportType;
  name: string;
  description: string | null;
  active: boolean;
  crontab: string;
  timezone: string;
  creation_method: ReportCreationMethod;
  chart_id: number | null;
  dashboard_id: number | null;
  /** A scheduled SQL Lab query (Tessera): its result goes out as CSV. */
  saved_query_id: number | null;
  database_id: number | null;
  sql: string | null;
  validator_type: ValidatorType | null;
  validator_config_json: Partial<OperatorValidatorConfig>;
  report_format: ReportFormat;
  force_screenshot: boolean;
  custom_width: number | null;
  /** `{ dashboard: { anchor?: string (tab id or JSON list of tab ids), activeTabs?: string[] } }` as Superset keeps it. */
  extra_json: Record<string, unknown>;
  grace_period: number;
  working_timeout: number;
  log_retention: number;
  last_state: ReportState;
  last_eval_dttm: string | null;
  created_by_fk: number | null;
  owners: number[];
  recipients: ReportRecipient[];
}

/** One image shown inline in a mail (cid) and sent to webhooks. */
export interface ReportImage {
  filename: string;
  data: Buffer;
}

export interface ReportAttachment {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** What rendering a report produced, ready for delivery. */
export interface ReportContent {
  /** The chart's, dashboard's or saved query's name (mail subject after the prefix and report name). */
  title: string;
  /** The link back to the chart or dashboard (user-friendly base URL). */
  url: string;
  description: string | null;
  /** PNG screenshots, shown inline. */
  images: ReportImage[];
  /** PDF, CSV or XLSX files. */
  attachments: ReportAttachment[];
  /** TEXT reports: the data as an HTML table (already escaped) for the mail body. */
  html: string | null;
  /** An alert's triggering value, when there is one. */
  alertValue?: number | null;
}

/** Renders the content of a report as its executor (the user whose permissions and RLS apply). */
export interface ReportRenderer {
  render(report: ReportToRun, executor: ReportExecutor, signal: AbortSignal): Promise<ReportContent>;
  close(): Promise<void>;
}

/** Sends content to every recipient; throws `ReportDeliveryError` naming what failed and the server's answer. */
export interface ReportNotifier {
  send(report: ReportToRun, content: ReportContent, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** Who a run acts as: the report's creator while they own it, else its first owner. */
export interface ReportExecutor {
  userId: number;
  username: string;
}

export function executorIdOf(report: Pick<ReportToRun, 'created_by_fk' | 'owners'>): number | null {
  if (report.created_by_fk !== null && report.owners.includes(report.created_by_fk)) return report.created_by_fk;
  return report.owners[0] ?? report.created_by_fk ?? null;
}

/** A failure of one step of a run, with the message the execution log keeps. */
export class ReportRunError extends Error {
  override name = 'ReportRunError';
}

export class ReportDeliveryError extends ReportRunError {
  override name = 'ReportDeliveryError';
}
