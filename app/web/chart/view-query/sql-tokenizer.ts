/** What a piece of SQL is, for highlighting. */
export type SqlTokenKind =
  | 'keyword'
  | 'function'
  | 'identifier'
  | 'quoted-identifier'
  | 'string'
  | 'number'
  | 'comment'
  | 'operator'
  | 'punctuation'
  | 'whitespace';

/** A run of SQL text and what it is; the texts of a tokenisation concatenate back to the input. */
export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
}

const KEYWORDS = new Set(
  (
    'ALL AND ANY AS ASC BETWEEN BY CASE CAST CROSS CURRENT_DATE CURRENT_TIMESTAMP DELETE DESC DISTINCT ' +
    'ELSE END EXCEPT EXISTS FALSE FETCH FILTER FIRST FOLLOWING FROM FULL GROUP HAVING ILIKE IN INNER ' +
    'INSERT INTERSECT INTERVAL INTO IS JOIN LAST LATERAL LEFT LIKE LIMIT NATURAL NOT NULL NULLS OFFSET ON ' +
    'OR ORDER OUTER OVER PARTITION PRECEDING QUALIFY RANGE RECURSIVE RIGHT ROW ROWS SELECT SET TABLE ' +
    'THEN TOP TRUE UNBOUNDED UNION UPDATE USING VALUES WHEN WHERE WINDOW WITH'
  ).split(' '),
);

const PATTERNS: ReadonlyArray<readonly [SqlTokenKind, RegExp]> = [
  ['whitespace', /\s+/y],
  ['comment', /--[^\n]*/y],
  ['comment', /\/\*[\s\S]*?(?:\*\/|$)/y],
  // '' inside a string is an escaped quote.
  ['string', /'(?:[^']|'')*(?:'|$)/y],
  ['quoted-identifier', /"(?:[^"]|"")*(?:"|$)/y],
  ['quoted-identifier', /`(?:[^`]|``)*(?:`|$)/y],
  ['quoted-identifier', /\[[^\]\n]*\]/y],
  ['number', /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y],
  ['identifier', /[A-Za-z_][A-Za-z0-9_$]*/y],
  ['operator', /<>|<=|>=|!=|\|\||::|[-+*/%=<>!~^&|]/y],
  ['punctuation', /[(),;.]/y],
];

/** The kind of a bare word: a keyword, a function name (followed by `(`) or an identifier. */
function wordKind(word: string, sql: string, end: number): SqlTokenKind {
  if (KEYWORDS.has(word.toUpperCase())) return 'keyword';
  let next = end;
  while (next < sql.length && /\s/.test(sql[next]!)) next += 1;
  return sql[next] === '(' ? 'function' : 'identifier';
}

/**
 * Splits SQL into tokens for display. Never throws: an unterminated string or comment runs to
 * the end, and any other character becomes a one-character punctuation token.
 *
 * @example
 * ```ts
 * tokenizeSql('SELECT 1'); // [{ kind: 'keyword', text: 'SELECT' }, { kind: 'whitespace', text: ' ' }, { kind: 'number', text: '1' }]
 * ```
 */
export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let position = 0;
  while (position < sql.length) {
    let matched: SqlToken | undefined;
    for (const [kind, pattern] of PATTERNS) {
      pattern.lastIndex = position;
      const match = pattern.exec(sql);
      if (match && match[0].length > 0) {
        const text = match[0];
        matched = { kind: kind === 'identifier' ? wordKind(text, sql, position + text.length) : kind, text };
        break;
      }
    }
    matched ??= { kind: 'punctuation', text: sql[position]! };
    const previous = tokens.at(-1);
    // A word directly after a dot is a qualified name's part, never a keyword (`t.from`).
    if (matched.kind === 'keyword' && previous?.text === '.') matched = { kind: 'identifier', text: matched.text };
    tokens.push(matched);
    position += matched.text.length;
  }
  return tokens;
}
