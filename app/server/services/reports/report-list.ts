import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import { resolvePaging, type ListQuery } from '../../http/rison-query.js';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import { basicFilterCondition, filterConditions, orderReference, type FilterableColumn } from '../list-filter-sql.js';
import { selectFields } from '../select-fields.js';
import { loadReportRecords } from './report-records.js';
import { REPORT_LIST_COLUMNS, reportListItem } from './report-serializer.js';

const ORDERABLE: Record<string, string> = {
  name: 'report_schedule.name',
  type: 'report_schedule.type',
  active: 'report_schedule.active',
  description: 'report_schedule.description',
  last_state: 'report_schedule.last_state',
  last_eval_dttm: 'report_schedule.last_eval_dttm',
  changed_on: 'report_schedule.changed_on',
  changed_on_delta_humanized: 'report_schedule.changed_on',
  created_on: 'report_schedule.created_on',
  crontab: 'report_schedule.crontab',
  crontab_humanized: 'report_schedule.crontab',
  'changed_by.first_name': 'changer.first_name',
  'created_by.first_name': 'creator.first_name',
};
/** The columns the report list may be ordered by. */
export const REPORT_ORDER_COLUMNS = Object.keys(ORDERABLE);

const userIdOf = (value: unknown) => (typeof value === 'number' ? value : Number.parseInt(String(value), 10) || 0);
const ownedBy = (value: unknown) =>
  sql<SqlBool>`exists (select 1 from report_schedule_user where report_schedule_user.report_schedule_id = ${sql.ref('report_schedule.id')} and report_schedule_user.user_id = ${userIdOf(value)})`;
// Superset's `report_all_text`: the words may appear in the name or the description.
const allText = (value: unknown) => {
  const parts = ['report_schedule.name', 'report_schedule.description'].map((ref) => basicFilterCondition(ref, 'ct', value)!);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
};

const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'report_schedule.id' },
  name: { ref: 'report_schedule.name', custom: { report_all_text: allText } },
  type: { ref: 'report_schedule.type' },
  active: { ref: 'report_schedule.active' },
  description: { ref: 'report_schedule.description' },
  creation_method: { ref: 'report_schedule.creation_method' },
  chart_id: { ref: 'report_schedule.chart_id' },
  dashboard_id: { ref: 'report_schedule.dashboard_id' },
  saved_query_id: { ref: 'report_schedule.saved_query_id' },
  database_id: { ref: 'report_schedule.database_id' },
  last_state: { ref: 'report_schedule.last_state' },
  created_by: { ref: 'report_schedule.created_by_fk' },
  changed_by: { ref: 'report_schedule.changed_by_fk' },
  owners: { ref: 'report_schedule.id', custom: { rel_m_m: ownedBy } },
};

/**
 * Superset's `ReportScheduleFilter`: administrators see every schedule, anyone else the ones
 * they own or created. Single reads use it too, so a hidden schedule answers 404.
 */
export function reportVisibility(principal: Principal): ((eb: ExpressionBuilder<Database, 'report_schedule'>) => Expression<SqlBool>) | null {
  if (principal.isAdmin) return null;
  return (eb) =>
    eb.or([
      eb('report_schedule.created_by_fk', '=', principal.userId),
      eb.exists(
        eb
          .selectFrom('report_schedule_user')
          .select(sql`1`.as('one'))
          .whereRef('report_schedule_user.report_schedule_id', '=', 'report_schedule.id')
          .where('report_schedule_user.user_id', '=', principal.userId),
      ),
    ]);
}

/** `GET /api/v1/report/`: filtered, ordered and paged schedules the caller may see. */
export async function listReports(db: Kysely<Database>, principal: Principal, query: ListQuery) {
  let base = db
    .selectFrom('report_schedule')
    .leftJoin('ab_user as creator', 'creator.id', 'report_schedule.created_by_fk')
    .leftJoin('ab_user as changer', 'changer.id', 'report_schedule.changed_by_fk');
  const visible = reportVisibility(principal);
  if (visible) base = base.where((eb) => visible(eb as ExpressionBuilder<Database, 'report_schedule'>));
  for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll('report_schedule');
  const order = orderReference(query.order_column, ORDERABLE);
  page = order ? page.orderBy(sql.ref(order), query.order_direction ?? 'asc') : page.orderBy('report_schedule.changed_on', 'desc');
  page = page.orderBy('report_schedule.id', 'asc');
  const { offset, limit } = resolvePaging(query);
  if (limit !== null) page = page.limit(limit).offset(offset);
  const records = await loadReportRecords(db, await page.execute());
  const allowed = new Set(REPORT_LIST_COLUMNS);
  return {
    count: Number(total),
    ids: records.map((record) => record.row.id),
    result: records.map((record) => selectFields(reportListItem(record), query.select_columns ?? query.columns, allowed)),
  };
}
