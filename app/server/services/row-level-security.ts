import type { Kysely } from 'kysely';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { physicalTableOf, samePhysicalTable, type DefaultSchemaOf, type PhysicalTable } from './physical-table.js';

/** A dataset a rule applies to, with the database it lives in. */
export interface RowLevelSecurityTable {
  id: number;
  tableName: string;
  databaseId: number;
  /** The table a physical dataset reads; null for a virtual one. */
  physical: PhysicalTable | null;
}

/** One stored rule, as the runtime reads it. */
export interface RowLevelSecurityRule {
  id: number;
  filterType: 'Regular' | 'Base';
  clause: string;
  groupKey: string | null;
  tables: readonly RowLevelSecurityTable[];
  roleIds: ReadonlySet<number>;
}

/** How long loaded rules are trusted; other server processes see a change after at most this long. */
const RULES_TTL_MS = 5_000;

const shared = new WeakMap<Kysely<Database>, RowLevelSecurity>();

/**
 * Row-level security with Superset's semantics: a Regular rule applies to members of its roles, a
 * Base rule to everyone who is in none of its roles (administrators included). Clauses sharing a
 * group key are ORed together; groups and ungrouped clauses are ANDed.
 *
 * The rules are read once and kept for a few seconds (a dashboard load asks for them once per
 * chart); any change made through the RLS API clears them at once. The caller's roles are read
 * on every request, so a role change applies to the next query. An embedded dashboard's guest
 * gets the rules of the guest role and the row filters its token carries.
 *
 * A rule on a physical dataset holds for the table it reads: every physical dataset over that
 * table of that database (another spelling of its schema, or none) carries it too, so a second
 * dataset cannot be made to read around it. A rule on a virtual dataset holds for that one.
 *
 * @example
 * ```ts
 * const rls = RowLevelSecurity.of(db);
 * const predicates = await rls.predicatesFor(principal, datasetId); // e.g. ["(state = 'CA')", "(a) OR (b)"]
 * ```
 */
export class RowLevelSecurity {
  private rules: { loaded: Promise<RowLevelSecurityRule[]>; at: number } | null = null;
  /** The engines' default schemas; unknown (any schema matches) until the engine services give them. */
  private defaultSchemaOf: DefaultSchemaOf | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The instance shared by every service over one metadata store, so a change clears every cache.
   * The engine services pass `defaultSchemaOf` once, when they start.
   */
  static of(db: Kysely<Database>, defaultSchemaOf?: DefaultSchemaOf): RowLevelSecurity {
    let instance = shared.get(db);
    if (!instance) {
      instance = new RowLevelSecurity(db);
      shared.set(db, instance);
    }
    if (defaultSchemaOf && instance.defaultSchemaOf !== defaultSchemaOf) {
      instance.defaultSchemaOf = defaultSchemaOf;
      instance.clearCache();
    }
    return instance;
  }

  /** Forgets the loaded rules; the next request reads them again. */
  clearCache(): void {
    this.rules = null;
  }

  /** Every rule with its datasets and roles. */
  async allRules(): Promise<RowLevelSecurityRule[]> {
    if (!this.rules || Date.now() - this.rules.at > RULES_TTL_MS) {
      const loaded = this.load();
      this.rules = { loaded, at: Date.now() };
      // A failed read must not stick: the next request tries again.
      loaded.catch(() => {
        if (this.rules?.loaded === loaded) this.rules = null;
      });
    }
    return this.rules.loaded;
  }

  /** The rules that apply to the caller on one dataset: its own, and those on its table through other datasets. */
  async rulesFor(principal: Principal, datasetId: number): Promise<RowLevelSecurityRule[]> {
    const rules = await this.allRules();
    if (rules.length === 0) return [];
    const table = await this.physicalTableOfDataset(datasetId);
    const onDataset = rules.filter((rule) =>
      rule.tables.some((t) => t.id === datasetId || (table !== null && t.physical !== null && samePhysicalTable(t.physical, table))),
    );
    if (onDataset.length === 0) return [];
    return appliesTo(onDataset, await this.roleIdsOf(principal));
  }

  /** The rules that apply to the caller on any dataset of one database. */
  async rulesInDatabase(principal: Principal, databaseId: number): Promise<RowLevelSecurityRule[]> {
    const inDatabase = (await this.allRules()).filter((rule) => rule.tables.some((t) => t.databaseId === databaseId));
    if (inDatabase.length === 0) return [];
    return appliesTo(inDatabase, await this.roleIdsOf(principal));
  }

  /**
   * The WHERE predicates the caller's queries on a dataset must carry, one per group: a grouped
   * rule set becomes `(a) OR (b)`, an ungrouped clause `(a)`. Sorted, so equal rule sets give
   * equal SQL and equal cache keys.
   */
  async predicatesFor(principal: Principal, datasetId: number): Promise<string[]> {
    const predicates = rowLevelSecurityPredicates(await this.rulesFor(principal, datasetId));
    if (!principal.guest) return predicates;
    // A guest token's own rules: those naming this dataset, and those naming none (every dataset).
    const guestClauses = principal.guest.rlsRules
      .filter((rule) => rule.clause.trim() !== '' && (rule.dataset === undefined || rule.dataset === datasetId))
      .map((rule) => `(${rule.clause})`);
    return [...new Set([...predicates, ...guestClauses])].sort();
  }

  private async physicalTableOfDataset(datasetId: number): Promise<PhysicalTable | null> {
    const row = await this.db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .select(['tables.database_id', 'tables.table_name', 'tables.schema', 'tables.sql', 'dbs.sqlalchemy_uri'])
      .where('tables.id', '=', datasetId)
      .executeTakeFirst();
    return row ? physicalTableOf(row, row.sqlalchemy_uri, this.defaultSchemaOf) : null;
  }

  private async roleIdsOf(principal: Principal): Promise<ReadonlySet<number>> {
    if (principal.guest) {
      // A guest has no user row: its role is the guest role (GUEST_ROLE_NAME), named on the principal.
      const names = Object.keys(principal.roles);
      if (names.length === 0) return new Set();
      const roles = await this.db.selectFrom('ab_role').select('id').where('name', 'in', names).execute();
      return new Set(roles.map((r) => r.id));
    }
    const rows = await this.db.selectFrom('ab_user_role').select('role_id').where('user_id', '=', principal.userId).execute();
    return new Set(rows.map((r) => r.role_id));
  }

  private async load(): Promise<RowLevelSecurityRule[]> {
    const [rules, tables, roles] = await Promise.all([
      this.db.selectFrom('row_level_security_filters').select(['id', 'filter_type', 'clause', 'group_key']).orderBy('id').execute(),
      this.db
        .selectFrom('rls_filter_tables')
        .innerJoin('tables', 'tables.id', 'rls_filter_tables.table_id')
        .innerJoin('dbs', 'dbs.id', 'tables.database_id')
        .select(['rls_filter_tables.rls_filter_id', 'tables.id', 'tables.table_name', 'tables.database_id', 'tables.schema', 'tables.sql', 'dbs.sqlalchemy_uri'])
        .execute(),
      this.db.selectFrom('rls_filter_roles').select(['rls_filter_id', 'role_id']).execute(),
    ]);
    return rules.map((rule) => ({
      id: rule.id,
      filterType: rule.filter_type,
      clause: rule.clause,
      groupKey: rule.group_key?.trim() ? rule.group_key : null,
      tables: tables
        .filter((t) => t.rls_filter_id === rule.id)
        .map((t) => ({ id: t.id, tableName: t.table_name, databaseId: t.database_id, physical: physicalTableOf(t, t.sqlalchemy_uri, this.defaultSchemaOf) })),
      roleIds: new Set(roles.filter((r) => r.rls_filter_id === rule.id).map((r) => r.role_id)),
    }));
  }
}

/** Superset's selection: Regular rules of one of the caller's roles, Base rules of none of them. */
function appliesTo(rules: readonly RowLevelSecurityRule[], roleIds: ReadonlySet<number>): RowLevelSecurityRule[] {
  return rules.filter((rule) => {
    const member = [...rule.roleIds].some((id) => roleIds.has(id));
    return rule.filterType === 'Regular' ? member : !member;
  });
}

/** The predicates of a set of applying rules: clauses of one group ORed, everything else ANDed by the caller. */
function rowLevelSecurityPredicates(rules: readonly RowLevelSecurityRule[]): string[] {
  const groups = new Map<string, string[]>();
  const predicates: string[] = [];
  for (const rule of rules) {
    if (rule.groupKey === null) predicates.push(`(${rule.clause})`);
    else groups.set(rule.groupKey, [...(groups.get(rule.groupKey) ?? []), `(${rule.clause})`]);
  }
  for (const clauses of groups.values()) predicates.push([...new Set(clauses)].sort().join(' OR '));
  return [...new Set(predicates)].sort();
}
