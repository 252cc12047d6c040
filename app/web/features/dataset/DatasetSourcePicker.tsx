import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useRequestErrorMessage } from '../../components/list-view';
import { useGetDatabaseListQuery } from '../database/database-api';
import { useGetDatabaseSchemasQuery, useGetSchemaTablesQuery } from '../database/database-metadata-api';
import type { DatabaseListItem } from '../database/database-types';
import { SchemaTableList } from './SchemaTableList';
import { ALL_DATABASES_QUERY } from './use-dataset-filter-choices';

/** The table a new dataset is made from. */
export interface DatasetSource {
  database: Pick<DatabaseListItem, 'id' | 'database_name' | 'backend'> | null;
  schema: string | null;
  table: string | null;
}

interface DatasetSourcePickerProps {
  value: DatasetSource;
  onChange: (source: DatasetSource) => void;
  /** Tables of the chosen schema that already have a dataset. */
  withDataset: ReadonlySet<string>;
}

/** Database, then schema, then table: each choice loads the next one's options. */
export function DatasetSourcePicker({ value, onChange, withDataset }: DatasetSourcePickerProps) {
  const [forceTables, setForceTables] = useState(false);
  const databases = useGetDatabaseListQuery(ALL_DATABASES_QUERY);
  const schemas = useGetDatabaseSchemasQuery(value.database ? { databaseId: value.database.id } : skipToken);
  const tables = useGetSchemaTablesQuery(
    value.database && value.schema !== null ? { databaseId: value.database.id, schema: value.schema, force: forceTables } : skipToken,
  );
  const databasesError = useRequestErrorMessage(databases.error);
  const schemasError = useRequestErrorMessage(schemas.error);
  const tablesError = useRequestErrorMessage(tables.error);

  return (
    <Stack sx={{ gap: 2, height: '100%', minHeight: 0 }}>
      <Typography variant="h5" component="h2">
        Source
      </Typography>
      <Autocomplete
        options={databases.data?.result ?? []}
        loading={databases.isLoading}
        value={value.database}
        getOptionLabel={(database) => database.database_name}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_event, database) => {
          setForceTables(false);
          onChange({ database: database ?? null, schema: null, table: null });
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Database"
            size="small"
            error={databasesError !== null}
            helperText={databasesError ?? undefined}
          />
        )}
      />
      <Autocomplete
        options={schemas.data?.schemas ?? []}
        loading={schemas.isFetching}
        disabled={!value.database}
        value={value.schema}
        onChange={(_event, schema) => {
          setForceTables(false);
          onChange({ ...value, schema: schema ?? null, table: null });
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Schema"
            size="small"
            error={schemasError !== null}
            helperText={schemasError ?? (value.database ? undefined : 'Choose a database first')}
          />
        )}
      />
      {value.database && value.schema !== null ? (
        <SchemaTableList
          tables={tables.data}
          loading={tables.isFetching}
          error={tablesError}
          selected={value.table}
          onSelect={(table) => onChange({ ...value, table })}
          onRefresh={() => (forceTables ? void tables.refetch() : setForceTables(true))}
          withDataset={withDataset}
        />
      ) : null}
    </Stack>
  );
}
