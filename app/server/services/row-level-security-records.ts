import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store/database.js';
import type { RowLevelSecurityFiltersTable } from '../store/tables/dataset-tables.js';
import { humanizeDelta } from './humanize-delta.js';
import { loadUserNames, type UserName } from './user-names.js';

export type RuleRow = Selectable<RowLevelSecurityFiltersTable>;

/** A rule with the datasets and roles it names and the user who last changed it. */
export interface RuleRecord {
  rule: RuleRow;
  tables: { id: number; schema: string | null; table_name: string }[];
  roles: { id: number; name: string }[];
  changedBy: UserName | null;
}

/** The datasets, roles and last editors of the given rules, in a few queries. */
export async function loadRuleRecords(db: Kysely<Database>, rules: readonly RuleRow[]): Promise<RuleRecord[]> {
  const ids = rules.map((r) => r.id);
  if (ids.length === 0) return [];
  const [tables, roles, users] = await Promise.all([
    db
      .selectFrom('rls_filter_tables')
      .innerJoin('tables', 'tables.id', 'rls_filter_tables.table_id')
      .select(['rls_filter_tables.rls_filter_id', 'tables.id', 'tables.schema', 'tables.table_name'])
      .where('rls_filter_tables.rls_filter_id', 'in', ids)
      .orderBy('tables.table_name')
      .orderBy('tables.id')
      .execute(),
    db
      .selectFrom('rls_filter_roles')
      .innerJoin('ab_role', 'ab_role.id', 'rls_filter_roles.role_id')
      .select(['rls_filter_roles.rls_filter_id', 'ab_role.id', 'ab_role.name'])
      .where('rls_filter_roles.rls_filter_id', 'in', ids)
      .orderBy('ab_role.name')
      .execute(),
    loadUserNames(db, rules.map((r) => r.changed_by_fk)),
  ]);
  return rules.map((rule) => ({
    rule,
    tables: tables.filter((t) => t.rls_filter_id === rule.id).map(({ id, schema, table_name }) => ({ id, schema, table_name })),
    roles: roles.filter((r) => r.rls_filter_id === rule.id).map(({ id, name }) => ({ id, name })),
    changedBy: rule.changed_by_fk === null ? null : (users.get(rule.changed_by_fk) ?? null),
  }));
}

/** A rule as `GET /api/v1/rowlevelsecurity/` lists it (Superset's `RLSRestApi.get_list`). */
export function ruleListItem(record: RuleRecord) {
  const { rule } = record;
  return {
    id: rule.id,
    name: rule.name,
    description: rule.description,
    filter_type: rule.filter_type,
    tables: record.tables.map(({ id, table_name }) => ({ id, table_name })),
    roles: record.roles,
    clause: rule.clause,
    group_key: rule.group_key,
    changed_on_delta_humanized: humanizeDelta(rule.changed_on),
    changed_by: record.changedBy,
  };
}

/** A rule as `GET /api/v1/rowlevelsecurity/{pk}` shows it (Superset's `RLSRestApi.get`). */
export function ruleDetail(record: RuleRecord) {
  const { rule } = record;
  return {
    id: rule.id,
    name: rule.name,
    description: rule.description,
    filter_type: rule.filter_type,
    tables: record.tables,
    roles: record.roles,
    group_key: rule.group_key,
    clause: rule.clause,
  };
}
