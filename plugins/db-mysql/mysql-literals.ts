import type { SqlParam } from '@core/plugin-api/index.js';
import { hexOf, numberLiteral, sqlTimestampFromDate, sqlTimestampText } from './literal-values.js';

/**
 * A MySQL string literal. MySQL reads backslash escapes inside quotes (unless the session has
 * NO_BACKSLASH_ESCAPES, which Tessera's connections turn off), so backslashes are doubled as
 * well as quotes, and NUL is written `\0`.
 */
function stringLiteral(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll('\0', '\\0')}'`;
}

/** `TIMESTAMP '2024-01-31 10:00:00'` (a DATETIME literal) for an ISO-8601 instant (UTC when it carries an offset). */
export function mysqlTimestampLiteral(iso: string): string {
  return `TIMESTAMP '${sqlTimestampText(iso)}'`;
}

/** A value as a MySQL literal; NaN and infinities are rejected. */
export function mysqlFormatLiteral(value: SqlParam): string {
  if (value === null) return 'NULL';
  switch (typeof value) {
    case 'string':
      return stringLiteral(value);
    case 'number':
    case 'bigint':
      return numberLiteral(value);
    case 'boolean':
      return value ? 'TRUE' : 'FALSE';
    default:
      if (value instanceof Date) return `TIMESTAMP '${sqlTimestampFromDate(value)}'`;
      if (value instanceof Uint8Array) return value.length === 0 ? "X''" : `X'${hexOf(value)}'`;
      throw new TypeError(`Cannot write ${String(value)} as a SQL literal`);
  }
}
