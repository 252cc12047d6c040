import type { Kysely } from 'kysely';
import { checkSelectStatement, dialectsToCheck } from '@core/query/adhoc-sql-guard/index.js';
import type { SqlDialect } from '@core/plugin-api/index.js';
import { ReportType } from '../../reports/report-model.js';
import { canAccessDatabase, canSeeDatabase } from '../../security/datasource-access.js';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import { canReadChart, datasourceOfChart, loadChartDatasources } from '../chart-access.js';
import { dashboardVisibility, type DashboardAccess } from '../dashboard-access.js';
import type { ReportDraft } from './report-input.js';
import { parseJsonObject } from '../../store/json-object-column.js';
import { REPORT_MESSAGES as M } from './report-messages.js';
import { addError, type FieldErrors } from './report-rules.js';

/** What reference checks need besides the store: the caller's dashboard access and engine dialects. */
export interface ReferenceContext {
  principal: Principal;
  dashboardAccess: DashboardAccess;
  /** The SQL dialect of a stored database's engine; undefined when its engine is not installed. */
  dialectOf(sqlalchemyUri: string): SqlDialect | undefined;
}

/** Which references the request names, so an edit re-checks only what it changes. */
export interface ChangedReferences {
  chart: boolean;
  dashboard: boolean;
  database: boolean;
  savedQuery: boolean;
  sql: boolean;
  /** `extra` (a dashboard tab anchor) changed. */
  extra: boolean;
  owners: boolean;
}

async function checkChart(db: Kysely<Database>, principal: Principal, id: number, errors: FieldErrors) {
  const chart = await db.selectFrom('slices').select(['id', 'datasource_id', 'datasource_type']).where('id', '=', id).executeTakeFirst();
  const datasources = chart ? await loadChartDatasources(db, [chart.datasource_id]) : new Map();
  if (!chart || !canReadChart(principal, datasourceOfChart(chart, datasources))) addError(errors, 'chart', M.chartMissing);
}

/** The tab ids an `extra.dashboard.anchor` names: one id, or a JSON list of ids. */
export function anchorTabIds(extra: Record<string, unknown>): string[] {
  const dashboard = extra['dashboard'];
  const anchor = dashboard !== null && typeof dashboard === 'object' ? (dashboard as Record<string, unknown>)['anchor'] : undefined;
  if (typeof anchor !== 'string' || anchor === '') return [];
  if (anchor.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(anchor);
      if (Array.isArray(list)) return list.map(String);
    } catch {
      return [anchor];
    }
  }
  return [anchor];
}

async function checkDashboard(db: Kysely<Database>, context: ReferenceContext, draft: ReportDraft, id: number, errors: FieldErrors) {
  let query = db.selectFrom('dashboards').select(['id', 'position_json']).where('id', '=', id);
  const visible = dashboardVisibility(context.principal, context.dashboardAccess);
  if (visible) query = query.where((eb) => visible(eb));
  const dashboard = await query.executeTakeFirst();
  if (!dashboard) return addError(errors, 'dashboard', M.dashboardMissing);
  const position = parseJsonObject(dashboard.position_json);
  const isTab = (tabId: string) => (position[tabId] as { type?: unknown } | undefined)?.type === 'TAB';
  const unknown = anchorTabIds(draft.extra).filter((tabId) => !isTab(tabId));
  if (unknown.length > 0) addError(errors, 'extra', M.badAnchor(unknown));
}

async function checkDatabase(db: Kysely<Database>, context: ReferenceContext, draft: ReportDraft, id: number, checkSql: boolean, errors: FieldErrors) {
  const database = await db.selectFrom('dbs').select(['id', 'database_name', 'sqlalchemy_uri']).where('id', '=', id).executeTakeFirst();
  if (!database || !canSeeDatabase(context.principal, database)) return addError(errors, 'database', M.databaseMissing);
  if (draft.type !== ReportType.ALERT) return;
  if (!canAccessDatabase(context.principal, database)) return addError(errors, 'database', M.databaseAccess(database.database_name));
  if (!checkSql || !draft.sql?.trim()) return;
  const checked = checkSelectStatement(draft.sql, { dialects: dialectsToCheck(context.dialectOf(database.sqlalchemy_uri)), subject: 'Alert query' });
  if (!checked.ok) addError(errors, 'sql', checked.violation.message);
}

async function checkSavedQuery(db: Kysely<Database>, principal: Principal, id: number, errors: FieldErrors) {
  const saved = await db.selectFrom('saved_query').select(['id', 'created_by_fk', 'user_id']).where('id', '=', id).executeTakeFirst();
  const mine = saved && (principal.isAdmin || saved.created_by_fk === principal.userId || saved.user_id === principal.userId);
  if (!mine) addError(errors, 'saved_query', M.savedQueryMissing);
}

async function checkOwners(db: Kysely<Database>, owners: readonly number[], errors: FieldErrors) {
  if (owners.length === 0) return;
  const found = await db.selectFrom('ab_user').select('id').where('id', 'in', [...owners]).execute();
  if (found.length !== owners.length) addError(errors, 'owners', 'Owners are invalid');
}

/**
 * Checks what a schedule points at, as the caller: the chart, dashboard, saved query and
 * database must exist and be readable by them ("… does not exist" otherwise, so nothing hidden
 * is revealed), an alert needs access to its whole database and a single read-only SELECT, a
 * dashboard tab anchor must name tabs of the dashboard, and owners must be users.
 */
export async function checkReferences(db: Kysely<Database>, context: ReferenceContext, draft: ReportDraft, changed: ChangedReferences, errors: FieldErrors): Promise<void> {
  if (draft.chart_id !== null && changed.chart) await checkChart(db, context.principal, draft.chart_id, errors);
  if (draft.dashboard_id !== null && (changed.dashboard || changed.extra)) await checkDashboard(db, context, draft, draft.dashboard_id, errors);
  if (draft.saved_query_id !== null && changed.savedQuery) await checkSavedQuery(db, context.principal, draft.saved_query_id, errors);
  if (draft.database_id !== null && (changed.database || changed.sql)) await checkDatabase(db, context, draft, draft.database_id, changed.sql || changed.database, errors);
  if (changed.owners) await checkOwners(db, draft.owners, errors);
}
