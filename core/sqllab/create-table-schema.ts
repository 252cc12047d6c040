import { definedFields } from './create-sqllab-query.js';
import type { TableSchema, TableSchemaInit } from './table-schema.js';

/** A complete, expanded table panel from the given fields; it is local unless it has a `remoteId`. */
export function createTableSchema(init: TableSchemaInit): TableSchema {
  const remoteId = init.remoteId ?? null;
  return {
    columns: [],
    selectStar: null,
    primaryKey: null,
    foreignKeys: [],
    indexes: [],
    dataPreviewQueryId: null,
    expanded: true,
    catalog: null,
    schema: null,
    ...definedFields(init),
    id: init.id,
    queryEditorId: init.queryEditorId,
    dbId: init.dbId,
    name: init.name,
    remoteId,
    inLocalStorage: remoteId === null,
  };
}
