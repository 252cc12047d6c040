import type { SqlParam } from '@core/plugin-api/index.js';
import { hexOf, numberLiteral, sqlTimestampFromDate, sqlTimestampText } from './literal-values.js';

/** A SQLite string literal: quotes doubled; NUL characters, which would end the SQL text, joined in with `char(0)`. */
function stringLiteral(value: string): string {
  const quoted = (part: string) => `'${part.replaceAll("'", "''")}'`;
  if (!value.includes('\0')) return quoted(value);
  return `(${value.split('\0').map(quoted).join(' || char(0) || ')})`;
}

/**
 * SQLite has no timestamp type: timestamps are text `YYYY-MM-DD HH:MM:SS`, which compares
 * correctly as text against columns stored the same way (what SQLite's date functions produce).
 */
export function sqliteTimestampLiteral(iso: string): string {
  return `'${sqlTimestampText(iso)}'`;
}

/** A value as a SQLite literal; NaN and infinities are rejected, booleans are SQLite's TRUE/FALSE (1/0). */
export function sqliteFormatLiteral(value: SqlParam): string {
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
      if (value instanceof Date) return `'${sqlTimestampFromDate(value)}'`;
      if (value instanceof Uint8Array) return `X'${hexOf(value)}'`;
      throw new TypeError(`Cannot write ${String(value)} as a SQL literal`);
  }
}
