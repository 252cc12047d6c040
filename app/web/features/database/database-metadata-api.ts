import { api } from '../../api/api';
import { risonParam } from '../../components/list-view';

/** A table or view of a schema, from `GET /api/v1/database/{pk}/tables/`. */
export interface SchemaTable {
  value: string;
  /** `table` or `view`. */
  type: string;
  extra?: unknown;
}

/** A column of a table, from `GET /api/v1/database/{pk}/table_metadata/`. */
export interface TableMetadataColumn {
  name: string;
  /** The column's type (its long form when the database gives only that). */
  type: string | null;
  longType?: string | null;
  comment?: string | null;
  keys?: unknown[];
}

/** A key or an index of a table, as `table_metadata` lists them. */
export interface TableKey {
  name?: string | null;
  column_names: string[];
}

/** A table's columns, keys and indexes (`GET /api/v1/database/{pk}/table_metadata/`). */
export interface TableMetadata {
  name: string;
  columns: TableMetadataColumn[];
  selectStar: string | null;
  primaryKey: TableKey | null;
  foreignKeys: (TableKey & { referred_table?: string; referred_schema?: string | null; referred_columns?: string[] })[];
  indexes: (TableKey & { unique?: boolean })[];
}

/** A database's schemas, and the one to preselect (the server's `default_schema`, null when none). */
export interface DatabaseSchemas {
  schemas: string[];
  defaultSchema: string | null;
}

interface TableMetadataAnswer {
  name?: string;
  columns?: { name: string; type?: string | null; longType?: string | null; comment?: string | null; keys?: unknown[] }[];
  selectStar?: string | null;
  primaryKey?: TableKey | null;
  foreignKeys?: TableMetadata['foreignKeys'];
  indexes?: TableMetadata['indexes'];
}

/**
 * Schemas, tables and table metadata of a connected database (spec §7, "Database metadata"): the
 * one cache of them, read by the dataset editor and SQL Lab alike.
 */
export const databaseMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatabaseSchemas: build.query<DatabaseSchemas, { databaseId: number; force?: boolean }>({
      query: ({ databaseId, force = false }) => `/api/v1/database/${databaseId}/schemas/?q=${risonParam({ force })}`,
      transformResponse: (response: { result: string[]; default_schema?: string | null }) => ({
        schemas: response.result,
        defaultSchema: response.default_schema ?? null,
      }),
    }),
    getSchemaTables: build.query<SchemaTable[], { databaseId: number; schema: string; force?: boolean }>({
      query: ({ databaseId, schema, force = false }) =>
        `/api/v1/database/${databaseId}/tables/?q=${risonParam({ force, schema_name: schema })}`,
      transformResponse: (response: { result: SchemaTable[] }) => response.result,
    }),
    getTableMetadata: build.query<TableMetadata, { databaseId: number; schema: string | null; table: string; catalog?: string | null }>({
      query: ({ databaseId, schema, table, catalog }) => ({
        url: `/api/v1/database/${databaseId}/table_metadata/`,
        params: { name: table, ...(schema ? { schema } : {}), ...(catalog ? { catalog } : {}) },
      }),
      transformResponse: (response: TableMetadataAnswer, _meta, { table }) => ({
        name: response.name ?? table,
        columns: (response.columns ?? []).map((column) => ({
          name: column.name,
          type: column.type ?? column.longType ?? null,
          longType: column.longType ?? null,
          comment: column.comment ?? null,
          keys: column.keys ?? [],
        })),
        selectStar: response.selectStar ?? null,
        primaryKey: response.primaryKey ?? null,
        foreignKeys: response.foreignKeys ?? [],
        indexes: response.indexes ?? [],
      }),
    }),
  }),
});

export const { useGetDatabaseSchemasQuery, useGetSchemaTablesQuery, useGetTableMetadataQuery } = databaseMetadataApi;
