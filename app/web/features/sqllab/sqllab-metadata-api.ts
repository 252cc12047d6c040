import { api } from '../../api/api';

/**
 * Function names of a database (`GET /api/v1/database/{id}/function_names/`), for autocomplete.
 * Its schemas (with the server's `default_schema`) and tables are the database metadata
 * endpoints the dataset editor reads too.
 */
export const sqlLabMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatabaseFunctionNames: build.query<string[], number>({
      query: (databaseId) => `/api/v1/database/${databaseId}/function_names/`,
      transformResponse: (response: { function_names?: string[] }) => response.function_names ?? [],
    }),
  }),
});

export const { useGetDatabaseFunctionNamesQuery } = sqlLabMetadataApi;
