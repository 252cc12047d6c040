import type { CompletionContext } from './completion-context';
import type { CompletionEntry, CompletionIndex } from './completion-index';

/**
 * The completions for a caret: unqualified words search everything, the kinds the grammar expects
 * there first; after `x.` the columns of table `x` (or of the table `x` aliases), else the tables
 * of schema `x`.
 *
 * @example
 * ```ts
 * suggestCompletions(index, completionContextAt('SELECT o.'), tableAliases(sql));
 * ```
 */
export function suggestCompletions(
  index: CompletionIndex,
  context: CompletionContext,
  aliases: ReadonlyMap<string, string> = new Map(),
  limit?: number,
): CompletionEntry[] {
  const options = limit === undefined ? {} : { limit };
  if (context.qualifier === null) return index.lookup({ prefix: context.prefix, slot: context.slot, ...options });
  const table = aliases.get(context.qualifier.toLowerCase()) ?? context.qualifier;
  const columns = index.lookup({ prefix: context.prefix, parent: table, ...options });
  if (columns.length > 0 || table !== context.qualifier) return columns;
  return index.lookup({ prefix: context.prefix, parent: context.qualifier, ...options });
}
