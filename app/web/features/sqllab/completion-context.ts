/** Where the caret is for completion: the word being typed and the qualifier before a dot. */
export interface CompletionContext {
  /** The partial word left of the caret ('' right after a space or a dot). */
  prefix: string;
  /** `x` in `x.pre|`, unquoted; null when the word is not qualified. */
  qualifier: string | null;
}

const QUALIFIED = /(?:"([^"]+)"|`([^`]+)`|([\w$]+))\.([\w$]*)$/;
const WORD = /[\w$]*$/;

/**
 * The completion context at the end of `textBeforeCaret` (the line up to the caret).
 *
 * @example
 * ```ts
 * completionContextAt('SELECT o.cust'); // { prefix: 'cust', qualifier: 'o' }
 * ```
 */
export function completionContextAt(textBeforeCaret: string): CompletionContext {
  const qualified = QUALIFIED.exec(textBeforeCaret);
  if (qualified) return { prefix: qualified[4] ?? '', qualifier: qualified[1] ?? qualified[2] ?? qualified[3] ?? null };
  return { prefix: WORD.exec(textBeforeCaret)?.[0] ?? '', qualifier: null };
}

const ALIAS_AFTER = new Set([
  'on', 'where', 'join', 'inner', 'left', 'right', 'full', 'cross', 'group', 'order', 'limit', 'union', 'having', 'using', 'natural', 'outer', 'window',
]);
const TABLE_REFERENCE = /\b(?:from|join)\s+((?:(?:"[^"]+"|`[^`]+`|[\w$]+)\.)?(?:"[^"]+"|`[^`]+`|[\w$]+))(?:\s+(?:as\s+)?([\w$]+))?/gi;

const unquote = (name: string) => name.replace(/^["`]|["`]$/g, '');

/**
 * Table aliases of a statement (`FROM orders o JOIN public.customers AS c`), lower-cased alias →
 * table name (without schema), so `o.` completes the columns of `orders`.
 */
export function tableAliases(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of sql.matchAll(TABLE_REFERENCE)) {
    const reference = match[1]!;
    const table = unquote(reference.slice(reference.lastIndexOf('.') + 1));
    const alias = match[2];
    if (alias && !ALIAS_AFTER.has(alias.toLowerCase())) aliases.set(alias.toLowerCase(), table);
  }
  return aliases;
}
