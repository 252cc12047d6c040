import type { DatabaseEngineContribution, EngineConnection } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import { engineErrors } from './connection-errors.js';
import type { DatasetBundle } from './dataset-bundle.js';
import { sqlExpressionProblem } from './dataset-rules.js';
import { qualifiedTableName } from './table-metadata.js';

/** Superset's `FILTER_SELECT_ROW_LIMIT`: how many distinct values a filter offers. */
export const COLUMN_VALUES_LIMIT = 10_000;

const VALUES_TIMEOUT_MS = 60_000;

/** The FROM clause of a dataset: its table, or its SQL as a subquery. */
export function datasetFromClause(spec: DatabaseEngineContribution, bundle: Pick<DatasetBundle, 'dataset'>): string {
  const { dataset } = bundle;
  return dataset.sql
    ? `(\n${dataset.sql}\n) AS virtual_table`
    : qualifiedTableName(spec, { table: dataset.table_name, schema: dataset.schema, catalog: dataset.catalog });
}

/** Values as JSON carries them: 64-bit integers as numbers when they fit, else as text. */
function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

/**
 * The distinct values of one dataset column for filter pickers (`SELECT DISTINCT col … LIMIT n`),
 * through the dataset's connection. A calculated column contributes its expression; the
 * dataset's `fetch_values_predicate` and the caller's row-level-security predicates limit the
 * rows, so a picker never offers a value from rows the caller may not read; 404 for a column the
 * dataset lacks.
 */
export async function distinctColumnValues(
  connection: EngineConnection,
  spec: DatabaseEngineContribution,
  bundle: DatasetBundle,
  columnName: string,
  options: { rowLevelSecurity: readonly string[]; limit?: number },
): Promise<unknown[]> {
  const limit = options.limit ?? COLUMN_VALUES_LIMIT;
  const column = bundle.columns.find((c) => c.column_name === columnName);
  if (!column) throw HttpError.notFound(`Column ${columnName} does not exist`);
  // Owner-written SQL is parsed here too: rows saved before the parser existed were never checked.
  const scope = { columns: bundle.columns.filter((c) => !c.expression).map((c) => c.column_name), table: bundle.dataset.sql ? null : bundle.dataset.table_name };
  for (const [sql, subject] of [[column.expression, `The expression of ${column.column_name}`], [bundle.dataset.fetch_values_predicate, 'The values predicate']] as const) {
    const problem = sql ? await sqlExpressionProblem(spec, sql, { ...scope, subject }) : null;
    if (problem) throw HttpError.badRequest(problem);
  }
  const selected = column.expression ? `(${column.expression})` : spec.quoteIdentifier(column.column_name);
  // Each predicate in its own parentheses: a grouped RLS predicate is `(a) OR (b)`.
  const predicates = [bundle.dataset.fetch_values_predicate, ...options.rowLevelSecurity].filter(Boolean).map((p) => `(${p})`);
  const where = predicates.length > 0 ? `\nWHERE ${predicates.join(' AND ')}` : '';
  const statement = spec.applyLimit(`SELECT DISTINCT ${selected} AS ${spec.quoteIdentifier(column.column_name)}\nFROM ${datasetFromClause(spec, bundle)}${where}`, limit);
  try {
    const result = await connection.execute(statement, [], { maxRows: limit, timeoutMs: VALUES_TIMEOUT_MS, schema: bundle.dataset.schema });
    const values = result.data[0] ?? [];
    return Array.from({ length: result.rowCount }, (_, i) => jsonValue(values[i]));
  } catch (error) {
    throw new HttpError(422, { errors: engineErrors(error, spec.engineName) });
  }
}
