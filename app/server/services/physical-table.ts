/**
 * The table a physical dataset reads, as the database sees it: several datasets may name one
 * table (one without a schema, one with the default schema spelled out, in another case).
 */
export interface PhysicalTable {
  databaseId: number;
  /** Lower-cased: DuckDB, SQLite and MySQL (on most systems) match names regardless of case. */
  table: string;
  /** The schema, lower-cased; null when it cannot be told, which then matches any schema. */
  schema: string | null;
}

/** The schema unqualified names resolve to in a database with this URI; null when unknown. */
export type DefaultSchemaOf = (sqlalchemyUri: string) => string | null;

/**
 * The physical table of a dataset row, or null for a virtual dataset (its SQL is its own). A
 * dataset without a schema reads the engine's default schema.
 *
 * @example
 * ```ts
 * physicalTableOf({ database_id: 1, table_name: 'birth_names', schema: null, sql: null }, 'duckdb:///x.duckdb', () => 'main');
 * // { databaseId: 1, table: 'birth_names', schema: 'main' }
 * ```
 */
export function physicalTableOf(
  dataset: { database_id: number; table_name: string; schema: string | null; sql: string | null },
  sqlalchemyUri: string,
  defaultSchemaOf: DefaultSchemaOf | undefined,
): PhysicalTable | null {
  if (dataset.sql?.trim()) return null;
  const schema = dataset.schema?.trim() || defaultSchemaOf?.(sqlalchemyUri) || null;
  return { databaseId: dataset.database_id, table: dataset.table_name.trim().toLowerCase(), schema: schema?.toLowerCase() ?? null };
}

/**
 * Whether two physical datasets read the same table. Names are compared without case and an
 * unknown schema matches any: where that is wrong, a rule filters more rows, never fewer.
 */
export function samePhysicalTable(a: PhysicalTable, b: PhysicalTable): boolean {
  return a.databaseId === b.databaseId && a.table === b.table && (a.schema === null || b.schema === null || a.schema === b.schema);
}
