import type { ExpressionBuilder, Kysely } from 'kysely';
import type { SqlDialect } from '@core/plugin-api/index.js';
import { HttpError } from '../../http/http-error.js';
import type { ItemQuery, ListQuery } from '../../http/rison-query.js';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import type { DashboardAccess } from '../dashboard-access.js';
import { userRoleIds } from '../dashboard-roles.js';
import { selectFields } from '../select-fields.js';
import { isUniqueViolation } from '../unique-violation.js';
import { applyInput, draftForCreate, type ReportDefaults, type ReportDraft, type ReportScheduleInput } from './report-input.js';
import { listReports, reportVisibility } from './report-list.js';
import { REPORT_MESSAGES as M } from './report-messages.js';
import { loadReportRecords, type ReportRecord } from './report-records.js';
import { checkReferences, type ChangedReferences } from './report-references.js';
import { checkDraftRules, type ScheduleLimits } from './report-rules.js';
import { REPORT_SHOW_COLUMNS, reportDetail } from './report-serializer.js';
import { checkNameFree, deleteReports, draftOfRecord, insertReport, updateReport } from './report-writes.js';

/** What the report service needs besides the store. */
export interface ReportServiceOptions {
  defaults: ReportDefaults;
  limits: ScheduleLimits;
  /** The DASHBOARD_RBAC feature flag (which dashboards a caller may point a report at). */
  dashboardRbac: boolean;
  /** The SQL dialect of a database's engine, for the alert SQL check; undefined when unknown. */
  dialectOf(sqlalchemyUri: string): SqlDialect | undefined;
}

/** Two concurrent saves of one name: the store's unique constraint decides, with the same answer. */
function nameRace(error: unknown): never {
  if (isUniqueViolation(error)) throw HttpError.unprocessable({ name: [M.nameTaken] });
  throw error;
}

const ALL_CHANGED: ChangedReferences = { chart: true, dashboard: true, database: true, savedQuery: true, sql: true, extra: true, owners: true };

/**
 * Alerts and reports (`/api/v1/report/`): Superset's rules over the report tables. Administrators
 * see and change every schedule; anyone else only the ones they own or created (others are
 * 404), and changes need ownership (403). Every write is checked in full and made in one
 * transaction, so a refused request writes nothing.
 */
export class ReportSchedules {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ReportServiceOptions,
  ) {}

  list(principal: Principal, query: ListQuery) {
    return listReports(this.db, principal, query);
  }

  /** The visible schedules of the given ids; 404 when any is missing or hidden. */
  async findMany(principal: Principal, ids: readonly number[], db: Kysely<Database> = this.db): Promise<ReportRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw HttpError.notFound();
    let query = db.selectFrom('report_schedule').selectAll().where('id', 'in', unique);
    const visible = reportVisibility(principal);
    if (visible) query = query.where((eb) => visible(eb as ExpressionBuilder<Database, 'report_schedule'>));
    const rows = await query.orderBy('id').execute();
    if (rows.length !== unique.length) throw HttpError.notFound();
    return loadReportRecords(db, rows);
  }

  async find(principal: Principal, id: number, db: Kysely<Database> = this.db): Promise<ReportRecord> {
    const [record] = await this.findMany(principal, [id], db);
    return record!;
  }

  async show(principal: Principal, id: number, query: ItemQuery) {
    const record = await this.find(principal, id);
    return selectFields(reportDetail(record), query.columns, new Set(REPORT_SHOW_COLUMNS));
  }

  async create(principal: Principal, input: ReportScheduleInput) {
    const draft = draftForCreate(input, this.options.defaults);
    draft.owners = [...new Set([principal.userId, ...draft.owners])];
    const id = await this.db
      .transaction()
      .execute(async (trx) => {
        await this.validate(trx, principal, draft, ALL_CHANGED, this.options.limits, null);
        return insertReport(trx, draft, principal.userId);
      })
      .catch(nameRace);
    return { id, result: input };
  }

  /** A full edit or `{active}` alone: the stored schedule with the sent fields applied, checked whole. */
  async update(principal: Principal, id: number, input: ReportScheduleInput) {
    await this.db.transaction().execute(async (trx) => {
      const record = await this.find(principal, id, trx);
      this.checkOwnership(principal, record);
      const draft = applyInput(draftOfRecord(record), input);
      // An owner may hand the schedule over, but not lock themselves out unless they administer everything.
      if (input.owners !== undefined && !principal.isAdmin && !draft.owners.includes(principal.userId)) draft.owners.push(principal.userId);
      const scheduleSent = input.crontab !== undefined || input.timezone !== undefined || input.type !== undefined;
      const limits = scheduleSent ? this.options.limits : { alertMinimumIntervalSeconds: 0, reportMinimumIntervalSeconds: 0 };
      const changed: ChangedReferences = {
        chart: input.chart !== undefined,
        dashboard: input.dashboard !== undefined,
        database: input.database !== undefined || input.type !== undefined,
        savedQuery: input.saved_query !== undefined,
        sql: input.sql !== undefined,
        extra: input.extra !== undefined,
        owners: input.owners !== undefined,
      };
      await this.validate(trx, principal, draft, changed, limits, id);
      await updateReport(trx, id, draft, principal.userId, { owners: input.owners !== undefined, recipients: input.recipients !== undefined });
    }).catch(nameRace);
    return { id, result: input };
  }

  /** Deletes schedules, all or none: 404 when any is missing or hidden, 403 when the caller does not own one. */
  async removeMany(principal: Principal, ids: readonly number[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const records = await this.findMany(principal, ids, trx);
      for (const record of records) this.checkOwnership(principal, record);
      await deleteReports(trx, records.map((record) => record.row.id));
      return records.length;
    });
  }

  private checkOwnership(principal: Principal, record: ReportRecord): void {
    if (!principal.isAdmin && !record.owners.some((owner) => owner.id === principal.userId)) throw HttpError.forbidden(M.forbidden);
  }

  private async dashboardAccessOf(db: Kysely<Database>, principal: Principal): Promise<DashboardAccess> {
    const rbac = this.options.dashboardRbac;
    return { rbac, roleIds: rbac && !principal.isAdmin ? await userRoleIds(db, principal.userId) : [] };
  }

  private async validate(db: Kysely<Database>, principal: Principal, draft: ReportDraft, changed: ChangedReferences, limits: ScheduleLimits, except: number | null) {
    const errors = checkDraftRules(draft, limits);
    const context = { principal, dashboardAccess: await this.dashboardAccessOf(db, principal), dialectOf: this.options.dialectOf };
    await checkReferences(db, context, draft, changed, errors);
    await checkNameFree(db, draft, except, errors);
    if (Object.keys(errors).length > 0) throw HttpError.unprocessable(errors);
  }
}
