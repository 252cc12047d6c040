/**
 * What the compiler needs to know about a dialect beyond the engine spec's quoting and literals:
 * how to cast to text, whether ILIKE and a regex operator exist, and how to skip rows without a
 * limit. Keyed by the spec's `engine`; an engine not listed gets ANSI SQL and no regex.
 */
export interface CompilerDialect {
  engine: string;
  /** `CAST(<expr> AS <text type>)`. */
  castToString: (sql: string) => string;
  /** `<expr> ILIKE <pattern>` where the engine has it; null to emulate with LOWER(…) LIKE LOWER(…). */
  ilike: ((sql: string, pattern: string) => string) | null;
  /** A regular-expression match; null when the engine has none built in. */
  regex: ((sql: string, pattern: string) => string) | null;
  /**
   * One ORDER BY term with NULLs last in both directions, as DuckDB does by default: engines
   * disagree otherwise (SQLite and MySQL put NULLs first when ascending), and the same chart
   * must list the same rows in the same order whatever the engine.
   */
  orderTerm: (sql: string, ascending: boolean) => string;
  /** `LIMIT`/`OFFSET` clause for a positive limit and/or offset, '' when neither. */
  limitOffset: (limit: number | null, offset: number) => string;
}

function limitOffsetWith(noLimit: string | null) {
  return (limit: number | null, offset: number): string => {
    const parts: string[] = [];
    if (limit !== null) parts.push(`LIMIT ${limit}`);
    else if (offset > 0 && noLimit !== null) parts.push(`LIMIT ${noLimit}`);
    if (offset > 0) parts.push(`OFFSET ${offset}`);
    return parts.join(' ');
  };
}

const nullsLast = (sql: string, ascending: boolean) => `${sql} ${ascending ? 'ASC' : 'DESC'} NULLS LAST`;

const DIALECTS: Record<string, Omit<CompilerDialect, 'engine'>> = {
  duckdb: {
    orderTerm: nullsLast,
    castToString: (sql) => `CAST(${sql} AS VARCHAR)`,
    ilike: (sql, pattern) => `${sql} ILIKE ${pattern}`,
    regex: (sql, pattern) => `regexp_matches(${sql}, ${pattern})`,
    limitOffset: limitOffsetWith(null),
  },
  postgresql: {
    orderTerm: nullsLast,
    castToString: (sql) => `CAST(${sql} AS TEXT)`,
    ilike: (sql, pattern) => `${sql} ILIKE ${pattern}`,
    regex: (sql, pattern) => `${sql} ~ ${pattern}`,
    limitOffset: limitOffsetWith(null),
  },
  mysql: {
    // No NULLS LAST in MySQL: sorting on `IS NULL` first (false before true) has the same effect.
    orderTerm: (sql, ascending) => `${sql} IS NULL, ${sql} ${ascending ? 'ASC' : 'DESC'}`,
    castToString: (sql) => `CAST(${sql} AS CHAR)`,
    ilike: null,
    regex: (sql, pattern) => `${sql} REGEXP ${pattern}`,
    // MySQL has no OFFSET without LIMIT; its manual's idiom is the largest BIGINT UNSIGNED.
    limitOffset: limitOffsetWith('18446744073709551615'),
  },
  sqlite: {
    orderTerm: nullsLast,
    castToString: (sql) => `CAST(${sql} AS TEXT)`,
    ilike: null,
    // SQLite's REGEXP operator calls a user function that is not built in.
    regex: null,
    limitOffset: limitOffsetWith('-1'),
  },
};

const ANSI: Omit<CompilerDialect, 'engine'> = {
  orderTerm: nullsLast,
  castToString: (sql) => `CAST(${sql} AS VARCHAR)`,
  ilike: null,
  regex: null,
  limitOffset: limitOffsetWith(null),
};

/**
 * The compiler dialect of an engine key (`duckdb`, `postgresql`, `mysql`, `mariadb`, `sqlite`).
 *
 * @example
 * ```ts
 * compilerDialectFor('mysql').limitOffset(null, 20); // 'LIMIT 18446744073709551615 OFFSET 20'
 * ```
 */
export function compilerDialectFor(engine: string): CompilerDialect {
  const key = engine === 'mariadb' ? 'mysql' : engine;
  return { engine, ...((Object.hasOwn(DIALECTS, key) ? DIALECTS[key] : undefined) ?? ANSI) };
}
