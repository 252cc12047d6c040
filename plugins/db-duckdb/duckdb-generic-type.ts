import type { GenericColumnType } from '@core/plugin-api/index.js';

const NUMERIC = new Set([
  'TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'HUGEINT', 'UTINYINT', 'USMALLINT', 'UINTEGER', 'UBIGINT', 'UHUGEINT',
  'INT1', 'INT2', 'INT4', 'INT8', 'INT', 'INT16', 'INT32', 'INT64', 'INT128', 'SHORT', 'LONG', 'SIGNED',
  'FLOAT', 'FLOAT4', 'FLOAT8', 'REAL', 'DOUBLE', 'DECIMAL', 'NUMERIC', 'VARINT', 'BIGNUM',
]);
const TEMPORAL = new Set([
  'DATE', 'DATETIME', 'TIMESTAMP', 'TIMESTAMP_S', 'TIMESTAMP_MS', 'TIMESTAMP_NS', 'TIMESTAMP_US', 'TIMESTAMPTZ',
  'TIMESTAMP WITH TIME ZONE', 'TIMESTAMP WITHOUT TIME ZONE',
]);
const BOOLEAN = new Set(['BOOLEAN', 'BOOL', 'LOGICAL']);
/** Time of day and intervals come back as text (`10:00:00`, `3 days`), so they count as strings. */
const STRING = new Set([
  'VARCHAR', 'CHAR', 'BPCHAR', 'TEXT', 'STRING', 'NVARCHAR', 'UUID', 'JSON', 'ENUM',
  'TIME', 'TIMETZ', 'TIME WITH TIME ZONE', 'TIME_NS', 'INTERVAL',
]);

/**
 * DuckDB type name → generic type. Nested types (`INTEGER[]`, `STRUCT(…)`, `MAP(…)`), BLOB, BIT
 * and anything unknown are null.
 */
export function duckdbGenericType(typeName: string): GenericColumnType | null {
  const normalized = typeName.trim().toUpperCase().replace(/\s+/g, ' ');
  if (normalized.endsWith(']')) return null;
  const base = normalized.replace(/\s*\(.*$/s, '');
  if (NUMERIC.has(base)) return 'numeric';
  if (TEMPORAL.has(base)) return 'temporal';
  if (BOOLEAN.has(base)) return 'boolean';
  if (STRING.has(base)) return 'string';
  return null;
}
