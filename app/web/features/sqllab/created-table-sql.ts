/** A name as SQL: bare when it is a plain identifier, else double-quoted (the ANSI form). */
const quoteIdentifier = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

/** The table (or view) a CTAS/CVAS run created, as SQL: `schema.table` with each part quoted where needed. */
export function createdTableName(table: string, schema: string | null): string {
  return schema ? `${quoteIdentifier(schema)}.${quoteIdentifier(table)}` : quoteIdentifier(table);
}

/** The query that reads back what a CTAS/CVAS run created. */
export function selectCreatedTableSql(table: string, schema: string | null): string {
  return `SELECT *\nFROM ${createdTableName(table, schema)}\nLIMIT 100`;
}
