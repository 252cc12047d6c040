import type { Kysely, Transaction } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { ListQuery } from '../http/rison-query.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { EngineSpecOf } from './dashboard-content.js';
import { RowLevelSecurity } from './row-level-security.js';
import { validateRuleInput, type ResolvedRule, type RuleInput } from './row-level-security-input.js';
import { listRules } from './row-level-security-list.js';
import { loadRuleRecords, ruleDetail, type RuleRecord } from './row-level-security-records.js';
import { isUniqueViolation } from './unique-violation.js';

/** Superset's answer for a rule that does not exist. */
const RULE_NOT_FOUND = 'RLS rule not found.';

/**
 * The row-level-security rules an administrator manages (`/api/v1/rowlevelsecurity/`): list,
 * show, create, change and delete. Every write is one transaction and clears the runtime's rule
 * cache once committed, so the next query of any user is filtered by the new rules.
 */
export class RowLevelSecurityRules {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly specOf: EngineSpecOf,
  ) {}

  list(query: ListQuery) {
    return listRules(this.db, query);
  }

  async show(id: number) {
    return { id, result: ruleDetail(await this.record(id)) };
  }

  async create(principal: Principal, input: RuleInput) {
    const rule = await validateRuleInput(this.db, this.specOf, input);
    const now = nowIso();
    const id = await this.write(rule.name, async (trx) => {
      const inserted = await trx
        .insertInto('row_level_security_filters')
        .values({ ...columnsOf(rule), created_on: now, changed_on: now, created_by_fk: principal.userId, changed_by_fk: principal.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await linkRule(trx, inserted.id, rule);
      return inserted.id;
    });
    return { id, result: responseOf(rule) };
  }

  async update(principal: Principal, id: number, input: Partial<RuleInput>) {
    const record = await this.record(id);
    const current = { id, ...columnsOf(record.rule), tables: record.tables.map((t) => t.id), roles: record.roles.map((r) => r.id) };
    const rule = await validateRuleInput(this.db, this.specOf, input, current);
    await this.write(rule.name, async (trx) => {
      await trx
        .updateTable('row_level_security_filters')
        .set({ ...columnsOf(rule), changed_on: nowIso(), changed_by_fk: principal.userId })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', id).execute();
      await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', id).execute();
      await linkRule(trx, id, rule);
    });
    return { id, result: responseOf(rule) };
  }

  /** Deletes rules, all or none: 404 when any of them does not exist. */
  async removeMany(ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw HttpError.notFound(RULE_NOT_FOUND);
    const found = await this.db.selectFrom('row_level_security_filters').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw HttpError.notFound(RULE_NOT_FOUND);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', unique).execute();
      await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', unique).execute();
      await trx.deleteFrom('row_level_security_filters').where('id', 'in', unique).execute();
    });
    RowLevelSecurity.of(this.db).clearCache();
    return unique.length;
  }

  private async record(id: number): Promise<RuleRecord> {
    const row = await this.db.selectFrom('row_level_security_filters').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.notFound(RULE_NOT_FOUND);
    return (await loadRuleRecords(this.db, [row]))[0]!;
  }

  /** Runs a write in one transaction; a name taken meanwhile is the 422 validation would have given. */
  private async write<T>(name: string, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(change);
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.unprocessable({ name: [`A rule named ${name} already exists.`] });
      throw error;
    } finally {
      RowLevelSecurity.of(this.db).clearCache();
    }
  }
}

function columnsOf(rule: Pick<ResolvedRule, 'name' | 'description' | 'filter_type' | 'clause' | 'group_key'>) {
  return { name: rule.name, description: rule.description, filter_type: rule.filter_type, clause: rule.clause, group_key: rule.group_key };
}

/** The body as stored, in the shape the create and update answers echo. */
function responseOf(rule: ResolvedRule) {
  return { ...columnsOf(rule), tables: rule.tables, roles: rule.roles };
}

async function linkRule(trx: Transaction<Database>, id: number, rule: ResolvedRule): Promise<void> {
  if (rule.tables.length > 0) await trx.insertInto('rls_filter_tables').values(rule.tables.map((table_id) => ({ rls_filter_id: id, table_id }))).execute();
  if (rule.roles.length > 0) await trx.insertInto('rls_filter_roles').values(rule.roles.map((role_id) => ({ rls_filter_id: id, role_id }))).execute();
}
