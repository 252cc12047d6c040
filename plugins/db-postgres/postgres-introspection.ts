/** PostgreSQL's metadata queries (see `EngineIntrospection`); the catalog is the connected database. */
import type { ColumnInfo, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, RowQuery, SqlParam, TableInfo, TableRef } from '@core/plugin-api/index.js';
import { postgresGenericType } from './postgres-generic-type.js';

const text = (value: unknown): string => String(value);
const names = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The table's oid, by schema (default: the first on the search path) and name; `$1` schema, `$2` table. */
const TABLE_OID = `(SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = coalesce($1::text, current_schema()) AND c.relname = $2::text)`;
const tableParams = (ref: TableRef): SqlParam[] => [ref.schema ?? null, ref.table];
/** Column names of `attnums` (an array of attribute numbers) of relation `rel`, in order. */
const columnNames = (attnums: string, rel: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(${attnums}) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum ORDER BY k.ord)`;

export async function catalogs(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT current_database()');
  return rows.map((row) => text(row[0]));
}

/** Schemas, without PostgreSQL's own (`pg_catalog`, `pg_toast`, `information_schema` …). */
export async function schemas(query: RowQuery): Promise<string[]> {
  const rows = await query(
    "SELECT nspname::text FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' ORDER BY nspname",
  );
  return rows.map((row) => text(row[0]));
}

/** Tables (also partitioned and foreign ones, but not partitions) and views (also materialized). */
export async function tables(query: RowQuery, schema: string | null): Promise<TableInfo[]> {
  const rows = await query(
    `SELECT c.relname::text, c.relkind IN ('v', 'm') FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = coalesce($1::text, current_schema()) AND c.relkind IN ('r', 'p', 'f', 'v', 'm') AND NOT c.relispartition
     ORDER BY c.relname`,
    [schema],
  );
  return rows.map((row) => ({ name: text(row[0]), type: row[1] === true ? 'view' : 'table' }));
}

export async function columns(query: RowQuery, ref: TableRef): Promise<ColumnInfo[]> {
  const rows = await query(
    `SELECT a.attname::text, format_type(a.atttypid, a.atttypmod), NOT a.attnotnull, pg_get_expr(d.adbin, d.adrelid), col_description(a.attrelid, a.attnum)
     FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attrelid = ${TABLE_OID} AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    tableParams(ref),
  );
  return rows.map(([name, type, nullable, defaultValue, comment]) => ({
    name: text(name),
    type: text(type),
    genericType: postgresGenericType(text(type)),
    nullable: nullable === true,
    default: defaultValue === null ? null : text(defaultValue),
    comment: comment === null ? null : text(comment),
  }));
}

export async function primaryKey(query: RowQuery, ref: TableRef): Promise<PrimaryKeyInfo> {
  const rows = await query(
    `SELECT con.conname::text, ${columnNames('con.conkey', 'con.conrelid')} FROM pg_constraint con
     WHERE con.conrelid = ${TABLE_OID} AND con.contype = 'p'`,
    tableParams(ref),
  );
  const row = rows[0];
  return row ? { name: text(row[0]), columns: names(row[1]) } : { name: null, columns: [] };
}

export async function foreignKeys(query: RowQuery, ref: TableRef): Promise<ForeignKeyInfo[]> {
  const rows = await query(
    `SELECT con.conname::text, ${columnNames('con.conkey', 'con.conrelid')}, fn.nspname::text, fc.relname::text, ${columnNames('con.confkey', 'con.confrelid')}
     FROM pg_constraint con JOIN pg_class fc ON fc.oid = con.confrelid JOIN pg_namespace fn ON fn.oid = fc.relnamespace
     WHERE con.conrelid = ${TABLE_OID} AND con.contype = 'f' ORDER BY con.conname`,
    tableParams(ref),
  );
  return rows.map(([name, columns, referredSchema, referredTable, referredColumns]) => ({
    name: text(name),
    columns: names(columns),
    referredSchema: text(referredSchema),
    referredTable: text(referredTable),
    referredColumns: names(referredColumns),
  }));
}

/** Indexes other than the primary key's; expression parts of an index have no column name and are left out. */
export async function indexes(query: RowQuery, ref: TableRef): Promise<IndexInfo[]> {
  const rows = await query(
    `SELECT ic.relname::text, ${columnNames('i.indkey::int2[]', 'i.indrelid')}, i.indisunique
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE i.indrelid = ${TABLE_OID} AND NOT i.indisprimary ORDER BY ic.relname`,
    tableParams(ref),
  );
  return rows.map(([name, columns, unique]) => ({ name: text(name), columns: names(columns), unique: unique === true }));
}

/** Functions visible on the search path (built-ins and the user's own). */
export async function functionNames(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT DISTINCT proname::text FROM pg_proc WHERE pg_function_is_visible(oid) ORDER BY 1');
  return rows.map((row) => text(row[0]));
}
