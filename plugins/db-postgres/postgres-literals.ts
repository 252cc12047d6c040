import { defineSqlLiterals } from '@core/plugin-api/index.js';

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

/** PostgreSQL literals: {@link stringLiteral}, `TIMESTAMP '…'`, and `'\x…'::bytea` for bytes. NaN and infinities are rejected. */
export const { formatLiteral: postgresFormatLiteral, timestampLiteral: postgresTimestampLiteral } = defineSqlLiterals({
  string: stringLiteral,
  timestamp: (text) => `TIMESTAMP '${text}'`,
  bytes: (hex) => `'\\x${hex}'::bytea`,
});
