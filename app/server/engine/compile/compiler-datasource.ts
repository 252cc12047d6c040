/** A column of a dataset as the compiler reads it. */
export interface CompilerColumn {
  column_name: string;
  /** SQL expression of a computed column; null for a physical column. */
  expression: string | null;
  /** The engine's type name (`BIGINT`, `VARCHAR`, `TIMESTAMP` …); null when unknown. */
  type: string | null;
  is_dttm: boolean;
  /**
   * How a temporal column stored as a number or as text holds its times: `epoch_s`, `epoch_ms`
   * or a strftime pattern (`%Y`, `%Y-%m-%d`). Ignored for columns the engine types as dates.
   */
  python_date_format?: string | null;
}

/** A saved metric of a dataset. */
export interface CompilerMetric {
  metric_name: string;
  /** An aggregate SQL expression, e.g. `COUNT(*)`. */
  expression: string;
  verbose_name?: string | null;
  d3format?: string | null;
}

/**
 * What the compiler needs to know about a dataset: where its rows come from (a table, or the SQL
 * of a virtual dataset) and its columns and saved metrics.
 *
 * @example
 * ```ts
 * const datasource: CompilerDatasource = {
 *   id: 1, tableName: 'birth_names', schema: 'main', catalog: null, sql: null, mainDttmCol: 'ds',
 *   columns: [{ column_name: 'ds', expression: null, type: 'TIMESTAMP', is_dttm: true }],
 *   metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
 * };
 * ```
 */
export interface CompilerDatasource {
  id: number;
  tableName: string;
  schema: string | null;
  catalog: string | null;
  /** The SELECT of a virtual dataset; null for a physical table. */
  sql: string | null;
  mainDttmCol: string | null;
  columns: CompilerColumn[];
  metrics: CompilerMetric[];
}
