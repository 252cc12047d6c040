/** A column of a table shown in a schema panel. */
export interface TableSchemaColumn {
  name: string;
  type: string | null;
  longType?: string | null;
  comment?: string | null;
  keys?: TableSchemaKey[];
}

/** A primary key, foreign key or index of a table. */
export interface TableSchemaKey {
  type: 'pk' | 'fk' | 'index';
  name?: string | null;
  column_names: string[];
  referred_table?: string;
  referred_schema?: string | null;
  referred_columns?: string[];
  options?: Record<string, unknown>;
}

/** The metadata of a table, as `/api/v1/database/{id}/table_metadata/` describes it. */
export interface TableSchemaMetadata {
  columns: TableSchemaColumn[];
  selectStar: string | null;
  primaryKey: TableSchemaKey | null;
  foreignKeys: TableSchemaKey[];
  indexes: TableSchemaKey[];
}

/**
 * A table schema panel open in an editor tab (product spec §3). Local until the sync has created
 * it on the server (`remoteId`).
 */
export interface TableSchema extends TableSchemaMetadata {
  id: string;
  /** Server id (`/tableschemaview/{id}`) once synced. */
  remoteId: number | null;
  inLocalStorage: boolean;
  queryEditorId: string;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  name: string;
  expanded: boolean;
  dataPreviewQueryId: string | null;
}

/** What a caller gives to open a table panel; the others take defaults. */
export type TableSchemaInit = Pick<TableSchema, 'id' | 'queryEditorId' | 'dbId' | 'name'> &
  Partial<Omit<TableSchema, 'id' | 'queryEditorId' | 'dbId' | 'name'>>;
