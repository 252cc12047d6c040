import { definedFields } from './create-sqllab-query.js';
import { createTableSchema } from './create-table-schema.js';
import type { SqlLabState } from './sqllab-state.js';
import { removeQueries, removeSyncTasks, updateTable } from './state-helpers.js';
import type { SqlLabTableAction } from './table-actions.js';
import type { TableSchemaInit } from './table-schema.js';

/** Reduces the actions on table schema panels. */
export function reduceTableAction(state: SqlLabState, action: SqlLabTableAction): SqlLabState {
  switch (action.type) {
    case 'sqlLab/addTable':
      return addTable(state, action.table);
    case 'sqlLab/mergeTableMetadata':
      return updateTable(state, action.tableId, definedFields(action.metadata));
    case 'sqlLab/expandTable':
      return setExpanded(state, action.tableId, true);
    case 'sqlLab/collapseTable':
      return setExpanded(state, action.tableId, false);
    case 'sqlLab/removeTables': {
      const removed = new Set(action.tableIds);
      const tables = state.tables.filter((table) => !removed.has(table.id));
      if (tables.length === state.tables.length) return state;
      const previewQueryIds = state.tables.flatMap((table) =>
        removed.has(table.id) && table.dataPreviewQueryId !== null ? [table.dataPreviewQueryId] : [],
      );
      const next = removeQueries({ ...state, tables }, previewQueryIds);
      return removeSyncTasks(next, (task) => task.kind === 'migrateTable' && removed.has(task.entityId));
    }
    case 'sqlLab/setDataPreviewQueryId': {
      const table = state.tables.find((candidate) => candidate.id === action.tableId);
      if (!table || table.dataPreviewQueryId === action.queryId) return state;
      const next = updateTable(state, action.tableId, { dataPreviewQueryId: action.queryId });
      return table.dataPreviewQueryId === null ? next : removeQueries(next, [table.dataPreviewQueryId]);
    }
  }
}

function setExpanded(state: SqlLabState, tableId: string, expanded: boolean): SqlLabState {
  const table = state.tables.find((candidate) => candidate.id === tableId);
  return !table || table.expanded === expanded ? state : updateTable(state, tableId, { expanded });
}

function addTable(state: SqlLabState, init: TableSchemaInit): SqlLabState {
  if (!state.queryEditors.some((queryEditor) => queryEditor.id === init.queryEditorId)) return state;
  const catalog = init.catalog ?? null;
  const schema = init.schema ?? null;
  const existing = state.tables.find(
    (table) =>
      table.queryEditorId === init.queryEditorId &&
      table.dbId === init.dbId &&
      table.catalog === catalog &&
      table.schema === schema &&
      table.name === init.name,
  );
  if (existing) {
    const { id: _ignoredId, inLocalStorage: _derived, ...fields } = definedFields(init);
    const remoteId = fields.remoteId ?? existing.remoteId;
    return updateTable(state, existing.id, { ...fields, remoteId, inLocalStorage: remoteId === null, expanded: true });
  }
  const table = createTableSchema({ ...init, catalog, schema });
  return { ...state, tables: [table, ...state.tables] };
}
