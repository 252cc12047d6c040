import { api } from '../../api/api';

/** Function names of a database (`GET /api/v1/database/{id}/function_names/`), for autocomplete. */
export const sqlLabMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatabaseFunctionNames: build.query<string[], number>({
      query: (databaseId) => `/api/v1/database/${databaseId}/function_names/`,
      transformResponse: (response: { function_names?: string[] }) => response.function_names ?? [],
    }),
  }),
});

export const { useGetDatabaseFunctionNamesQuery } = sqlLabMetadataApi;
