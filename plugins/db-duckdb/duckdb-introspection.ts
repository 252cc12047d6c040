import type { ColumnInfo, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, SqlParam, TableInfo, TableRef } from '@core/plugin-api/index.js';
import { duckdbGenericType } from './duckdb-generic-type.js';

/** Runs a metadata query and returns its rows. */
export type RowQuery = (sql: string, params?: readonly SqlParam[]) => Promise<unknown[][]>;

const DATABASE = 'coalesce(?, current_database())';
const SCHEMA = 'coalesce(?, current_schema())';
/** Lists are read as JSON text: nested values come back from results as text. */
const list = (value: unknown): string[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** Attached databases, without DuckDB's internal `system` and `temp`. */
export async function duckdbCatalogs(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT database_name FROM duckdb_databases() WHERE NOT internal ORDER BY database_name');
  return rows.map((row) => String(row[0]));
}

export async function duckdbSchemas(query: RowQuery, catalog: string | null): Promise<string[]> {
  const rows = await query(
    `SELECT DISTINCT schema_name FROM duckdb_schemas()
     WHERE database_name = ${DATABASE} AND schema_name NOT IN ('information_schema', 'pg_catalog')
     ORDER BY schema_name`,
    [catalog],
  );
  return rows.map((row) => String(row[0]));
}

export async function duckdbTables(query: RowQuery, schema: string | null, catalog: string | null): Promise<TableInfo[]> {
  const rows = await query(
    `SELECT table_name, 'table' FROM duckdb_tables() WHERE database_name = ${DATABASE} AND schema_name = ${SCHEMA} AND NOT internal
     UNION ALL
     SELECT view_name, 'view' FROM duckdb_views() WHERE database_name = ${DATABASE} AND schema_name = ${SCHEMA} AND NOT internal
     ORDER BY 1`,
    [catalog, schema, catalog, schema],
  );
  return rows.map((row) => ({ name: String(row[0]), type: row[1] === 'view' ? 'view' : 'table' }));
}

const tableFilter = `database_name = ${DATABASE} AND schema_name = ${SCHEMA} AND table_name = ?`;
const tableParams = (ref: TableRef): SqlParam[] => [ref.catalog ?? null, ref.schema ?? null, ref.table];

export async function duckdbColumns(query: RowQuery, ref: TableRef): Promise<ColumnInfo[]> {
  const rows = await query(
    `SELECT column_name, data_type, is_nullable, column_default, comment FROM duckdb_columns()
     WHERE ${tableFilter} ORDER BY column_index`,
    tableParams(ref),
  );
  return rows.map(([name, type, nullable, defaultValue, comment]) => ({
    name: String(name),
    type: String(type),
    genericType: duckdbGenericType(String(type)),
    nullable: nullable === true,
    default: defaultValue === null ? null : String(defaultValue),
    comment: comment === null ? null : String(comment),
  }));
}

export async function duckdbPrimaryKey(query: RowQuery, ref: TableRef): Promise<PrimaryKeyInfo> {
  const rows = await query(
    `SELECT constraint_name, to_json(constraint_column_names)::VARCHAR FROM duckdb_constraints()
     WHERE ${tableFilter} AND constraint_type = 'PRIMARY KEY'`,
    tableParams(ref),
  );
  const row = rows[0];
  return row ? { name: row[0] === null ? null : String(row[0]), columns: list(row[1]) } : { name: null, columns: [] };
}

export async function duckdbForeignKeys(query: RowQuery, ref: TableRef): Promise<ForeignKeyInfo[]> {
  const rows = await query(
    `SELECT constraint_name, to_json(constraint_column_names)::VARCHAR, referenced_table, to_json(referenced_column_names)::VARCHAR, schema_name FROM duckdb_constraints()
     WHERE ${tableFilter} AND constraint_type = 'FOREIGN KEY' ORDER BY constraint_index`,
    tableParams(ref),
  );
  // DuckDB only allows foreign keys within one schema, so the referred schema is the table's own.
  return rows.map(([name, columns, referredTable, referredColumns, schema]) => ({
    name: name === null ? null : String(name),
    columns: list(columns),
    referredSchema: String(schema),
    referredTable: String(referredTable),
    referredColumns: list(referredColumns),
  }));
}

/** Indexes created with CREATE INDEX (DuckDB keeps primary-key and UNIQUE constraint indexes out of this list). */
export async function duckdbIndexes(query: RowQuery, ref: TableRef): Promise<IndexInfo[]> {
  const rows = await query(`SELECT index_name, expressions, is_unique FROM duckdb_indexes() WHERE ${tableFilter} ORDER BY index_name`, tableParams(ref));
  return rows.map(([name, expressions, unique]) => ({
    name: String(name),
    columns: parseExpressionList(String(expressions)),
    unique: unique === true,
  }));
}

/** `[a, "b c"]` → `['a', 'b c']`: duckdb_indexes() reports the indexed expressions as one string. */
function parseExpressionList(text: string): string[] {
  const inner = text.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (inner === '') return [];
  return inner.split(/,\s*(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((part) => part.trim().replace(/^"(.*)"$/s, (_, name: string) => name.replaceAll('""', '"')));
}

export async function duckdbFunctionNames(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT DISTINCT function_name FROM duckdb_functions() ORDER BY function_name');
  return rows.map((row) => String(row[0]));
}
