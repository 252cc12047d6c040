/**
 * How one SQL dialect delimits string literals, quoted identifiers and comments: what a tokenizer
 * must know to tell code from data. Getting this wrong in the permissive direction (believing text
 * is inside a string when the database reads it as code) is what SQL injection exploits, so every
 * field errs towards recognising more.
 */
export interface SqlGuardDialect {
  /** Engine key (`duckdb`, `postgresql`, `mysql`, `sqlite`, or `generic`). */
  name: string;
  /** Characters that open a string literal; each closes with itself and is escaped by doubling. */
  stringQuotes: readonly string[];
  /** Open/close pairs of quoted identifiers; the close character is escaped by doubling. */
  identifierQuotes: ReadonlyArray<readonly [open: string, close: string]>;
  /**
   * Whether `\` escapes the next character inside quoted text. `ambiguous` when a server setting
   * decides (MySQL's NO_BACKSLASH_ESCAPES, PostgreSQL's standard_conforming_strings): the guard then
   * checks both readings and accepts only text that is safe under each.
   */
  backslashEscapes: 'always' | 'never' | 'ambiguous';
  /** `E'…'` strings, where `\` always escapes (PostgreSQL, DuckDB). */
  escapeStringPrefix: boolean;
  /** `$tag$ … $tag$` dollar-quoted strings (PostgreSQL, DuckDB). */
  dollarQuotes: boolean;
  /** `#` starts a line comment (MySQL). */
  hashComments: boolean;
  /** `/*! … *\/` comments whose content the server executes (MySQL). */
  executableComments: boolean;
}

const duckdb: SqlGuardDialect = {
  name: 'duckdb',
  stringQuotes: ["'"],
  identifierQuotes: [['"', '"']],
  backslashEscapes: 'never',
  escapeStringPrefix: true,
  dollarQuotes: true,
  hashComments: false,
  executableComments: false,
};

const postgresql: SqlGuardDialect = {
  name: 'postgresql',
  stringQuotes: ["'"],
  identifierQuotes: [['"', '"']],
  backslashEscapes: 'ambiguous',
  escapeStringPrefix: true,
  dollarQuotes: true,
  hashComments: false,
  executableComments: false,
};

const mysql: SqlGuardDialect = {
  name: 'mysql',
  // Double quotes are strings unless ANSI_QUOTES is on; either way they close the same way.
  stringQuotes: ["'", '"'],
  identifierQuotes: [['`', '`']],
  backslashEscapes: 'ambiguous',
  escapeStringPrefix: false,
  dollarQuotes: false,
  hashComments: true,
  executableComments: true,
};

const sqlite: SqlGuardDialect = {
  name: 'sqlite',
  stringQuotes: ["'"],
  identifierQuotes: [
    ['"', '"'],
    ['`', '`'],
    ['[', ']'],
  ],
  backslashEscapes: 'never',
  escapeStringPrefix: false,
  dollarQuotes: false,
  hashComments: false,
  executableComments: false,
};

/** The dialects the guard knows by engine key; `mariadb` reads like `mysql`. */
export const SQL_GUARD_DIALECTS: Readonly<Record<string, SqlGuardDialect>> = Object.freeze({
  duckdb,
  postgresql,
  mysql,
  mariadb: { ...mysql, name: 'mariadb' },
  sqlite,
});

/**
 * The dialects a fragment must be safe under for an engine: the engine's own, or, for an engine the
 * guard does not know, every known dialect (text must be safe however the server reads it).
 *
 * @example
 * ```ts
 * sqlGuardDialectsFor('postgresql'); // [postgresql]
 * sqlGuardDialectsFor('trino');      // [duckdb, postgresql, mysql, mariadb, sqlite]
 * ```
 */
export function sqlGuardDialectsFor(engine: string): readonly SqlGuardDialect[] {
  const known = Object.hasOwn(SQL_GUARD_DIALECTS, engine) ? SQL_GUARD_DIALECTS[engine] : undefined;
  return known ? [known] : Object.values(SQL_GUARD_DIALECTS);
}
