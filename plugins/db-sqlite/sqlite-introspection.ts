/** SQLite's metadata queries (see `EngineIntrospection`). No `catalogs`: schemas are the attached databases. */
import type { ColumnInfo, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, RowQuery, TableInfo, TableRef } from '@core/plugin-api/index.js';
import { sqliteGenericType } from './sqlite-generic-type.js';

const text = (value: unknown): string => String(value);
const schemaOf = (ref: TableRef | string | null | undefined): string => (typeof ref === 'object' && ref !== null ? ref.schema : ref) ?? 'main';

/** SQLite's schemas are its attached databases (`main` and any ATTACHed file); `temp` is left out. */
export async function schemas(query: RowQuery): Promise<string[]> {
  const rows = await query("SELECT name FROM pragma_database_list WHERE name <> 'temp' ORDER BY seq");
  return rows.map((row) => text(row[0]));
}

export async function tables(query: RowQuery, schema: string | null): Promise<TableInfo[]> {
  // The schema's own sqlite_schema table, so its name must be an identifier, not a parameter.
  const rows = await query(
    `SELECT name, type FROM ${quote(schemaOf(schema))}.sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
  );
  return rows.map((row) => ({ name: text(row[0]), type: row[1] === 'view' ? 'view' : 'table' }));
}

export async function columns(query: RowQuery, ref: TableRef): Promise<ColumnInfo[]> {
  const rows = await query('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_xinfo(?, ?) WHERE hidden = 0 ORDER BY cid', [ref.table, schemaOf(ref)]);
  return rows.map(([name, type, notNull, defaultValue, pk]) => ({
    name: text(name),
    type: text(type),
    genericType: sqliteGenericType(text(type)),
    // An INTEGER PRIMARY KEY is the rowid: never null even when not declared NOT NULL.
    nullable: Number(notNull) === 0 && !(Number(pk) > 0 && text(type).toUpperCase() === 'INTEGER'),
    default: defaultValue === null ? null : text(defaultValue),
    comment: null,
  }));
}

export async function primaryKey(query: RowQuery, ref: TableRef): Promise<PrimaryKeyInfo> {
  const rows = await query('SELECT name FROM pragma_table_info(?, ?) WHERE pk > 0 ORDER BY pk', [ref.table, schemaOf(ref)]);
  return { name: null, columns: rows.map((row) => text(row[0])) };
}

export async function foreignKeys(query: RowQuery, ref: TableRef): Promise<ForeignKeyInfo[]> {
  const rows = await query('SELECT id, "table", "from", "to" FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq', [ref.table, schemaOf(ref)]);
  const byId = new Map<number, ForeignKeyInfo>();
  for (const [id, table, from, to] of rows) {
    let key = byId.get(Number(id));
    if (!key) {
      key = { name: null, columns: [], referredSchema: schemaOf(ref), referredTable: text(table), referredColumns: [] };
      byId.set(Number(id), key);
    }
    key.columns.push(text(from));
    // A foreign key written without columns refers to the other table's primary key.
    if (to !== null) key.referredColumns.push(text(to));
  }
  const keys = [...byId.values()];
  for (const key of keys) {
    if (key.referredColumns.length === 0) key.referredColumns = (await primaryKey(query, { table: key.referredTable, schema: key.referredSchema })).columns;
  }
  return keys;
}

/** Indexes other than the primary key's (UNIQUE constraints' automatic indexes included). */
export async function indexes(query: RowQuery, ref: TableRef): Promise<IndexInfo[]> {
  const rows = await query(
    `SELECT il.name, il."unique", ii.name FROM pragma_index_list(?, ?) AS il, pragma_index_info(il.name, ?) AS ii
     WHERE il.origin <> 'pk' ORDER BY il.name, ii.seqno`,
    [ref.table, schemaOf(ref), schemaOf(ref)],
  );
  const byName = new Map<string, IndexInfo>();
  for (const [name, unique, column] of rows) {
    let index = byName.get(text(name));
    if (!index) {
      index = { name: text(name), columns: [], unique: Number(unique) === 1 };
      byName.set(index.name, index);
    }
    if (column !== null) index.columns.push(text(column));
  }
  return [...byName.values()];
}

export async function functionNames(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT DISTINCT name FROM pragma_function_list ORDER BY name');
  return rows.map((row) => text(row[0]));
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
