import { columnToDraft, type ColumnDraft } from './dataset-draft';
import type { DatasetColumn } from './dataset-types';

/** The editor's columns after syncing with the source, and what changed. */
export interface SyncedColumns {
  columns: ColumnDraft[];
  added: string[];
  removed: string[];
  /** Columns whose type changed. */
  retyped: string[];
}

/**
 * Merges the columns the server read from the source into the editor's: a column still there
 * keeps the user's unsaved edits and takes the new type; new ones are added, vanished ones
 * dropped. Calculated columns are the user's and stay as they are.
 */
export function mergeSyncedColumns(current: readonly ColumnDraft[], synced: readonly DatasetColumn[]): SyncedColumns {
  const physical = new Map(current.filter((column) => !column.calculated).map((column) => [column.column_name, column]));
  const fromSource = synced.filter((column) => (column.expression ?? '').trim() === '');
  const sourceNames = new Set(fromSource.map((column) => column.column_name));
  const added: string[] = [];
  const retyped: string[] = [];
  const merged = fromSource.map((column): ColumnDraft => {
    const existing = physical.get(column.column_name);
    if (!existing) {
      added.push(column.column_name);
      return columnToDraft(column);
    }
    if ((existing.type || null) !== (column.type || null)) retyped.push(column.column_name);
    return { ...existing, source: column, type: column.type ?? '' };
  });
  const removed = [...physical.keys()].filter((name) => !sourceNames.has(name));
  return { columns: [...merged, ...current.filter((column) => column.calculated)], added, removed, retyped };
}
