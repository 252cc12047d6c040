import { defineSqlLiterals, quotedStringLiteral } from '@core/plugin-api/index.js';

/**
 * SQLite literals: strings with quotes doubled (NUL, which would end the SQL text, joined in with
 * `char(0)`), `X'…'` for bytes, booleans as SQLite's TRUE/FALSE (1/0). SQLite has no timestamp
 * type: timestamps are text `YYYY-MM-DD HH:MM:SS`, which compares correctly as text against
 * columns stored the same way (what SQLite's date functions produce).
 */
export const { formatLiteral: sqliteFormatLiteral, timestampLiteral: sqliteTimestampLiteral } = defineSqlLiterals({
  string: (value) => quotedStringLiteral(value, 'char(0)'),
  timestamp: (text) => `'${text}'`,
  bytes: (hex) => `X'${hex}'`,
});
