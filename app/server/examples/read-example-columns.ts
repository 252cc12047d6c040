import type { DuckDBConnection } from '@duckdb/node-api';
import { duckdbTypeGeneric } from './duckdb-type-generic.js';
import type { ExampleColumn } from './example-dataset.js';
import type { ExampleTable } from './example-table.js';
import { sqlText } from './sql-text.js';

/**
 * Describes the columns of an example table as they exist in DuckDB (names and types from
 * DESCRIBE, in table order), merged with the table's hand-written column metadata.
 */
export async function readExampleColumns(connection: DuckDBConnection, table: ExampleTable): Promise<ExampleColumn[]> {
  const reader = await connection.runAndReadAll(
    `DESCRIBE ${sqlText.identifier('main')}.${sqlText.identifier(table.tableName)}`,
  );
  const names = reader.columnNames();
  const nameAt = names.indexOf('column_name');
  const typeAt = names.indexOf('column_type');
  if (nameAt < 0 || typeAt < 0) throw new Error(`unexpected DESCRIBE output: ${names.join(', ')}`);
  return reader.getRows().map((row) => {
    const column_name = String(row[nameAt]);
    const type = String(row[typeAt]);
    const info = table.columns[column_name] ?? {};
    const { type_generic, is_dttm: typedAsTime } = duckdbTypeGeneric(type);
    const is_dttm = typedAsTime || info.python_date_format !== undefined;
    return {
      column_name,
      type,
      type_generic,
      is_dttm,
      groupby: info.groupby ?? type_generic !== 'NUMERIC',
      filterable: true,
      verbose_name: info.verbose_name ?? null,
      description: info.description ?? null,
      python_date_format: info.python_date_format ?? null,
    };
  });
}
