import type { ListViewFilter } from '../../components/list-view';
import { useGetSavedQueryDatabaseChoicesQuery, useGetSavedQuerySchemaChoicesQuery } from './saved-query-api';
import type { SavedQueryFilterOption } from './saved-query-types';

/** Options of the saved query list's select filters. */
export interface SavedQueryFilterChoices {
  databases: readonly SavedQueryFilterOption[];
  schemas: readonly string[];
  /** Which option lists are still loading. */
  loading: { databases: boolean; schemas: boolean };
}

/**
 * The saved query list's filters, as Superset's saved query list sends them: the search box as
 * `label` `all_text` (name, description and SQL), database `rel_o_m` and schema `eq`.
 */
export function savedQueryListFilters(choices: SavedQueryFilterChoices): ListViewFilter[] {
  return [
    { kind: 'search', id: 'search', label: 'Search', placeholder: 'Query name', col: 'label', opr: 'all_text' },
    {
      kind: 'select',
      id: 'database',
      label: 'Database',
      col: 'database',
      opr: 'rel_o_m',
      options: choices.databases.map((database) => ({ label: database.text, value: database.value })),
      loading: choices.loading.databases,
    },
    {
      kind: 'select',
      id: 'schema',
      label: 'Schema',
      col: 'schema',
      opr: 'eq',
      options: choices.schemas.map((schema) => ({ label: schema, value: schema })),
      loading: choices.loading.schemas,
    },
  ];
}

/** Options of the saved query list's database and schema filters. */
export function useSavedQueryFilterChoices(): SavedQueryFilterChoices {
  const databases = useGetSavedQueryDatabaseChoicesQuery();
  const schemas = useGetSavedQuerySchemaChoicesQuery();
  return {
    databases: databases.data ?? [],
    schemas: schemas.data ?? [],
    loading: { databases: databases.isLoading, schemas: schemas.isLoading },
  };
}
