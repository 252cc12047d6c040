/**
 * An identifier in the engine's quotes, the quote character doubled inside: `"a ""b"""`, or with
 * backticks for MySQL. Any name is then safe to embed in SQL.
 *
 * @example
 * ```ts
 * quoteIdentifier('a "b"'); // '"a ""b"""'
 * quoteIdentifier('odd`name', '`'); // '`odd``name`'
 * ```
 */
export function quoteIdentifier(name: string, quote: '"' | '`' = '"'): string {
  return `${quote}${name.replaceAll(quote, quote + quote)}${quote}`;
}
