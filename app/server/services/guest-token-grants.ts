import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { GuestResource, GuestRlsRule, GuestUser } from '../security/guest-token.js';
import type { Database } from '../store/database.js';
import type { EngineSpecOf } from './dashboard-content.js';
import { rowLevelSecurityClauseProblem } from './row-level-security-input.js';

/** The body of `POST /api/v1/security/guest_token/` (Superset's `GuestTokenCreate`). */
export interface GuestTokenRequest {
  user?: GuestUser;
  resources: GuestResource[];
  rls: GuestRlsRule[];
}

interface ClauseTarget {
  id: number;
  table_name: string;
  sql: string | null;
  sqlalchemy_uri: string;
  columns: string[];
}

/** The dashboard each resource names (by id, slug or embedded uuid), or undefined for none. */
async function resolveDashboards(db: Kysely<Database>, resources: readonly GuestResource[]): Promise<(number | undefined)[]> {
  const ids = resources.map((r) => r.id).filter((id) => /^\d+$/.test(id)).map(Number);
  const names = resources.map((r) => r.id).filter((id) => !/^\d+$/.test(id));
  const [byId, bySlug, byUuid] = await Promise.all([
    ids.length > 0 ? db.selectFrom('dashboards').select('id').where('id', 'in', ids).execute() : [],
    names.length > 0 ? db.selectFrom('dashboards').select(['id', 'slug']).where('slug', 'in', names).execute() : [],
    names.length > 0 ? db.selectFrom('embedded_dashboards').select(['uuid', 'dashboard_id']).where('uuid', 'in', names).execute() : [],
  ]);
  const known = new Set(byId.map((row) => row.id));
  const slugs = new Map(bySlug.map((row) => [row.slug, row.id]));
  const uuids = new Map(byUuid.map((row) => [row.uuid, row.dashboard_id]));
  return resources.map(({ id }) => (/^\d+$/.test(id) ? (known.has(Number(id)) ? Number(id) : undefined) : (slugs.get(id) ?? uuids.get(id))));
}

/** The datasets the charts of these dashboards read. */
async function dashboardDatasetIds(db: Kysely<Database>, dashboardIds: readonly number[]): Promise<number[]> {
  if (dashboardIds.length === 0) return [];
  const rows = await db
    .selectFrom('dashboard_slices')
    .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
    .select('slices.datasource_id')
    .where('dashboard_slices.dashboard_id', 'in', [...dashboardIds])
    .where('slices.datasource_type', 'in', ['table', 'dataset'])
    .distinct()
    .execute();
  return rows.map((row) => row.datasource_id).filter((id): id is number => id !== null).sort((a, b) => a - b);
}

/** Datasets with their columns and database, by id (missing ids are absent). */
async function loadClauseTargets(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ClauseTarget>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [tables, columns] = await Promise.all([
    db.selectFrom('tables').innerJoin('dbs', 'dbs.id', 'tables.database_id').select(['tables.id', 'tables.table_name', 'tables.sql', 'dbs.sqlalchemy_uri']).where('tables.id', 'in', unique).execute(),
    db.selectFrom('table_columns').select(['table_id', 'column_name']).where('table_id', 'in', unique).execute(),
  ]);
  return new Map(tables.map((t) => [t.id, { ...t, columns: columns.filter((c) => c.table_id === t.id).map((c) => c.column_name) }]));
}

/** Why `clause` cannot filter the rows of each target, one message per problem naming its datasets. */
async function clauseProblems(clause: string, targets: readonly ClauseTarget[], specOf: EngineSpecOf): Promise<string[]> {
  const problems = new Map<string, string[]>();
  for (const target of targets) {
    const problem = await rowLevelSecurityClauseProblem(clause, { table_name: target.table_name, virtual: Boolean(target.sql?.trim()), columns: target.columns, spec: specOf(target) });
    if (problem) problems.set(problem, [...(problems.get(problem) ?? []), target.table_name]);
  }
  return [...problems].map(([problem, names]) => `${problem} (${names.join(', ')})`);
}

/**
 * Checks what a guest token would grant before it is signed (400 with every problem by field):
 * each resource names a dashboard that exists — by id, slug or embedded uuid; each RLS rule's
 * dataset exists; and each clause passes the check the RLS rules API applies to a stored clause,
 * on its dataset, or — without one — on every dataset the named dashboards' charts read (where
 * the guest's queries will apply it).
 */
export async function checkGuestTokenRequest(db: Kysely<Database>, specOf: EngineSpecOf, request: GuestTokenRequest): Promise<void> {
  const problems: { resources: string[]; rls: string[] } = { resources: [], rls: [] };
  const dashboards = await resolveDashboards(db, request.resources);
  request.resources.forEach((resource, index) => {
    if (dashboards[index] === undefined) problems.resources.push(`Dashboard "${resource.id}" does not exist: give a dashboard's id, slug or embedded uuid.`);
  });
  const dashboardIds = [...new Set(dashboards.filter((id): id is number => id !== undefined))];
  const shown = request.rls.some((rule) => rule.dataset === undefined) ? await dashboardDatasetIds(db, dashboardIds) : [];
  const targets = await loadClauseTargets(db, [...shown, ...request.rls.flatMap((rule) => (rule.dataset === undefined ? [] : [rule.dataset]))]);

  for (const [index, rule] of request.rls.entries()) {
    const label = `Rule ${index + 1}`;
    const clause = rule.clause.trim();
    if (!clause) {
      problems.rls.push(`${label}: Clause is required.`);
      continue;
    }
    let on: ClauseTarget[];
    if (rule.dataset !== undefined) {
      const dataset = targets.get(rule.dataset);
      if (!dataset) {
        problems.rls.push(`${label}: Dataset ${rule.dataset} does not exist.`);
        continue;
      }
      on = [dataset];
    } else {
      on = shown.map((id) => targets.get(id)).filter((t): t is ClauseTarget => t !== undefined);
      if (on.length === 0) {
        if (problems.resources.length === 0) problems.rls.push(`${label}: the dashboards named read no dataset to check the clause on; give the rule its dataset.`);
        continue;
      }
    }
    for (const problem of await clauseProblems(clause, on, specOf)) problems.rls.push(`${label}: ${problem}`);
  }
  const body = Object.fromEntries(Object.entries(problems).filter(([, messages]) => messages.length > 0));
  if (Object.keys(body).length > 0) throw HttpError.badRequest(body);
}
