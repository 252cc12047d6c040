import { defaultReading, tokenizeSql as lexSql, type SqlDialect } from '@core/plugin-api/index.js';

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

/**
 * The lexical rules SQL is shown with: the union of the engines' quoting (double quotes and
 * backticks for names, single quotes for strings, `E'…'` and dollar quoting), so text from any
 * connected engine reads right. Display only: the engines' own dialects decide what runs.
 */
const DISPLAY_DIALECT: SqlDialect = {
  stringQuotes: ["'"],
  identifierQuotes: [
    ['"', '"'],
    ['`', '`'],
  ],
  backslashEscapes: false,
  backslashEscapesSetting: null,
  escapeStringPrefix: true,
  dollarQuotes: true,
  hashComments: false,
  nestedBlockComments: false,
  executableComments: false,
  limitCommaOffset: false,
  queryKeywords: [],
};
const DISPLAY_READING = defaultReading(DISPLAY_DIALECT);

/**
 * Splits SQL into tokens for display, over the engine kit's one SQL lexer (`tokenizeSql` of
 * `core/query/sql-lexer`): its words become keywords, functions (a word followed by `(`) or
 * identifiers, runs of operator characters one operator (`>=`, `||`, `::`). Never throws: an
 * unterminated string or comment runs to the end.
 *
 * @example
 * ```ts
 * highlightSql('SELECT 1'); // [{ kind: 'keyword', text: 'SELECT' }, { kind: 'whitespace', text: ' ' }, { kind: 'number', text: '1' }]
 * ```
 */
export function highlightSql(sql: string): SqlToken[] {
  const lexed = lexSql(sql, DISPLAY_READING);
  const tokens: SqlToken[] = [];
  lexed.forEach((token, index) => {
    const previous = tokens.at(-1);
    switch (token.kind) {
      case 'word': {
        const afterDot = previous?.text === '.';
        const next = lexed.slice(index + 1).find((candidate) => candidate.kind !== 'whitespace');
        const kind: SqlTokenKind = !afterDot && KEYWORDS.has(token.text.toUpperCase()) ? 'keyword' : next?.text === '(' ? 'function' : 'identifier';
        tokens.push({ kind, text: token.text });
        break;
      }
      case 'operator':
        // Adjacent operator characters read as one operator (`<>`, `>=`, `::`).
        if (previous?.kind === 'operator' && lexed[index - 1]?.kind === 'operator') previous.text += token.text;
        else tokens.push({ kind: 'operator', text: token.text });
        break;
      case 'line-comment':
      case 'block-comment':
        tokens.push({ kind: 'comment', text: token.text });
        break;
      default:
        tokens.push({ kind: token.kind, text: token.text });
    }
  });
  return tokens;
}
