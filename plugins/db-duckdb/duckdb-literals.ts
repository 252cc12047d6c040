import type { SqlParam } from '@core/plugin-api/index.js';
import { hexOf, numberLiteral, sqlTimestampFromDate, sqlTimestampText } from './literal-values.js';

/** A DuckDB string literal: quotes doubled; NUL characters, which cannot sit in the SQL text, joined in with `chr(0)`. */
function stringLiteral(value: string): string {
  const quoted = (part: string) => `'${part.replaceAll("'", "''")}'`;
  if (!value.includes('\0')) return quoted(value);
  return `(${value.split('\0').map(quoted).join(' || chr(0) || ')})`;
}

/** `TIMESTAMP '2024-01-31 10:00:00'` for an ISO-8601 instant (UTC when it carries an offset). */
export function duckdbTimestampLiteral(iso: string): string {
  return `TIMESTAMP '${sqlTimestampText(iso)}'`;
}

/** A value as a DuckDB literal; NaN and infinities are rejected. */
export function duckdbFormatLiteral(value: SqlParam): string {
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
      if (value instanceof Uint8Array) return `from_hex('${hexOf(value)}')`;
      throw new TypeError(`Cannot write ${String(value)} as a SQL literal`);
  }
}
