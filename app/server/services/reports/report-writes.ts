import type { Insertable, Kysely, Transaction } from 'kysely';
import { HttpError } from '../../http/http-error.js';
import type { Database } from '../../store/database.js';
import { nowIso } from '../../store/now-iso.js';
import type { ReportScheduleTable } from '../../store/tables/report-tables.js';
import type { ReportDraft } from './report-input.js';
import { REPORT_MESSAGES as M } from './report-messages.js';
import { parseJsonObject } from '../../store/json-object-column.js';
import type { ReportRecord } from './report-records.js';
import { addError, type FieldErrors } from './report-rules.js';

/** The draft of a stored schedule: what an edit starts from. */
export function draftOfRecord(record: ReportRecord): ReportDraft {
  const { row } = record;
  return {
    type: row.type,
    name: row.name,
    description: row.description,
    context_markdown: row.context_markdown,
    active: Boolean(row.active),
    crontab: row.crontab,
    timezone: row.timezone,
    creation_method: row.creation_method,
    chart_id: row.chart_id,
    dashboard_id: row.dashboard_id,
    database_id: row.database_id,
    saved_query_id: row.saved_query_id,
    sql: row.sql,
    validator_type: row.validator_type,
    validator_config_json: parseJsonObject(row.validator_config_json),
    report_format: row.report_format,
    force_screenshot: Boolean(row.force_screenshot),
    custom_width: row.custom_width,
    extra: parseJsonObject(row.extra_json),
    grace_period: row.grace_period,
    working_timeout: row.working_timeout,
    log_retention: row.log_retention,
    owners: record.owners.map((owner) => owner.id),
    recipients: record.recipients.map(({ type, recipient_config_json }) => ({ type, recipient_config_json })),
  };
}

/** 422 `{name: ['Name must be unique']}` when another schedule of the same type has the name. */
export async function checkNameFree(db: Kysely<Database>, draft: ReportDraft, except: number | null, errors: FieldErrors): Promise<void> {
  let taken = db.selectFrom('report_schedule').select('id').where('name', '=', draft.name).where('type', '=', draft.type);
  if (except !== null) taken = taken.where('id', '<>', except);
  if (await taken.executeTakeFirst()) addError(errors, 'name', M.nameTaken);
}

function scheduleColumns(draft: ReportDraft) {
  return {
    type: draft.type,
    name: draft.name,
    description: draft.description,
    context_markdown: draft.context_markdown,
    active: draft.active,
    crontab: draft.crontab,
    timezone: draft.timezone,
    creation_method: draft.creation_method,
    chart_id: draft.chart_id,
    dashboard_id: draft.dashboard_id,
    database_id: draft.database_id,
    saved_query_id: draft.saved_query_id,
    sql: draft.sql,
    validator_type: draft.validator_type,
    validator_config_json: JSON.stringify(draft.validator_config_json),
    report_format: draft.report_format,
    force_screenshot: draft.force_screenshot,
    custom_width: draft.custom_width,
    extra_json: JSON.stringify(draft.extra),
    grace_period: draft.grace_period,
    working_timeout: draft.working_timeout,
    log_retention: draft.log_retention,
  } satisfies Partial<Insertable<ReportScheduleTable>>;
}

async function writeOwners(trx: Transaction<Database>, id: number, owners: readonly number[]) {
  await trx.deleteFrom('report_schedule_user').where('report_schedule_id', '=', id).execute();
  if (owners.length > 0) await trx.insertInto('report_schedule_user').values(owners.map((user_id) => ({ user_id, report_schedule_id: id }))).execute();
}

async function writeRecipients(trx: Transaction<Database>, id: number, draft: ReportDraft, userId: number, now: string) {
  await trx.deleteFrom('report_recipient').where('report_schedule_id', '=', id).execute();
  if (draft.recipients.length === 0) return;
  await trx
    .insertInto('report_recipient')
    .values(
      draft.recipients.map((recipient) => ({
        type: recipient.type,
        recipient_config_json: JSON.stringify(recipient.recipient_config_json),
        report_schedule_id: id,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })),
    )
    .execute();
}

/** Inserts a checked schedule with its owners and recipients; answers its id. */
export async function insertReport(trx: Transaction<Database>, draft: ReportDraft, userId: number): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('report_schedule')
    .values({ ...scheduleColumns(draft), created_on: now, changed_on: now, created_by_fk: userId, changed_by_fk: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeOwners(trx, id, draft.owners);
  await writeRecipients(trx, id, draft, userId, now);
  return id;
}

/** Rewrites a checked schedule; owners and recipients are replaced only when the edit sent them. */
export async function updateReport(trx: Transaction<Database>, id: number, draft: ReportDraft, userId: number, sent: { owners: boolean; recipients: boolean }): Promise<void> {
  const now = nowIso();
  await trx.updateTable('report_schedule').set({ ...scheduleColumns(draft), changed_on: now, changed_by_fk: userId }).where('id', '=', id).execute();
  if (sent.owners) await writeOwners(trx, id, draft.owners);
  if (sent.recipients) await writeRecipients(trx, id, draft, userId, now);
}

/** Deletes schedules with their owners, recipients and execution logs. */
export async function deleteReports(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) throw HttpError.notFound();
  await trx.deleteFrom('report_execution_log').where('report_schedule_id', 'in', [...ids]).execute();
  await trx.deleteFrom('report_recipient').where('report_schedule_id', 'in', [...ids]).execute();
  await trx.deleteFrom('report_schedule_user').where('report_schedule_id', 'in', [...ids]).execute();
  await trx.deleteFrom('report_schedule').where('id', 'in', [...ids]).execute();
}
