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
  type: string | null;
}

/** What the new-dataset flow shows of a table. */
export interface TableMetadata {
  name: string;
  columns: TableMetadataColumn[];
}

/** Schemas, tables and table columns of a connected database (spec §7, "Database metadata"). */
export const databaseMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatabaseSchemas: build.query<string[], { databaseId: number; force?: boolean }>({
      query: ({ databaseId, force = false }) => `/api/v1/database/${databaseId}/schemas/?q=${risonParam({ force })}`,
      transformResponse: (response: { result: string[] }) => response.result,
    }),
    getSchemaTables: build.query<SchemaTable[], { databaseId: number; schema: string; force?: boolean }>({
      query: ({ databaseId, schema, force = false }) =>
        `/api/v1/database/${databaseId}/tables/?q=${risonParam({ force, schema_name: schema })}`,
      transformResponse: (response: { result: SchemaTable[] }) => response.result,
    }),
    getTableMetadata: build.query<TableMetadata, { databaseId: number; schema: string; table: string }>({
      query: ({ databaseId, schema, table }) => ({
        url: `/api/v1/database/${databaseId}/table_metadata/`,
        params: { name: table, schema },
      }),
      transformResponse: (response: { name?: string; columns?: { name: string; type?: string | null; longType?: string }[] }, _meta, { table }) => ({
        name: response.name ?? table,
        columns: (response.columns ?? []).map((column) => ({ name: column.name, type: column.type ?? column.longType ?? null })),
      }),
    }),
  }),
});

export const { useGetDatabaseSchemasQuery, useGetSchemaTablesQuery, useGetTableMetadataQuery } = databaseMetadataApi;
