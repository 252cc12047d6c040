import type { GenericColumnType } from '@core/plugin-api/index.js';

const NUMERIC = new Set([
  'SMALLINT', 'INTEGER', 'BIGINT', 'INT', 'INT2', 'INT4', 'INT8', 'SMALLSERIAL', 'SERIAL', 'BIGSERIAL', 'SERIAL2', 'SERIAL4', 'SERIAL8',
  'NUMERIC', 'DECIMAL', 'REAL', 'FLOAT', 'FLOAT4', 'FLOAT8', 'DOUBLE PRECISION', 'OID',
]);
const TEMPORAL = new Set(['DATE', 'TIMESTAMP', 'TIMESTAMPTZ', 'TIMESTAMP WITHOUT TIME ZONE', 'TIMESTAMP WITH TIME ZONE']);
/** Time of day, intervals and money come back as text, so they count as strings. */
const STRING = new Set([
  'TEXT', 'VARCHAR', 'CHAR', 'CHARACTER', 'CHARACTER VARYING', 'BPCHAR', 'NAME', 'CITEXT', 'UUID', 'JSON', 'JSONB', 'XML',
  'INET', 'CIDR', 'MACADDR', 'MONEY', 'TIME', 'TIMETZ', 'TIME WITHOUT TIME ZONE', 'TIME WITH TIME ZONE', 'INTERVAL',
]);

/**
 * PostgreSQL type name (as `format_type` prints it: `numeric(10,2)`, `timestamp(3) without time
 * zone`, `integer[]`) → generic type. Arrays, bytea, geometric and unknown types are null.
 */
export function postgresGenericType(typeName: string): GenericColumnType | null {
  const normalized = typeName.trim().toUpperCase().replace(/\s+/g, ' ');
  if (normalized.endsWith(']')) return null;
  const base = normalized.replace(/\s*\([^)]*\)/g, '').replace(/^"|"$/g, '');
  if (NUMERIC.has(base)) return 'numeric';
  if (TEMPORAL.has(base)) return 'temporal';
  if (base === 'BOOLEAN' || base === 'BOOL') return 'boolean';
  if (STRING.has(base)) return 'string';
  return null;
}
