import type { Kysely } from 'kysely';
import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';
import type { Database } from '../store/database.js';
import type { EngineSpecOf } from './dashboard-content.js';
import { resolveRoles } from './dashboard-roles.js';
import { FieldErrors, sqlExpressionProblem } from './dataset-rules.js';

/** The body of `POST /api/v1/rowlevelsecurity/` (Superset's `RLSRestApi.post`); PUT sends any part. */
export interface RuleInput {
  name: string;
  description?: string | null;
  filter_type: 'Regular' | 'Base';
  tables: number[];
  roles: number[];
  group_key?: string | null;
  clause: string;
}

/** A rule as it will be stored, after validation. */
export interface ResolvedRule {
  name: string;
  description: string | null;
  filter_type: 'Regular' | 'Base';
  tables: number[];
  roles: number[];
  group_key: string | null;
  clause: string;
}

/** A dataset a clause must make sense on. */
export interface ClauseDataset {
  table_name: string;
  /** Whether the dataset is a SQL query rather than a table (its columns are then unqualified). */
  virtual: boolean;
  columns: readonly string[];
  spec: DatabaseEngineContribution | undefined;
}

/**
 * Why `clause` cannot filter the rows of `dataset`, or null when it can. Every rule clause is
 * checked here, on each dataset it names, before it is stored: one expression, read by the
 * dataset engine's parser, over the dataset's own columns, without a sub-query or a function
 * that reaches outside the rows.
 */
export async function rowLevelSecurityClauseProblem(clause: string, dataset: ClauseDataset): Promise<string | null> {
  return sqlExpressionProblem(dataset.spec, clause, { columns: dataset.columns, table: dataset.virtual ? null : dataset.table_name, subject: 'The clause' });
}

/**
 * Superset's rules for a rule: a unique, non-empty name; a clause; datasets and roles that
 * exist; and a clause every named dataset can be filtered by. `current` is the stored rule a PUT
 * changes (its values fill what the body leaves out). Answers 422 with every problem by field.
 */
export async function validateRuleInput(
  db: Kysely<Database>,
  specOf: EngineSpecOf,
  input: Partial<RuleInput>,
  current?: ResolvedRule & { id: number },
): Promise<ResolvedRule> {
  const errors = new FieldErrors();
  const name = (input.name ?? current?.name ?? '').trim();
  const clause = (input.clause ?? current?.clause ?? '').trim();
  const groupKey = input.group_key !== undefined ? input.group_key?.trim() || null : (current?.group_key ?? null);
  const description = input.description !== undefined ? input.description : (current?.description ?? null);
  const filterType = input.filter_type ?? current?.filter_type ?? 'Regular';
  if (!name) errors.add('name', 'Name is required.');
  else {
    let same = db.selectFrom('row_level_security_filters').select('id').where('name', '=', name);
    if (current) same = same.where('id', '<>', current.id);
    if (await same.executeTakeFirst()) errors.add('name', `A rule named ${name} already exists.`);
  }
  if (!clause) errors.add('clause', 'Clause is required.');

  const tableIds = [...new Set(input.tables ?? current?.tables ?? [])];
  const datasets = tableIds.length === 0
    ? []
    : await db
        .selectFrom('tables')
        .innerJoin('dbs', 'dbs.id', 'tables.database_id')
        .select(['tables.id', 'tables.table_name', 'tables.sql', 'dbs.sqlalchemy_uri'])
        .where('tables.id', 'in', tableIds)
        .orderBy('tables.id')
        .execute();
  if (tableIds.length === 0) errors.add('tables', 'Choose at least one dataset.');
  else if (datasets.length !== tableIds.length) errors.add('tables', 'Some datasets do not exist');
  const roles = await resolveRoles(db, input.roles ?? current?.roles ?? [], errors);

  if (clause && datasets.length > 0) {
    // Datasets on one engine fail the same way: say each problem once, naming its datasets.
    const problems = new Map<string, string[]>();
    const columns = await db.selectFrom('table_columns').select(['table_id', 'column_name']).where('table_id', 'in', datasets.map((t) => t.id)).execute();
    for (const dataset of datasets) {
      const problem = await rowLevelSecurityClauseProblem(clause, {
        table_name: dataset.table_name,
        virtual: Boolean(dataset.sql?.trim()),
        columns: columns.filter((c) => c.table_id === dataset.id).map((c) => c.column_name),
        spec: specOf(dataset),
      });
      if (problem) problems.set(problem, [...(problems.get(problem) ?? []), dataset.table_name]);
    }
    for (const [problem, names] of problems) errors.add('clause', `${problem} (${names.join(', ')})`);
  }
  errors.throwIfAny();
  return { name, description, filter_type: filterType, tables: tableIds, roles, group_key: groupKey, clause };
}
