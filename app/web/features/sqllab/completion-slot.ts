/**
 * What the SQL grammar expects at the caret, which decides the order of completions:
 * `keyword` at the start of a statement and after a complete operand (`SELECT a |`,
 * `FROM orders |`), `table` after FROM, JOIN, INTO, UPDATE or a comma in a FROM list, and
 * `expression` after SELECT, WHERE, ON, an operator or a comma in a select list.
 */
export type CompletionSlot = 'keyword' | 'table' | 'expression';

/**
 * One token, its kind told by the group that matched: 1 whitespace or a comment, 2 a literal
 * (string or number), 3 a quoted name, 4 a word, 5 punctuation, 6 an operator.
 */
const TOKEN =
  /(\s+|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$))|('(?:[^']|'')*'?|\p{N}[\p{L}\p{N}_.]*)|("(?:[^"]|"")*"?|`[^`]*`?)|([\p{L}_][\p{L}\p{N}_$]*)|([(),;.*])|([^\s\p{L}\p{N}_'"`(),;.*]+)/uy;

/** Words after which a table name comes. */
const TABLE_BEFORE = new Set(['from', 'join', 'into', 'update', 'table', 'describe', 'truncate']);
/** Words after which a column, a function or a value comes. */
const EXPRESSION_BEFORE = new Set([
  'select', 'distinct', 'where', 'and', 'or', 'not', 'on', 'by', 'having', 'when', 'then', 'else', 'case', 'in', 'like', 'ilike',
  'between', 'limit', 'offset', 'set', 'values', 'as', 'with', 'interval', 'any', 'some', 'exists', 'returning', 'using', 'top',
]);
/** Words that open a nested statement or clause list when a parenthesis follows them: `IN (SELECT …`, `OVER (PARTITION BY …`. */
const KEYWORD_AFTER_PARENTHESIS = new Set(['from', 'join', 'in', 'exists', 'as', 'any', 'all', 'some', 'over', 'union', 'intersect', 'except']);
/** Clause keywords a comma belongs to: only a comma of a FROM list is followed by a table. */
const CLAUSES = new Set(['select', 'from', 'where', 'group', 'order', 'by', 'having', 'limit', 'set', 'values', 'on', 'join', 'using', 'partition', 'window', 'with', 'returning']);

/** Text longer than this is read from its end only: the slot depends on the last few tokens. */
const MAX_SCANNED = 4_000;

interface Token {
  kind: 'word' | 'name' | 'literal' | 'punctuation' | 'operator';
  /** Lower-cased for words. */
  text: string;
}

/** The significant tokens of the statement the text ends in (comments and whitespace dropped). */
function statementTokens(text: string): Token[] {
  let tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) break;
    if (match[1] !== undefined) continue;
    if (match[2] !== undefined) tokens.push({ kind: 'literal', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'name', text: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'word', text: match[4].toLowerCase() });
    else if (match[5] === ';') tokens = [];
    else if (match[5] !== undefined) tokens.push({ kind: 'punctuation', text: match[5] });
    else tokens.push({ kind: 'operator', text: match[0] });
  }
  return tokens;
}

/** The clause keyword a comma at the end of `tokens` belongs to, at its own nesting level. */
function clauseOfComma(tokens: readonly Token[]): string | null {
  let depth = 0;
  for (let index = tokens.length - 2; index >= 0; index -= 1) {
    const token = tokens[index]!;
    if (token.text === ')') depth += 1;
    else if (token.text === '(') {
      if (depth === 0) return null;
      depth -= 1;
    } else if (depth === 0 && token.kind === 'word' && CLAUSES.has(token.text)) return token.text;
  }
  return null;
}

/**
 * What is expected at the end of `textBeforeWord` (the statement up to the word being typed).
 *
 * @example
 * ```ts
 * completionSlotAt(''); // 'keyword'
 * completionSlotAt('SELECT * FROM '); // 'table'
 * completionSlotAt('SELECT a, '); // 'expression'
 * completionSlotAt('SELECT a '); // 'keyword'
 * ```
 */
export function completionSlotAt(textBeforeWord: string): CompletionSlot {
  // A long text is read from a line start near its end, less likely inside a string or a comment.
  let text = textBeforeWord;
  if (text.length > MAX_SCANNED) {
    text = text.slice(-MAX_SCANNED);
    text = text.slice(text.indexOf('\n') + 1);
  }
  const tokens = statementTokens(text);
  const last = tokens.at(-1);
  if (!last) return 'keyword';
  const previous = tokens.at(-2);
  switch (last.kind) {
    case 'literal':
    case 'name':
      return 'keyword';
    case 'operator':
      return 'expression';
    case 'word':
      if (TABLE_BEFORE.has(last.text)) return 'table';
      // Any other word is a complete operand (a column, a table, its alias) or a keyword that wants another keyword (GROUP, IS, LEFT…).
      return EXPRESSION_BEFORE.has(last.text) ? 'expression' : 'keyword';
    case 'punctuation':
      switch (last.text) {
        case ')':
          return 'keyword';
        case '(':
          return !previous || previous.text === '(' || (previous.kind === 'word' && KEYWORD_AFTER_PARENTHESIS.has(previous.text)) ? 'keyword' : 'expression';
        case ',':
          return clauseOfComma(tokens) === 'from' ? 'table' : 'expression';
        case '*':
          // `SELECT *`, `t.*`, `count(*)` end an operand; anything else is a product.
          return !previous || ['select', 'distinct', ',', '.', '('].includes(previous.text) ? 'keyword' : 'expression';
        default:
          return 'expression';
      }
  }
}
