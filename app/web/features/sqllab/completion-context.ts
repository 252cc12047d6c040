import { completionSlotAt, type CompletionSlot } from './completion-slot';

/** Where the caret is for completion: the word being typed, the qualifier before a dot, what the grammar expects. */
export interface CompletionContext {
  /** The partial word left of the caret ('' right after a space or a dot). */
  prefix: string;
  /** `x` in `x.pre|`, unquoted; null when the word is not qualified. */
  qualifier: string | null;
  /** What is expected where the word stands (keyword, table or expression); it orders unqualified completions. */
  slot: CompletionSlot;
}

const QUALIFIED = /(?:"([^"]+)"|`([^`]+)`|([\w$]+))\.([\w$]*)$/;
const WORD = /[\w$]*$/;

/**
 * The completion context at the end of `textBeforeCaret` (the editor's text up to the caret; the
 * statements before the current one do not matter).
 *
 * @example
 * ```ts
 * completionContextAt('SELECT o.cust'); // { prefix: 'cust', qualifier: 'o', slot: 'expression' }
 * completionContextAt('SELECT * FROM ord'); // { prefix: 'ord', qualifier: null, slot: 'table' }
 * ```
 */
export function completionContextAt(textBeforeCaret: string): CompletionContext {
  // The word and its qualifier sit on the caret's line; only that line is matched against.
  const line = textBeforeCaret.slice(textBeforeCaret.lastIndexOf('\n') + 1);
  const qualified = QUALIFIED.exec(line);
  const word = qualified ? qualified[0] : (WORD.exec(line)?.[0] ?? '');
  const slot = completionSlotAt(textBeforeCaret.slice(0, textBeforeCaret.length - word.length));
  if (qualified) return { prefix: qualified[4] ?? '', qualifier: qualified[1] ?? qualified[2] ?? qualified[3] ?? null, slot };
  return { prefix: word, qualifier: null, slot };
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
