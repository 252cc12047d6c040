import type { ListViewFilter } from '../../components/list-view';

/** Choices for the database filter, and the schema filter's (which depend on the database chosen). */
export interface DatasetFilterChoices {
  databases: readonly { id: number; database_name: string }[];
  databasesLoading: boolean;
  schemas: readonly string[];
  schemasLoading: boolean;
  /** Why the schema filter is off, when it is. */
  schemasUnavailable: string | null;
}

/**
 * The dataset list's filters, as Superset's list sends them: name `ct`, database `rel_o_m`,
 * schema `eq`, and the type as `sql` `dataset_is_null_or_empty` (true: physical).
 */
export function datasetListFilters(choices: DatasetFilterChoices): ListViewFilter[] {
  return [
    { kind: 'search', id: 'search', label: 'Search', placeholder: 'Dataset name', col: 'table_name', opr: 'ct' },
    {
      kind: 'select',
      id: 'database',
      label: 'Database',
      col: 'database',
      opr: 'rel_o_m',
      options: choices.databases.map((database) => ({ label: database.database_name, value: database.id })),
      loading: choices.databasesLoading,
    },
    {
      kind: 'select',
      id: 'schema',
      label: 'Schema',
      col: 'schema',
      opr: 'eq',
      options: choices.schemas.map((schema) => ({ label: schema, value: schema })),
      loading: choices.schemasLoading,
      disabled: choices.schemasUnavailable !== null,
      ...(choices.schemasUnavailable ? { helperText: choices.schemasUnavailable } : {}),
    },
    {
      kind: 'select',
      id: 'type',
      label: 'Type',
      col: 'sql',
      opr: 'dataset_is_null_or_empty',
      options: [
        { label: 'Physical', value: true },
        { label: 'Virtual', value: false },
      ],
    },
  ];
}
