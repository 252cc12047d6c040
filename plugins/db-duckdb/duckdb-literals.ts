import { defineSqlLiterals, quotedStringLiteral } from '@core/plugin-api/index.js';

/**
 * DuckDB literals: strings with quotes doubled (NUL joined in with `chr(0)`), `TIMESTAMP '…'`,
 * and `from_hex('…')` for bytes. NaN and infinities are rejected.
 */
export const { formatLiteral: duckdbFormatLiteral, timestampLiteral: duckdbTimestampLiteral } = defineSqlLiterals({
  string: (value) => quotedStringLiteral(value, 'chr(0)'),
  timestamp: (text) => `TIMESTAMP '${text}'`,
  bytes: (hex) => `from_hex('${hex}')`,
});
