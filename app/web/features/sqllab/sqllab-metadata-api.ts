import { api } from '../../api/api';
import { risonParam } from '../../components/list-view';

/** A database's schemas, and the one SQL Lab preselects (null when none). */
export interface SqlLabSchemas {
  schemas: string[];
  defaultSchema: string | null;
}

/**
 * Function names of a database (`GET /api/v1/database/{id}/function_names/`), for autocomplete,
 * and its schemas with the server's `default_schema`, for the left bar.
 */
export const sqlLabMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabSchemas: build.query<SqlLabSchemas, { databaseId: number; force?: boolean }>({
      query: ({ databaseId, force = false }) => `/api/v1/database/${databaseId}/schemas/?q=${risonParam({ force })}`,
      transformResponse: (response: { result: string[]; default_schema?: string | null }) => ({
        schemas: response.result,
        defaultSchema: response.default_schema ?? null,
      }),
    }),
    getDatabaseFunctionNames: build.query<string[], number>({
      query: (databaseId) => `/api/v1/database/${databaseId}/function_names/`,
      transformResponse: (response: { function_names?: string[] }) => response.function_names ?? [],
    }),
  }),
});

export const { useGetDatabaseFunctionNamesQuery, useGetSqlLabSchemasQuery } = sqlLabMetadataApi;
