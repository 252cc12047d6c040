import { sql, type Kysely, type Selectable } from 'kysely';
import { HttpError } from '../../http/http-error.js';
import { resolvePaging, type ListQuery } from '../../http/rison-query.js';
import type { Database } from '../../store/database.js';
import type { ReportExecutionLogTable } from '../../store/tables/report-tables.js';
import { filterConditions, orderReference, type FilterableColumn } from '../list-filter-sql.js';
import { selectFields } from '../select-fields.js';

/** The columns of an execution log row (Superset's `ReportExecutionLogRestApi.get_list`). */
export const REPORT_LOG_COLUMNS = ['id', 'uuid', 'scheduled_dttm', 'start_dttm', 'end_dttm', 'value', 'value_row_json', 'state', 'error_message'];

const ORDERABLE: Record<string, string> = {
  state: 'report_execution_log.state',
  value: 'report_execution_log.value',
  error_message: 'report_execution_log.error_message',
  end_dttm: 'report_execution_log.end_dttm',
  start_dttm: 'report_execution_log.start_dttm',
  scheduled_dttm: 'report_execution_log.scheduled_dttm',
};
/** The columns the log list may be ordered by. */
export const REPORT_LOG_ORDER_COLUMNS = Object.keys(ORDERABLE);

const FILTERABLE: Record<string, FilterableColumn> = {
  state: { ref: 'report_execution_log.state' },
  error_message: { ref: 'report_execution_log.error_message' },
};

function logItem(row: Selectable<ReportExecutionLogTable>) {
  return {
    id: row.id,
    uuid: row.uuid,
    scheduled_dttm: row.scheduled_dttm,
    start_dttm: row.start_dttm,
    end_dttm: row.end_dttm,
    value: row.value,
    value_row_json: row.value_row_json,
    state: row.state,
    error_message: row.error_message,
  };
}

/** `GET /api/v1/report/{id}/log/`: a schedule's execution logs, newest first unless ordered otherwise. */
export async function listReportLogs(db: Kysely<Database>, scheduleId: number, query: ListQuery) {
  let base = db.selectFrom('report_execution_log').where('report_execution_log.report_schedule_id', '=', scheduleId);
  for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll('report_execution_log');
  const order = orderReference(query.order_column, ORDERABLE);
  page = order
    ? page.orderBy(sql.ref(order), query.order_direction ?? 'asc')
    : page.orderBy('report_execution_log.scheduled_dttm', 'desc').orderBy('report_execution_log.start_dttm', 'desc');
  page = page.orderBy('report_execution_log.id', 'desc');
  const { offset, limit } = resolvePaging(query);
  if (limit !== null) page = page.limit(limit).offset(offset);
  const rows = await page.execute();
  const allowed = new Set(REPORT_LOG_COLUMNS);
  return {
    count: Number(total),
    ids: rows.map((row) => row.id),
    result: rows.map((row) => selectFields(logItem(row), query.select_columns ?? query.columns, allowed)),
  };
}

/** `GET /api/v1/report/{id}/log/{log_id}`: one execution log of the schedule; 404 when it has no such log. */
export async function showReportLog(db: Kysely<Database>, scheduleId: number, logId: number) {
  const row = await db.selectFrom('report_execution_log').selectAll().where('id', '=', logId).where('report_schedule_id', '=', scheduleId).executeTakeFirst();
  if (!row) throw HttpError.notFound();
  return logItem(row);
}
