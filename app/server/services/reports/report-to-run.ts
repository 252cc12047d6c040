import type { Kysely, Selectable } from 'kysely';
import type {
  OperatorValidatorConfig,
  RecipientType,
  ReportCreationMethod,
  ReportFormat,
  ReportRecipient,
  ReportState,
  ReportToRun,
  ReportType,
  ValidatorType,
} from '../../reports/report-model.js';
import type { Database } from '../../store/database.js';
import type { ReportScheduleTable } from '../../store/tables/report-tables.js';
import { parseJsonObject } from '../../store/json-object-column.js';
import { parseRecipientConfig } from './report-json.js';

type ScheduleRow = Selectable<ReportScheduleTable>;

/** The owners (user ids) and parsed recipients of the given schedules, keyed by schedule id. */
async function loadOwnersAndRecipients(db: Kysely<Database>, ids: readonly number[]) {
  const owners = new Map<number, number[]>();
  const recipients = new Map<number, ReportRecipient[]>();
  if (ids.length === 0) return { owners, recipients };
  const ownerRows = await db
    .selectFrom('report_schedule_user')
    .select(['report_schedule_id', 'user_id'])
    .where('report_schedule_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of ownerRows) owners.set(row.report_schedule_id, [...(owners.get(row.report_schedule_id) ?? []), row.user_id]);
  const recipientRows = await db
    .selectFrom('report_recipient')
    .select(['report_schedule_id', 'type', 'recipient_config_json'])
    .where('report_schedule_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of recipientRows) {
    const recipient: ReportRecipient = {
      type: row.type as RecipientType,
      recipient_config_json: parseRecipientConfig(row.recipient_config_json),
    };
    recipients.set(row.report_schedule_id, [...(recipients.get(row.report_schedule_id) ?? []), recipient]);
  }
  return { owners, recipients };
}

function toReportToRun(row: ScheduleRow, owners: number[], recipients: ReportRecipient[]): ReportToRun {
  return {
    id: row.id,
    type: row.type as ReportType,
    name: row.name,
    description: row.description,
    active: Boolean(row.active),
    crontab: row.crontab,
    timezone: row.timezone,
    creation_method: row.creation_method as ReportCreationMethod,
    chart_id: row.chart_id,
    dashboard_id: row.dashboard_id,
    saved_query_id: row.saved_query_id,
    database_id: row.database_id,
    sql: row.sql,
    validator_type: (row.validator_type as ValidatorType | null) ?? null,
    validator_config_json: parseJsonObject(row.validator_config_json) as Partial<OperatorValidatorConfig>,
    report_format: row.report_format as ReportFormat,
    force_screenshot: Boolean(row.force_screenshot),
    custom_width: row.custom_width,
    extra_json: parseJsonObject(row.extra_json),
    grace_period: row.grace_period,
    working_timeout: row.working_timeout,
    log_retention: row.log_retention,
    last_state: row.last_state as ReportState,
    last_eval_dttm: row.last_eval_dttm,
    created_by_fk: row.created_by_fk,
    owners,
    recipients,
  };
}

async function withRelations(db: Kysely<Database>, rows: ScheduleRow[]): Promise<ReportToRun[]> {
  const { owners, recipients } = await loadOwnersAndRecipients(db, rows.map((row) => row.id));
  return rows.map((row) => toReportToRun(row, owners.get(row.id) ?? [], recipients.get(row.id) ?? []));
}

/** One schedule with its owners and parsed recipients, or `null` when it does not exist. */
export async function loadReportToRun(db: Kysely<Database>, id: number): Promise<ReportToRun | null> {
  const row = await db.selectFrom('report_schedule').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [report] = await withRelations(db, [row]);
  return report ?? null;
}

/** Every active schedule (by id), with owners and parsed recipients: what the scheduler considers each tick. */
export async function listActiveReports(db: Kysely<Database>): Promise<ReportToRun[]> {
  const rows = await db.selectFrom('report_schedule').selectAll().where('active', '=', true).orderBy('id').execute();
  return withRelations(db, rows);
}
