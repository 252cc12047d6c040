import type { ColumnInfo, DatabaseEngineContribution, ForeignKeyInfo, IndexInfo, PrimaryKeyInfo, TableRef } from '@core/plugin-api/index.js';

/** Rows Superset's SQL Lab shows when a table is previewed. */
export const SELECT_STAR_LIMIT = 100;

/** The table's name qualified and quoted the engine's way: `"catalog"."schema"."table"`. */
export function qualifiedTableName(spec: DatabaseEngineContribution, ref: TableRef): string {
  const parts = [spec.supportsCatalog ? ref.catalog : null, ref.schema, ref.table].filter((p): p is string => Boolean(p));
  return parts.map((p) => spec.quoteIdentifier(p)).join('.');
}

/** Superset's `select_star`: every column of the table, limited the engine's way. */
export function selectStarSql(spec: DatabaseEngineContribution, ref: TableRef, limit = SELECT_STAR_LIMIT): string {
  return spec.applyLimit(`SELECT\n  *\nFROM ${qualifiedTableName(spec, ref)}`, limit);
}

interface Introspected {
  columns: ColumnInfo[];
  primaryKey: PrimaryKeyInfo;
  foreignKeys: ForeignKeyInfo[];
  indexes: IndexInfo[];
}

/**
 * Superset's `TableMetadataResponseSchema`: the columns (short type, long type, the keys each
 * belongs to, comment), `selectStar`, `primaryKey`, `foreignKeys` and `indexes`.
 */
export function buildTableMetadata(spec: DatabaseEngineContribution, ref: TableRef, found: Introspected) {
  const primaryKey = found.primaryKey.columns.length > 0
    ? { name: found.primaryKey.name, column_names: found.primaryKey.columns, type: 'pk' as const }
    : null;
  const foreignKeys = found.foreignKeys.map((fk) => ({
    name: fk.name,
    column_names: fk.columns,
    referred_schema: fk.referredSchema,
    referred_table: fk.referredTable,
    referred_columns: fk.referredColumns,
    options: {},
    type: 'fk' as const,
  }));
  const indexes = found.indexes.map((index) => ({ name: index.name, column_names: index.columns, unique: index.unique, type: 'index' as const }));
  const keys = [...(primaryKey ? [primaryKey] : []), ...foreignKeys, ...indexes];
  return {
    name: ref.table,
    columns: found.columns.map((column) => ({
      name: column.name,
      type: column.type.includes('(') ? column.type.slice(0, column.type.indexOf('(')) : column.type,
      longType: column.type,
      keys: keys.filter((key) => key.column_names.includes(column.name)),
      comment: column.comment ?? null,
    })),
    selectStar: selectStarSql(spec, ref),
    primaryKey: primaryKey ?? { column_names: [], name: null, type: 'pk' },
    foreignKeys,
    indexes,
  };
}
