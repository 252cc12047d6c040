import { defineSqlLiterals } from '@core/plugin-api/index.js';

/**
 * A MySQL string literal. MySQL reads backslash escapes inside quotes (unless the session has
 * NO_BACKSLASH_ESCAPES, which Tessera's connections turn off), so backslashes are doubled as
 * well as quotes, and NUL is written `\0`.
 */
function stringLiteral(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll('\0', '\\0')}'`;
}

/** MySQL literals: {@link stringLiteral}, `TIMESTAMP '…'` (a DATETIME literal), and `X'…'` for bytes. NaN and infinities are rejected. */
export const { formatLiteral: mysqlFormatLiteral, timestampLiteral: mysqlTimestampLiteral } = defineSqlLiterals({
  string: stringLiteral,
  timestamp: (text) => `TIMESTAMP '${text}'`,
  bytes: (hex) => `X'${hex}'`,
});
