import type { GenericColumnType } from '@core/plugin-api/index.js';

const NUMERIC = new Set([
  'TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', 'INTEGER', 'BIGINT', 'DECIMAL', 'DEC', 'NUMERIC', 'FIXED',
  'FLOAT', 'DOUBLE', 'DOUBLE PRECISION', 'REAL', 'YEAR',
]);
const TEMPORAL = new Set(['DATE', 'DATETIME', 'TIMESTAMP']);
/** TIME comes back as text (`10:00:00`), so it counts as a string. */
const STRING = new Set([
  'CHAR', 'VARCHAR', 'TINYTEXT', 'TEXT', 'MEDIUMTEXT', 'LONGTEXT', 'ENUM', 'SET', 'JSON', 'TIME', 'NCHAR', 'NVARCHAR',
  'CHARACTER', 'CHARACTER VARYING', 'UUID', 'INET4', 'INET6',
]);

/**
 * MySQL/MariaDB type name (`int(11) unsigned`, `decimal(10,2)`, `varchar(20)`) → generic type.
 * TINYINT(1), BOOL and BOOLEAN are boolean (MySQL's boolean is TINYINT(1)); binary strings,
 * BLOBs, BIT and spatial types are null.
 */
export function mysqlGenericType(typeName: string): GenericColumnType | null {
  const normalized = typeName.trim().toUpperCase().replace(/\s+/g, ' ');
  if (/^TINYINT\s*\(\s*1\s*\)/.test(normalized) || normalized === 'BOOL' || normalized === 'BOOLEAN') return 'boolean';
  const base = normalized.replace(/\s*\(.*?\)/g, '').replace(/ (UNSIGNED|SIGNED|ZEROFILL)\b/g, '').trim();
  if (NUMERIC.has(base)) return 'numeric';
  if (TEMPORAL.has(base)) return 'temporal';
  if (STRING.has(base)) return 'string';
  return null;
}
