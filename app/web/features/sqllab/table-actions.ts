import { sqlLabActions, type TableSchema, type TableSchemaMetadata } from '@core/sqllab/index.js';
import { newClientId } from './client-id';
import type { SqlLabSession } from './sqllab-session';
import type { TableMetadataResponse } from './sqllab-api';

/** The table metadata the server answered, in the state's shape. */
export function tableMetadataOf(response: TableMetadataResponse): TableSchemaMetadata {
  return {
    columns: response.columns.map((column) => ({
      name: column.name,
      type: column.type ?? null,
      longType: column.longType ?? null,
      comment: column.comment ?? null,
      keys: (column.keys ?? []) as TableSchemaMetadata['columns'][number]['keys'],
    })),
    selectStar: response.selectStar,
    primaryKey: response.primaryKey && response.primaryKey.column_names.length > 0 ? { ...response.primaryKey, type: 'pk' } : null,
    foreignKeys: response.foreignKeys.map((key) => ({ ...key, type: 'fk' as const })),
    indexes: response.indexes.map((index) => ({ ...index, type: 'index' as const })),
  };
}

/** Fetches a table's columns, keys and indexes into its panel; a failure is a danger toast. */
export async function loadTableMetadata(session: SqlLabSession, table: TableSchema): Promise<void> {
  try {
    const response = await session.api.tableMetadata(table.dbId, { name: table.name, schema: table.schema, catalog: table.catalog });
    session.store.dispatch(sqlLabActions.mergeTableMetadata({ tableId: table.id, metadata: tableMetadataOf(response) }));
  } catch (error) {
    session.notify('danger', `An error occurred while fetching table metadata: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Opens a table in a tab's left bar (or re-expands it) and loads its metadata. */
export async function openTable(session: SqlLabSession, init: { queryEditorId: string; dbId: number; schema: string | null; catalog: string | null; name: string }): Promise<void> {
  session.store.dispatch(sqlLabActions.addTable({ table: { id: newClientId(), ...init } }));
  const table = session.store
    .getState()
    .tables.find((candidate) => candidate.queryEditorId === init.queryEditorId && candidate.dbId === init.dbId && candidate.schema === init.schema && candidate.catalog === init.catalog && candidate.name === init.name);
  if (table) await loadTableMetadata(session, table);
}

/** Expands or collapses a panel; a synced panel remembers it on the server. */
export async function setTableExpanded(session: SqlLabSession, table: TableSchema, expanded: boolean): Promise<void> {
  session.store.dispatch(expanded ? sqlLabActions.expandTable({ tableId: table.id }) : sqlLabActions.collapseTable({ tableId: table.id }));
  if (table.remoteId === null) return;
  try {
    await session.api.setTableSchemaExpanded(table.remoteId, expanded);
  } catch {
    session.notify('danger', expanded ? 'An error occurred while expanding the table schema' : 'An error occurred while collapsing the table schema');
  }
}

/** Closes a panel (and its data preview); a synced panel is deleted on the server. */
export async function removeTable(session: SqlLabSession, table: TableSchema): Promise<void> {
  session.store.dispatch(sqlLabActions.removeTables({ tableIds: [table.id] }));
  session.results.delete(table.dataPreviewQueryId ?? '');
  if (table.remoteId === null) return;
  try {
    await session.api.deleteTableSchema(table.remoteId);
  } catch {
    session.notify('danger', 'An error occurred while removing the table schema');
  }
}
