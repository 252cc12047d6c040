import type { ColumnInfo, DatabaseEngineContribution, EngineConnection, GenericColumnType, TableRef } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import { engineErrors } from './connection-errors.js';
import type { ColumnRow } from './dataset-bundle.js';

/** A column found in the database, before it becomes a dataset column. */
export interface DiscoveredColumn {
  column_name: string;
  type: string | null;
  is_dttm: boolean;
}

/** How long finding a virtual dataset's columns may take before the engine cancels it. */
const DISCOVERY_TIMEOUT_MS = 60_000;

function discovered(name: string, type: string | null, generic: GenericColumnType | null | undefined, spec: DatabaseEngineContribution): DiscoveredColumn {
  const kind = generic ?? (type ? spec.genericType(type) : null);
  return { column_name: name, type, is_dttm: kind === 'temporal' };
}

/** `public.events`, as Superset names a table in its messages. */
export function tableLabel(ref: TableRef): string {
  return [ref.catalog, ref.schema, ref.table].filter(Boolean).join('.');
}

/**
 * The columns of a physical table; 422 with Superset's message when the table is not there
 * (or cannot be read), so a dataset is never created over nothing.
 */
export async function discoverTableColumns(connection: EngineConnection, spec: DatabaseEngineContribution, ref: TableRef): Promise<DiscoveredColumn[]> {
  let columns: ColumnInfo[];
  try {
    columns = await connection.getColumns(ref);
  } catch {
    columns = [];
  }
  if (columns.length === 0) {
    throw HttpError.unprocessable({
      table: [`Table [${tableLabel(ref)}] could not be found, please double check your database connection, schema, and table name`],
    });
  }
  return columns.map((c) => discovered(c.name, c.type, c.genericType, spec));
}

/**
 * The columns a virtual dataset's SQL yields, found by running it wrapped in a subquery limited
 * to one row; 422 with the engine's message when it fails or names a column twice.
 */
export async function discoverQueryColumns(
  connection: EngineConnection,
  spec: DatabaseEngineContribution,
  sqlText: string,
  schema: string | null,
): Promise<DiscoveredColumn[]> {
  // Newlines around the SQL so a trailing line comment cannot swallow the closing parenthesis.
  const wrapped = spec.applyLimit(`SELECT *\nFROM (\n${sqlText}\n) AS virtual_table`, 1);
  let result;
  try {
    result = await connection.execute(wrapped, [], { maxRows: 1, timeoutMs: DISCOVERY_TIMEOUT_MS, schema });
  } catch (error) {
    const [first] = engineErrors(error, spec.engineName);
    throw HttpError.unprocessable({ sql: [first?.message ?? 'The query failed'] });
  }
  const names = result.columns.map((c) => c.name);
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length > 0) {
    throw HttpError.unprocessable({ sql: [`The query returns more than one column named ${[...new Set(duplicates)].join(', ')}; give each an alias.`] });
  }
  return result.columns.map((c) => discovered(c.name, c.type || null, c.genericType, spec));
}

/** What refreshing a dataset's columns from its source changes. */
export interface ColumnSync {
  added: DiscoveredColumn[];
  /** Existing columns whose type changed (their other settings are kept). */
  modified: { id: number; type: string | null; is_dttm: boolean }[];
  /** Physical columns the source no longer has; calculated columns (with an expression) stay. */
  removed: number[];
}

/** Compares the stored columns with what the source has now (Superset's `fetch_metadata`). */
export function syncColumns(stored: readonly ColumnRow[], found: readonly DiscoveredColumn[]): ColumnSync {
  const byName = new Map(stored.map((c) => [c.column_name, c]));
  const foundNames = new Set(found.map((c) => c.column_name));
  const added: DiscoveredColumn[] = [];
  const modified: ColumnSync['modified'] = [];
  for (const column of found) {
    const existing = byName.get(column.column_name);
    if (!existing) added.push(column);
    else if (existing.type !== column.type) modified.push({ id: existing.id, type: column.type, is_dttm: existing.is_dttm || column.is_dttm });
  }
  const removed = stored.filter((c) => !foundNames.has(c.column_name) && !c.expression).map((c) => c.id);
  return { added, modified, removed };
}
