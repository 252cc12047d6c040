import { skipToken } from '@reduxjs/toolkit/query';
import { useGetDatabaseListQuery } from '../database/database-api';
import { useGetDatabaseSchemasQuery } from '../database/database-metadata-api';
import { useGetDatasetSchemaChoicesQuery } from './dataset-api';
import type { DatasetFilterChoices } from './dataset-list-filters';

/** Every database, by name, for pickers. */
export const ALL_DATABASES_QUERY = { order_column: 'database_name', order_direction: 'asc', page: 0, page_size: 100 } as const;

/**
 * Options of the dataset list's database and schema filters. Schemas come from the chosen
 * database; with none chosen, from the schemas datasets use (when the server offers that list).
 */
export function useDatasetFilterChoices(databaseId: number | undefined): DatasetFilterChoices {
  const databases = useGetDatabaseListQuery(ALL_DATABASES_QUERY);
  const databaseSchemas = useGetDatabaseSchemasQuery(databaseId === undefined ? skipToken : { databaseId });
  const usedSchemas = useGetDatasetSchemaChoicesQuery(databaseId === undefined ? undefined : skipToken);
  const schemas = databaseId === undefined ? usedSchemas : databaseSchemas;
  return {
    databases: databases.data?.result ?? [],
    databasesLoading: databases.isLoading,
    schemas: (databaseId === undefined ? usedSchemas.data : databaseSchemas.data?.schemas) ?? [],
    schemasLoading: schemas.isLoading,
    schemasUnavailable: schemas.error ? (databaseId === undefined ? 'Choose a database first' : 'Schemas could not be loaded') : null,
  };
}
