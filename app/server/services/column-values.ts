import type { DatabaseEngineContribution, EngineConnection } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import { engineErrors } from './connection-errors.js';
import type { DatasetBundle } from './dataset-bundle.js';
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
 * dataset's `fetch_values_predicate` limits the rows; 404 for a column the dataset lacks.
 */
export async function distinctColumnValues(
  connection: EngineConnection,
  spec: DatabaseEngineContribution,
  bundle: DatasetBundle,
  columnName: string,
  limit = COLUMN_VALUES_LIMIT,
): Promise<unknown[]> {
  const column = bundle.columns.find((c) => c.column_name === columnName);
  if (!column) throw HttpError.notFound(`Column ${columnName} does not exist`);
  const selected = column.expression ? `(${column.expression})` : spec.quoteIdentifier(column.column_name);
  const where = bundle.dataset.fetch_values_predicate ? `\nWHERE ${bundle.dataset.fetch_values_predicate}` : '';
  const statement = spec.applyLimit(`SELECT DISTINCT ${selected} AS ${spec.quoteIdentifier(column.column_name)}\nFROM ${datasetFromClause(spec, bundle)}${where}`, limit);
  try {
    const result = await connection.execute(statement, [], { maxRows: limit, timeoutMs: VALUES_TIMEOUT_MS, schema: bundle.dataset.schema });
    const values = result.data[0] ?? [];
    return Array.from({ length: result.rowCount }, (_, i) => jsonValue(values[i]));
  } catch (error) {
    throw new HttpError(422, { errors: engineErrors(error, spec.engineName) });
  }
}
