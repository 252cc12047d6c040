import { skipToken } from '@reduxjs/toolkit/query';
import type { QueryEditor, TableSchema } from '@core/sqllab/index.js';
import { useMemo } from 'react';
import { useGetDatabaseSchemasQuery, useGetSchemaTablesQuery } from '../database/database-metadata-api';
import { completionContextAt, tableAliases } from './completion-context';
import { completionEntries } from './completion-entries';
import { CompletionIndex } from './completion-index';
import type { CompletionSource } from './sql-editor-props';
import { useGetDatabaseFunctionNamesQuery } from './sqllab-metadata-api';
import { suggestCompletions } from './suggest-completions';

/**
 * The completion source of a tab: keywords, then the functions and schemas of its database, the
 * tables of its schema and the columns of the tables open in its left bar, in one prefix index
 * rebuilt only when that metadata changes.
 */
export function useCompletionSource(queryEditor: Pick<QueryEditor, 'dbId' | 'schema'> | undefined, tables: readonly TableSchema[]): CompletionSource {
  const dbId = queryEditor?.dbId ?? null;
  const schema = queryEditor?.schema ?? null;
  const { data: functions } = useGetDatabaseFunctionNamesQuery(dbId ?? skipToken);
  const schemas = useGetDatabaseSchemasQuery(dbId === null ? skipToken : { databaseId: dbId }).data?.schemas;
  const { data: schemaTables } = useGetSchemaTablesQuery(dbId === null || schema === null ? skipToken : { databaseId: dbId, schema });
  const columnsKey = tables.map((table) => `${table.id}:${table.columns.length}`).join('|');

  const index = useMemo(
    () =>
      CompletionIndex.build(
        completionEntries({
          functions: functions ?? [],
          schemas: schemas ?? [],
          tables: [
            ...(schemaTables ?? []).map((table) => ({ name: table.value, schema, type: table.type })),
            ...tables.filter((table) => table.schema !== schema).map((table) => ({ name: table.name, schema: table.schema })),
          ],
          columns: tables.flatMap((table) => table.columns.map((column) => ({ table: table.name, name: column.name, type: column.type }))),
        }),
      ),
    // The tables' identity changes on every state update; their ids and column counts are what matters.
    [functions, schemas, schemaTables, schema, columnsKey],
  );

  return useMemo(() => (textBeforeCaret: string, fullText: string) => suggestCompletions(index, completionContextAt(textBeforeCaret), tableAliases(fullText)), [index]);
}
