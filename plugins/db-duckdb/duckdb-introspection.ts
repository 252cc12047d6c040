/** DuckDB's metadata queries (see `EngineIntrospection`); catalogs are the attached databases. */
import type { ColumnInfo, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, RowQuery, SqlParam, TableInfo, TableRef } from '@core/plugin-api/index.js';
import { duckdbGenericType } from './duckdb-generic-type.js';

const DATABASE = 'coalesce(?, current_database())';
const SCHEMA = 'coalesce(?, current_schema())';
/** A LIST value, which the result reader hands over as an array. */
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Attached databases, without DuckDB's internal `system` and `temp`. */
export async function catalogs(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT database_name FROM duckdb_databases() WHERE NOT internal ORDER BY database_name');
  return rows.map((row) => String(row[0]));
}

export async function schemas(query: RowQuery, catalog: string | null): Promise<string[]> {
  const rows = await query(
    `SELECT DISTINCT schema_name FROM duckdb_schemas()
     WHERE database_name = ${DATABASE} AND schema_name NOT IN ('information_schema', 'pg_catalog')
     ORDER BY schema_name`,
    [catalog],
  );
  return rows.map((row) => String(row[0]));
}

export async function tables(query: RowQuery, schema: string | null, catalog: string | null): Promise<TableInfo[]> {
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

export async function columns(query: RowQuery, ref: TableRef): Promise<ColumnInfo[]> {
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

export async function primaryKey(query: RowQuery, ref: TableRef): Promise<PrimaryKeyInfo> {
  const rows = await query(
    `SELECT constraint_name, constraint_column_names FROM duckdb_constraints()
     WHERE ${tableFilter} AND constraint_type = 'PRIMARY KEY'`,
    tableParams(ref),
  );
  const row = rows[0];
  return row ? { name: row[0] === null ? null : String(row[0]), columns: list(row[1]) } : { name: null, columns: [] };
}

export async function foreignKeys(query: RowQuery, ref: TableRef): Promise<ForeignKeyInfo[]> {
  const rows = await query(
    `SELECT constraint_name, constraint_column_names, referenced_table, referenced_column_names, schema_name FROM duckdb_constraints()
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

/**
 * Indexes created with CREATE INDEX (DuckDB keeps primary-key and UNIQUE constraint indexes out of
 * this list). `expressions` is the text of a list of SQL expressions; DuckDB's cast to `VARCHAR[]`
 * reads that list (quotes and commas in names included), and a quoted name is then unquoted.
 */
export async function indexes(query: RowQuery, ref: TableRef): Promise<IndexInfo[]> {
  const rows = await query(`SELECT index_name, expressions::VARCHAR[], is_unique FROM duckdb_indexes() WHERE ${tableFilter} ORDER BY index_name`, tableParams(ref));
  return rows.map(([name, expressions, unique]) => ({
    name: String(name),
    columns: list(expressions).map(unquoteIdentifier),
    unique: unique === true,
  }));
}

/** `"a ""b"""` → `a "b"`; anything else (a bare name, an expression) as it is. */
function unquoteIdentifier(expression: string): string {
  const quoted = /^"((?:[^"]|"")*)"$/s.exec(expression.trim());
  return quoted ? quoted[1]!.replaceAll('""', '"') : expression;
}

export async function functionNames(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT DISTINCT function_name FROM duckdb_functions() ORDER BY function_name');
  return rows.map((row) => String(row[0]));
}
