import type { SqlDialect } from '../sql-lexer/sql-dialect.js';

const common = { backslashEscapes: false, limitCommaOffset: false, queryKeywords: ['SELECT', 'WITH', 'VALUES'] } as const;

/**
 * The lexical conventions SQL servers are known to follow, for text whose engine is not installed
 * (so its own `sqlDialect` is unknown): such text must be safe however a server reads it, so a
 * check runs under each of these and every reading they allow. An installed engine is always
 * read by its own dialect; adding an engine needs no change here.
 */
export const UNKNOWN_ENGINE_DIALECTS: readonly SqlDialect[] = Object.freeze([
  // Standard quoting with the extensions found on PostgreSQL-family servers.
  {
    ...common,
    stringQuotes: ["'"],
    identifierQuotes: [['"', '"']],
    backslashEscapesSetting: 'standard_conforming_strings',
    escapeStringPrefix: true,
    dollarQuotes: true,
    hashComments: false,
    nestedBlockComments: true,
    executableComments: false,
  },
  // Double-quoted strings, backtick names, `#` comments and executable comments.
  {
    ...common,
    stringQuotes: ["'", '"'],
    identifierQuotes: [['`', '`']],
    backslashEscapesSetting: 'NO_BACKSLASH_ESCAPES',
    escapeStringPrefix: false,
    dollarQuotes: false,
    hashComments: true,
    nestedBlockComments: false,
    executableComments: true,
  },
  // Every identifier quote, bracketed names included.
  {
    ...common,
    stringQuotes: ["'"],
    identifierQuotes: [['"', '"'], ['`', '`'], ['[', ']']],
    backslashEscapesSetting: null,
    escapeStringPrefix: false,
    dollarQuotes: false,
    hashComments: false,
    nestedBlockComments: false,
    executableComments: false,
  },
]);

/** The dialects text for an engine must be safe under: its own, or every known convention when it is not installed. */
export function dialectsToCheck(dialect: SqlDialect | undefined): readonly SqlDialect[] {
  return dialect ? [dialect] : UNKNOWN_ENGINE_DIALECTS;
}
