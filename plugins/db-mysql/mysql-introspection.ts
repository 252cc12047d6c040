/**
 * MySQL's metadata queries (see `EngineIntrospection`). No `catalogs`: MySQL has a single catalog
 * (`def`) that SQL never names.
 */
import type { ColumnInfo, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, RowQuery, SqlParam, TableInfo, TableRef } from '@core/plugin-api/index.js';
import { MYSQL_BUILTIN_FUNCTIONS } from './mysql-builtin-functions.js';
import { mysqlGenericType } from './mysql-generic-type.js';

const text = (value: unknown): string => (value instanceof Uint8Array ? new TextDecoder().decode(value) : String(value));
const SCHEMA = 'COALESCE(?, DATABASE())';
const tableFilter = `table_schema = ${SCHEMA} AND table_name = ?`;
const tableParams = (ref: TableRef): SqlParam[] => [ref.schema ?? null, ref.table];
const SYSTEM_SCHEMAS = "('information_schema', 'mysql', 'performance_schema', 'sys')";

/** Databases, which MySQL calls schemas too, without the server's own. */
export async function schemas(query: RowQuery): Promise<string[]> {
  const rows = await query(`SELECT schema_name FROM information_schema.schemata WHERE schema_name NOT IN ${SYSTEM_SCHEMAS} ORDER BY schema_name`);
  return rows.map((row) => text(row[0]));
}

export async function tables(query: RowQuery, schema: string | null): Promise<TableInfo[]> {
  const rows = await query(`SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = ${SCHEMA} ORDER BY table_name`, [schema]);
  return rows.map((row) => ({ name: text(row[0]), type: text(row[1]) === 'VIEW' ? 'view' : 'table' }));
}

/**
 * MariaDB reports defaults as SQL (`'n'`, `NULL` for "no default"), MySQL as the bare value;
 * both are passed on as the server wrote them, except MariaDB's `NULL` which means none.
 */
export async function columns(query: RowQuery, ref: TableRef): Promise<ColumnInfo[]> {
  const rows = await query(
    `SELECT column_name, column_type, is_nullable, column_default, column_comment FROM information_schema.columns
     WHERE ${tableFilter} ORDER BY ordinal_position`,
    tableParams(ref),
  );
  return rows.map(([name, type, nullable, defaultValue, comment]) => ({
    name: text(name),
    type: text(type),
    genericType: mysqlGenericType(text(type)),
    nullable: text(nullable) === 'YES',
    default: defaultValue === null || text(defaultValue) === 'NULL' ? null : text(defaultValue),
    comment: comment === null || text(comment) === '' ? null : text(comment),
  }));
}

export async function primaryKey(query: RowQuery, ref: TableRef): Promise<PrimaryKeyInfo> {
  const rows = await query(
    `SELECT column_name FROM information_schema.key_column_usage WHERE ${tableFilter} AND constraint_name = 'PRIMARY' ORDER BY ordinal_position`,
    tableParams(ref),
  );
  return rows.length === 0 ? { name: null, columns: [] } : { name: 'PRIMARY', columns: rows.map((row) => text(row[0])) };
}

export async function foreignKeys(query: RowQuery, ref: TableRef): Promise<ForeignKeyInfo[]> {
  const rows = await query(
    `SELECT constraint_name, column_name, referenced_table_schema, referenced_table_name, referenced_column_name
     FROM information_schema.key_column_usage WHERE ${tableFilter} AND referenced_table_name IS NOT NULL
     ORDER BY constraint_name, ordinal_position`,
    tableParams(ref),
  );
  const byName = new Map<string, ForeignKeyInfo>();
  for (const [name, column, referredSchema, referredTable, referredColumn] of rows) {
    let key = byName.get(text(name));
    if (!key) {
      key = { name: text(name), columns: [], referredSchema: text(referredSchema), referredTable: text(referredTable), referredColumns: [] };
      byName.set(key.name!, key);
    }
    key.columns.push(text(column));
    key.referredColumns.push(text(referredColumn));
  }
  return [...byName.values()];
}

/** Indexes other than PRIMARY (InnoDB adds one for a foreign key no other index covers). */
export async function indexes(query: RowQuery, ref: TableRef): Promise<IndexInfo[]> {
  const rows = await query(
    `SELECT index_name, column_name, non_unique FROM information_schema.statistics
     WHERE ${tableFilter} AND index_name <> 'PRIMARY' ORDER BY index_name, seq_in_index`,
    tableParams(ref),
  );
  const byName = new Map<string, IndexInfo>();
  for (const [name, column, nonUnique] of rows) {
    let index = byName.get(text(name));
    if (!index) {
      index = { name: text(name), columns: [], unique: Number(nonUnique) === 0 };
      byName.set(index.name, index);
    }
    if (column !== null) index.columns.push(text(column));
  }
  return [...byName.values()];
}

/** Built-ins from the server's help tables (or a static list when those are empty) and stored functions. */
export async function functionNames(query: RowQuery): Promise<string[]> {
  const [help, routines] = await Promise.all([
    query(
      `SELECT t.name FROM mysql.help_topic t JOIN mysql.help_category c ON c.help_category_id = t.help_category_id
       WHERE c.name LIKE '%function%'`,
    ).catch(() => []),
    query("SELECT routine_name FROM information_schema.routines WHERE routine_type = 'FUNCTION' AND routine_schema = DATABASE()"),
  ]);
  const names = new Set(MYSQL_BUILTIN_FUNCTIONS);
  for (const row of help) {
    const name = text(row[0]).toUpperCase();
    if (/^[A-Z_][A-Z0-9_]*$/.test(name)) names.add(name);
  }
  for (const row of routines) names.add(text(row[0]));
  return [...names].sort();
}
