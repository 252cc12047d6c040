/**
 * Helpers that turn JS values into SQL text for DuckDB. Example generators build their
 * SQL from constant lists (names, airports, cities), so every literal goes through here.
 */
export const sqlText = {
  /** Double-quotes an identifier, doubling embedded quotes: my"col -> "my""col". */
  identifier(name: string): string {
    return `"${name.replaceAll('"', '""')}"`;
  },

  /** Single-quotes a string literal, doubling embedded quotes. */
  string(value: string): string {
    return `'${value.replaceAll("'", "''")}'`;
  },

  /** A finite number as a SQL numeric literal (throws on NaN/Infinity). */
  number(value: number): string {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  },

  /** A DuckDB list literal of strings: ['a', 'b']. */
  stringList(values: readonly string[]): string {
    return `[${values.map((v) => sqlText.string(v)).join(', ')}]`;
  },

  /** A DuckDB list literal of numbers: [1, 2.5]. */
  numberList(values: readonly number[]): string {
    return `[${values.map((v) => sqlText.number(v)).join(', ')}]`;
  },
} as const;
