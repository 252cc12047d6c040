import type { QueryResultColumn } from '@core/sqllab/index.js';

/**
 * The form data a chart made from a SQL Lab result opens with (spec §9's saved-query defaults):
 * a table in raw mode listing the result's columns, 1000 rows, no time filter.
 */
export function queryChartFormData(datasetId: number, columns: readonly QueryResultColumn[]): Record<string, unknown> {
  return {
    datasource: `${datasetId}__table`,
    viz_type: 'table',
    query_mode: 'raw',
    all_columns: columns.map((column) => column.column_name),
    row_limit: 1000,
    time_range: 'No filter',
  };
}
