import type { SyncedColumns } from './merge-synced-columns';

const list = (names: readonly string[]) => names.join(', ');

/** What a sync changed, in a sentence or two; says so when nothing did. */
export function syncSummary({ added, removed, retyped }: Pick<SyncedColumns, 'added' | 'removed' | 'retyped'>): string {
  const parts: string[] = [];
  if (added.length) parts.push(`${added.length} new column${added.length === 1 ? '' : 's'} added: ${list(added)}.`);
  if (removed.length) {
    parts.push(`${removed.length} column${removed.length === 1 ? '' : 's'} removed from the data source: ${list(removed)}.`);
  }
  if (retyped.length) parts.push(`${retyped.length} column${retyped.length === 1 ? '' : 's'} changed type: ${list(retyped)}.`);
  return parts.length ? parts.join(' ') : 'The columns are already in sync with the source.';
}
