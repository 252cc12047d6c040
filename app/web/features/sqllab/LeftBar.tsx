import RefreshIcon from '@mui/icons-material/Refresh';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectTablesOfQueryEditor, sqlLabActions, type QueryEditor, type TableSchema } from '@core/sqllab/index.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetDatabaseSchemasQuery, useGetSchemaTablesQuery, type SchemaTable } from '../database/database-metadata-api';
import { useSqlLab } from './sqllab-store';
import { useSqlLabSession } from './sqllab-session';
import { openTable } from './table-actions';
import { TableSchemaPanel } from './TableSchemaPanel';

/** Props of {@link LeftBar}. */
export interface LeftBarProps {
  queryEditor: QueryEditor;
  onPreview: (table: TableSchema) => void;
  onInsertSql: (sql: string) => void;
}

// Thousands of tables would make the list slow: show the first matches, the filter finds the rest.
const filterTables = createFilterOptions<SchemaTable>({ limit: 300, stringify: (table) => table.value });
const filterSchemas = createFilterOptions<string>({ limit: 300 });

/** SQL Lab's left bar: database, schema and table selectors, then the panels of the tables opened. */
export function LeftBar({ queryEditor, onPreview, onInsertSql }: LeftBarProps) {
  const session = useSqlLabSession();
  const { store, databases } = session;
  const tables = useSqlLab(useCallback((state) => selectTablesOfQueryEditor(state, queryEditor.id), [queryEditor.id]));
  const [forceSchemas, setForceSchemas] = useState(false);
  const dbId = queryEditor.dbId;
  const schemaList = useGetDatabaseSchemasQuery(dbId === null ? skipToken : { databaseId: dbId, force: forceSchemas });
  const schemas = { ...schemaList, data: schemaList.data?.schemas };
  const defaultSchema = schemaList.currentData?.defaultSchema ?? null;
  // The database's default schema is preselected once per database chosen, so clearing it sticks.
  const preselectedFor = useRef<string | null>(null);
  useEffect(() => {
    const choice = `${queryEditor.id}:${dbId}`;
    if (dbId === null || preselectedFor.current === choice || schemaList.currentData === undefined) return;
    preselectedFor.current = choice;
    if (queryEditor.schema === null && defaultSchema !== null) {
      store.dispatch(sqlLabActions.setQueryEditorSchema({ queryEditorId: queryEditor.id, schema: defaultSchema, now: Date.now() }));
    }
  }, [dbId, defaultSchema, queryEditor.id, queryEditor.schema, schemaList.currentData, store]);
  const schemaTables = useGetSchemaTablesQuery(dbId === null || queryEditor.schema === null ? skipToken : { databaseId: dbId, schema: queryEditor.schema });

  const setDatabase = (value: string) => {
    const next = value === '' ? null : Number(value);
    store.dispatch(sqlLabActions.setQueryEditorDb({ queryEditorId: queryEditor.id, dbId: next, now: Date.now() }));
  };
  const setSchema = (schema: string | null) => store.dispatch(sqlLabActions.setQueryEditorSchema({ queryEditorId: queryEditor.id, schema, now: Date.now() }));
  const addTable = (table: SchemaTable | null) => {
    if (!table || dbId === null) return;
    void openTable(session, { queryEditorId: queryEditor.id, dbId, schema: queryEditor.schema, catalog: queryEditor.catalog, name: table.value });
  };

  const knownDatabase = databases?.some((database) => database.id === dbId) ?? false;
  return (
    <Box component="aside" aria-label="Database explorer" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5, minHeight: 0, height: '100%' }}>
      <TextField
        select
        size="small"
        label="Database"
        value={dbId !== null && (knownDatabase || databases === null) ? String(dbId) : ''}
        onChange={(event) => setDatabase(event.target.value)}
        disabled={databases === null}
        helperText={databases !== null && databases.length === 0 ? 'No database is exposed in SQL Lab.' : undefined}
      >
        {(databases ?? []).map((database) => (
          <MenuItem key={database.id} value={String(database.id)}>
            {database.database_name}
          </MenuItem>
        ))}
        {dbId !== null && databases === null ? <MenuItem value={String(dbId)}>Database {dbId}</MenuItem> : null}
      </TextField>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <Autocomplete
          size="small"
          sx={{ flex: 1 }}
          options={schemas.data ?? []}
          filterOptions={filterSchemas}
          loading={schemas.isFetching}
          value={queryEditor.schema}
          onChange={(_event, value) => setSchema(value)}
          disabled={dbId === null}
          renderInput={(params) => <TextField {...params} label="Schema" error={schemas.isError} helperText={schemas.isError ? 'The schemas could not be loaded' : undefined} />}
        />
        <Tooltip title="Refresh schemas">
          <span>
            <IconButton size="small" aria-label="Refresh schemas" disabled={dbId === null} onClick={() => setForceSchemas((force) => !force)}>
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Autocomplete
        size="small"
        options={schemaTables.data ?? []}
        filterOptions={filterTables}
        getOptionLabel={(table) => table.value}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        loading={schemaTables.isFetching}
        value={null}
        blurOnSelect
        onChange={(_event, value) => addTable(value)}
        disabled={dbId === null || queryEditor.schema === null}
        renderOption={(props, table) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {table.value}
              </Box>
              {table.type === 'view' ? (
                <Typography variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                  view
                </Typography>
              ) : null}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Table"
            placeholder={queryEditor.schema === null ? 'Choose a schema first' : 'Select a table'}
            error={schemaTables.isError}
            helperText={schemaTables.isError ? 'The tables could not be loaded' : undefined}
          />
        )}
      />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', mx: -1.5, px: 1 }}>
        {tables.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 0.5, py: 1 }}>
            Tables you select appear here with their columns, keys and indexes.
          </Typography>
        ) : (
          tables.map((table) => <TableSchemaPanel key={table.id} table={table} onPreview={onPreview} onInsertSql={onInsertSql} />)
        )}
      </Box>
    </Box>
  );
}
