/**
 * How an engine's SQL is written at the lexical level: what delimits string literals, quoted names
 * and comments, plus the two bits of syntax the kit's row limits need. Each engine plugin defines
 * its own and carries it as `DatabaseEngineContribution.sqlDialect`; every SQL reading Tessera
 * does (the SQL guard, SQL Lab's script splitting and limits, statement keywords) goes through
 * `tokenizeSql` over it. Reading text as a string or comment when the server reads it as code is
 * what SQL injection exploits, so where a server setting decides, the dialect says so and the
 * guard checks every reading.
 */
export interface SqlDialect {
  /** Characters that open a string literal; each closes with itself and is escaped by doubling. */
  stringQuotes: readonly string[];
  /**
   * Open/close pairs of quoted identifiers; the close character is escaped by doubling. A
   * backslash never escapes inside them (no engine's lexer does that).
   */
  identifierQuotes: ReadonlyArray<readonly [open: string, close: string]>;
  /** Whether `\` escapes the next character inside string literals with the server's default settings. */
  backslashEscapes: boolean;
  /**
   * The server setting that can flip {@link backslashEscapes} (MySQL's `NO_BACKSLASH_ESCAPES`,
   * PostgreSQL's `standard_conforming_strings`), or null when it is fixed. When set, the guard
   * accepts only text that is safe under both readings.
   */
  backslashEscapesSetting: string | null;
  /** `E'…'` strings, where `\` always escapes (PostgreSQL, DuckDB). */
  escapeStringPrefix: boolean;
  /** `$tag$ … $tag$` dollar-quoted strings (PostgreSQL, DuckDB). */
  dollarQuotes: boolean;
  /** `#` starts a line comment (MySQL). */
  hashComments: boolean;
  /** `/* /* *\/ *\/` nests: a block comment ends at its matching close (PostgreSQL). */
  nestedBlockComments: boolean;
  /** `/*! … *\/` (and MariaDB's `/*M! … *\/`) comments whose content the server executes (MySQL). */
  executableComments: boolean;
  /** `LIMIT offset, count` is valid (MySQL, SQLite). */
  limitCommaOffset: boolean;
  /** Leading keywords of statements that return rows and accept a LIMIT. */
  queryKeywords: readonly string[];
}

/** One way a server may read text in a dialect: the dialect with its setting-dependent choices made. */
export interface SqlReading {
  dialect: SqlDialect;
  /** Whether `\` escapes inside string literals in this reading. */
  backslashEscapes: boolean;
  /** Whether block comments nest in this reading. */
  nestedBlockComments: boolean;
}

/** The reading of a dialect with the server's default settings. */
export function defaultReading(dialect: SqlDialect): SqlReading {
  return { dialect, backslashEscapes: dialect.backslashEscapes, nestedBlockComments: dialect.nestedBlockComments };
}

/**
 * Every way the servers of some dialects may read a text, for checks that must hold under all of
 * them: both backslash readings where a setting decides, and a flat reading of block comments
 * beside a nesting one (the flat one exposes more text as code).
 */
export function sqlReadings(dialects: readonly SqlDialect[]): SqlReading[] {
  return dialects.flatMap((dialect) => {
    const backslash = dialect.backslashEscapesSetting === null ? [dialect.backslashEscapes] : [false, true];
    const nesting = dialect.nestedBlockComments ? [true, false] : [false];
    return backslash.flatMap((backslashEscapes) => nesting.map((nestedBlockComments) => ({ dialect, backslashEscapes, nestedBlockComments })));
  });
}
