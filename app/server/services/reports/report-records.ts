import type { Kysely, Selectable } from 'kysely';
import type { RecipientConfig } from '../../reports/report-model.js';
import type { Database } from '../../store/database.js';
import type { ReportScheduleTable } from '../../store/tables/report-tables.js';
import { loadUserNames, type UserName } from '../user-names.js';
import { parseRecipientConfig } from './report-json.js';

export type ReportScheduleRow = Selectable<ReportScheduleTable>;

/** A stored recipient with its parsed configuration. */
export interface StoredRecipient {
  id: number;
  type: string;
  recipient_config_json: RecipientConfig;
}

/** A schedule with everything its answers name: owners, recipients, users and related objects. */
export interface ReportRecord {
  row: ReportScheduleRow;
  owners: UserName[];
  recipients: StoredRecipient[];
  createdBy: UserName | null;
  changedBy: UserName | null;
  chart: { id: number; slice_name: string | null; viz_type: string | null } | null;
  dashboard: { id: number; dashboard_title: string | null } | null;
  database: { id: number; database_name: string } | null;
  savedQuery: { id: number; label: string | null } | null;
}

const ids = (values: Iterable<number | null>) => [...new Set([...values].filter((v): v is number => v !== null))];

async function byId<T extends { id: number }>(rows: Promise<T[]>): Promise<Map<number, T>> {
  return new Map((await rows).map((row) => [row.id, row]));
}

/** Loads the related parts of the given schedules with one query per kind. */
export async function loadReportRecords(db: Kysely<Database>, rows: readonly ReportScheduleRow[]): Promise<ReportRecord[]> {
  if (rows.length === 0) return [];
  const scheduleIds = rows.map((row) => row.id);
  const ownerLinks = await db.selectFrom('report_schedule_user').select(['report_schedule_id', 'user_id']).where('report_schedule_id', 'in', scheduleIds).orderBy('id').execute();
  const recipientRows = await db
    .selectFrom('report_recipient')
    .select(['id', 'type', 'recipient_config_json', 'report_schedule_id'])
    .where('report_schedule_id', 'in', scheduleIds)
    .orderBy('id')
    .execute();
  const users = await loadUserNames(db, [...ownerLinks.map((link) => link.user_id), ...rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk])]);
  const chartIds = ids(rows.map((row) => row.chart_id));
  const dashboardIds = ids(rows.map((row) => row.dashboard_id));
  const databaseIds = ids(rows.map((row) => row.database_id));
  const savedQueryIds = ids(rows.map((row) => row.saved_query_id));
  const charts = await byId(chartIds.length ? db.selectFrom('slices').select(['id', 'slice_name', 'viz_type']).where('id', 'in', chartIds).execute() : Promise.resolve([]));
  const dashboards = await byId(dashboardIds.length ? db.selectFrom('dashboards').select(['id', 'dashboard_title']).where('id', 'in', dashboardIds).execute() : Promise.resolve([]));
  const databases = await byId(databaseIds.length ? db.selectFrom('dbs').select(['id', 'database_name']).where('id', 'in', databaseIds).execute() : Promise.resolve([]));
  const savedQueries = await byId(savedQueryIds.length ? db.selectFrom('saved_query').select(['id', 'label']).where('id', 'in', savedQueryIds).execute() : Promise.resolve([]));
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  const related = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return rows.map((row) => ({
    row,
    owners: ownerLinks.filter((link) => link.report_schedule_id === row.id).flatMap((link) => users.get(link.user_id) ?? []),
    recipients: recipientRows
      .filter((recipient) => recipient.report_schedule_id === row.id)
      .map((recipient) => ({ id: recipient.id, type: recipient.type, recipient_config_json: parseRecipientConfig(recipient.recipient_config_json) })),
    createdBy: user(row.created_by_fk),
    changedBy: user(row.changed_by_fk),
    chart: related(charts, row.chart_id),
    dashboard: related(dashboards, row.dashboard_id),
    database: related(databases, row.database_id),
    savedQuery: related(savedQueries, row.saved_query_id),
  }));
}
