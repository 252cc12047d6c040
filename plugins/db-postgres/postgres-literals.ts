import type { SqlParam } from '@core/plugin-api/index.js';
import { hexOf, numberLiteral, sqlTimestampFromDate, sqlTimestampText } from './literal-values.js';

/**
 * A PostgreSQL string literal. Text with a backslash is written as an `E'…'` string with the
 * backslashes doubled, so it reads the same whatever `standard_conforming_strings` says.
 * PostgreSQL text cannot hold NUL characters at all.
 */
function stringLiteral(value: string): string {
  if (value.includes('\0')) throw new RangeError('PostgreSQL text cannot contain NUL characters');
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** `TIMESTAMP '2024-01-31 10:00:00'` for an ISO-8601 instant (UTC when it carries an offset). */
export function postgresTimestampLiteral(iso: string): string {
  return `TIMESTAMP '${sqlTimestampText(iso)}'`;
}

/** A value as a PostgreSQL literal; NaN and infinities are rejected. */
export function postgresFormatLiteral(value: SqlParam): string {
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
      if (value instanceof Uint8Array) return `'\\x${hexOf(value)}'::bytea`;
      throw new TypeError(`Cannot write ${String(value)} as a SQL literal`);
  }
}
