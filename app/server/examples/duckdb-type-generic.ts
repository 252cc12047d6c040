/** Coarse type family used by the explore UI to decide what a column can do. */
export type TypeGeneric = 'NUMERIC' | 'STRING' | 'TEMPORAL' | 'BOOLEAN';

const NUMERIC = new Set([
  'TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'HUGEINT',
  'UTINYINT', 'USMALLINT', 'UINTEGER', 'UBIGINT', 'UHUGEINT',
  'INT1', 'INT2', 'INT4', 'INT8', 'INT', 'SHORT', 'LONG', 'SIGNED',
  'FLOAT', 'FLOAT4', 'FLOAT8', 'REAL', 'DOUBLE', 'DECIMAL', 'NUMERIC', 'VARINT', 'BIGNUM',
]);

/** Types holding a point in time (a date, or a date and a time of day). */
const DATETIME = new Set([
  'DATE', 'DATETIME', 'TIMESTAMP', 'TIMESTAMP_S', 'TIMESTAMP_MS', 'TIMESTAMP_NS', 'TIMESTAMP_US',
  'TIMESTAMPTZ', 'TIMESTAMP WITH TIME ZONE',
]);

/** Time of day only: temporal, but not usable as a dataset's time axis. */
const TIME_OF_DAY = new Set(['TIME', 'TIMETZ', 'TIME WITH TIME ZONE', 'TIME_NS']);

/**
 * Maps a DuckDB type name (as DESCRIBE / information_schema report it) to its generic family
 * and whether it is a datetime column. Nested types (`INTEGER[]`, `STRUCT(...)`, `MAP(...)`)
 * and anything unknown (VARCHAR, UUID, BLOB, ENUM, INTERVAL, JSON…) count as STRING.
 */
export function duckdbTypeGeneric(type: string): { type_generic: TypeGeneric; is_dttm: boolean } {
  const normalized = type.trim().toUpperCase().replace(/\s+/g, ' ');
  if (normalized.endsWith(']')) return { type_generic: 'STRING', is_dttm: false };
  const base = normalized.replace(/\s*\(.*$/s, '');
  if (base === 'BOOLEAN' || base === 'BOOL' || base === 'LOGICAL') {
    return { type_generic: 'BOOLEAN', is_dttm: false };
  }
  if (NUMERIC.has(base)) return { type_generic: 'NUMERIC', is_dttm: false };
  if (DATETIME.has(base)) return { type_generic: 'TEMPORAL', is_dttm: true };
  if (TIME_OF_DAY.has(base)) return { type_generic: 'TEMPORAL', is_dttm: false };
  return { type_generic: 'STRING', is_dttm: false };
}
