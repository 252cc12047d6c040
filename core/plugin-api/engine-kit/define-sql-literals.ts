import type { SqlParam } from '../engine-connection.js';
import { hexOf, numberLiteral, sqlTimestampFromDate, sqlTimestampText } from './literal-values.js';

/** The parts of literal syntax that differ between engines. */
export interface SqlLiteralSyntax {
  /** A string literal that cannot end early, whatever the text holds. */
  string(value: string): string;
  /** A timestamp literal around UTC text `YYYY-MM-DD HH:MM:SS[.ffffff]` (e.g. `TIMESTAMP '…'`). */
  timestamp(text: string): string;
  /** A binary literal from upper-case hex digits (e.g. `X'…'`). */
  bytes(hex: string): string;
}

/** An engine's literal writers, as the engine spec's `formatLiteral` and `timestampLiteral` want them. */
export interface SqlLiterals {
  /** A value as a literal; NaN, infinities and invalid Dates are rejected with a RangeError. */
  formatLiteral(value: SqlParam): string;
  /** A timestamp literal for an ISO-8601 instant (in UTC when it carries an offset); anything else is rejected. */
  timestampLiteral(iso: string): string;
}

/**
 * Builds an engine's literal writers from its syntax for strings, timestamps and bytes; numbers
 * (negatives parenthesised), booleans (`TRUE`/`FALSE`) and `NULL` are written alike everywhere.
 *
 * @example
 * ```ts
 * const { formatLiteral, timestampLiteral } = defineSqlLiterals({
 *   string: (value) => `'${value.replaceAll("'", "''")}'`,
 *   timestamp: (text) => `TIMESTAMP '${text}'`,
 *   bytes: (hex) => `X'${hex}'`,
 * });
 * formatLiteral(-3); // '(-3)'
 * timestampLiteral('2024-02-01T01:30:00+02:00'); // "TIMESTAMP '2024-01-31 23:30:00'"
 * ```
 */
export function defineSqlLiterals(syntax: SqlLiteralSyntax): SqlLiterals {
  return {
    formatLiteral(value) {
      if (value === null) return 'NULL';
      switch (typeof value) {
        case 'string':
          return syntax.string(value);
        case 'number':
        case 'bigint':
          return numberLiteral(value);
        case 'boolean':
          return value ? 'TRUE' : 'FALSE';
        default:
          if (value instanceof Date) return syntax.timestamp(sqlTimestampFromDate(value));
          if (value instanceof Uint8Array) return syntax.bytes(hexOf(value));
          throw new TypeError(`Cannot write ${String(value)} as a SQL literal`);
      }
    },
    timestampLiteral: (iso) => syntax.timestamp(sqlTimestampText(iso)),
  };
}

/**
 * A string literal with quotes doubled. NUL cannot sit in SQL text, so a string holding one is
 * joined from its pieces with the engine's function call for it (`chr(0)`, `char(0)`).
 */
export function quotedStringLiteral(value: string, nulCall: string): string {
  const quoted = (part: string) => `'${part.replaceAll("'", "''")}'`;
  if (!value.includes('\0')) return quoted(value);
  return `(${value.split('\0').map(quoted).join(` || ${nulCall} || `)})`;
}
