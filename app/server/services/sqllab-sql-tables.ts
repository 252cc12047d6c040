import { significantTokens, tokenizeSql, type SqlReading, type SqlToken } from '@core/plugin-api/index.js';

/** A table a query reads, as Superset's `sql_tables` lists it. */
export interface SqlTableRef {
  table: string;
  schema: string | null;
  catalog: string | null;
}

const CLOSERS: Readonly<Record<string, string>> = { '"': '"', '`': '`', '[': ']' };

/** A name token's text without its quotes (doubled closing quotes become one). */
function unquote(token: SqlToken): string {
  if (token.kind !== 'quoted-identifier') return token.text;
  const close = CLOSERS[token.text[0]!] ?? token.text[0]!;
  return token.text.slice(1, -1).replaceAll(close + close, close);
}

const isName = (token: SqlToken | undefined): token is SqlToken => token !== undefined && (token.kind === 'word' || token.kind === 'quoted-identifier');
const isDot = (token: SqlToken | undefined) => token?.kind === 'punctuation' && token.text === '.';
const isComma = (token: SqlToken | undefined) => token?.kind === 'punctuation' && token.text === ',';

/** Names of the CTEs a statement defines (`WITH a AS (…), b AS (…)`): they are no tables. */
function cteNames(tokens: readonly SqlToken[]): Set<string> {
  const names = new Set<string>();
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (isName(token) && next?.kind === 'word' && next.text.toUpperCase() === 'AS' && tokens[i + 2]?.text === '(') names.add(unquote(token).toLowerCase());
  });
  return names;
}

/**
 * The tables a SQL Lab query reads: the dotted names after `FROM` and `JOIN` (and after the
 * commas of a `FROM a, b` list), without CTE names and table functions. A lexical reading, good
 * for listing a query's tables, not for enforcing access.
 *
 * @example
 * ```ts
 * sqlTables('SELECT * FROM main.birth_names b JOIN "other" ON 1=1', scriptReading(duckdbEngine.sqlDialect));
 * // [{ table: 'birth_names', schema: 'main', catalog: null }, { table: 'other', schema: null, catalog: null }]
 * ```
 */
export function sqlTables(sql: string, reading: SqlReading): SqlTableRef[] {
  const tokens = significantTokens(tokenizeSql(sql, reading));
  const ctes = cteNames(tokens);
  const found = new Map<string, SqlTableRef>();
  const readName = (start: number): number => {
    const parts: string[] = [];
    let i = start;
    while (isName(tokens[i])) {
      parts.push(unquote(tokens[i]!));
      if (!isDot(tokens[i + 1])) break;
      i += 2;
    }
    const after = tokens[i + 1];
    if (parts.length === 0 || parts.length > 3 || after?.text === '(') return start;
    const [table, schema = null, catalog = null] = [...parts].reverse() as [string, string?, string?];
    if (parts.length === 1 && ctes.has(table.toLowerCase())) return i;
    const ref: SqlTableRef = { table, schema: schema ?? null, catalog: catalog ?? null };
    found.set(JSON.stringify(ref), ref);
    return i;
  };
  // One entry per open parenthesis: whether it holds a query (`(SELECT …`) rather than an
  // expression such as `EXTRACT(YEAR FROM ts)`, whose FROM names no table.
  const queryParens: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'punctuation' && token.text === '(') {
      const first = tokens[i + 1];
      queryParens.push(first?.kind === 'word' && ['SELECT', 'WITH', 'VALUES', 'FROM'].includes(first.text.toUpperCase()));
      continue;
    }
    if (token.kind === 'punctuation' && token.text === ')') queryParens.pop();
    if (token.kind !== 'word' || queryParens.at(-1) === false) continue;
    const upper = token.text.toUpperCase();
    if (upper === 'JOIN') readName(i + 1);
    if (upper !== 'FROM' || !isName(tokens[i + 1])) continue;
    let at = readName(i + 1);
    // `FROM a x, b AS y`: step over the alias, then read the next name of the list.
    for (;;) {
      let j = at + 1;
      if (tokens[j]?.kind === 'word' && tokens[j]!.text.toUpperCase() === 'AS') j++;
      if (isName(tokens[j]) && isComma(tokens[j + 1])) j++;
      if (!isComma(tokens[j]) || !isName(tokens[j + 1])) break;
      at = readName(j + 1);
    }
  }
  return [...found.values()];
}
