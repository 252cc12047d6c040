import { creatorFor } from './action-creator.js';
import type { TableSchemaInit, TableSchemaMetadata } from './table-schema.js';

/** Actions on table schema panels. */
export type SqlLabTableAction =
  | { type: 'sqlLab/addTable'; table: TableSchemaInit }
  | { type: 'sqlLab/mergeTableMetadata'; tableId: string; metadata: Partial<TableSchemaMetadata> }
  | { type: 'sqlLab/expandTable'; tableId: string }
  | { type: 'sqlLab/collapseTable'; tableId: string }
  | { type: 'sqlLab/removeTables'; tableIds: string[] }
  | { type: 'sqlLab/setDataPreviewQueryId'; tableId: string; queryId: string | null };

const creator = creatorFor<SqlLabTableAction>();

/** Creators of {@link SqlLabTableAction}s. */
export const sqlLabTableActions = Object.freeze({
  /**
   * Opens a table panel, expanded, at the top of its tab. A table already open in the tab (same
   * database, catalog, schema and name) is expanded and updated instead.
   */
  addTable: creator('sqlLab/addTable'),
  /** Stores fetched table metadata (columns, select star, keys, indexes). */
  mergeTableMetadata: creator('sqlLab/mergeTableMetadata'),
  expandTable: creator('sqlLab/expandTable'),
  collapseTable: creator('sqlLab/collapseTable'),
  /** Closes table panels and drops their data preview queries. */
  removeTables: creator('sqlLab/removeTables'),
  /** Links a table panel to its data preview query; a replaced preview query is dropped. */
  setDataPreviewQueryId: creator('sqlLab/setDataPreviewQueryId'),
});
