import type { TypeGeneric } from './duckdb-type-generic.js';

/** One column of an example table, typed as DuckDB reports it. */
export interface ExampleColumn {
  column_name: string;
  /** DuckDB type as DESCRIBE reports it, e.g. `BIGINT`, `TIMESTAMP`, `DECIMAL(10,2)`. */
  type: string;
  type_generic: TypeGeneric;
  is_dttm: boolean;
  groupby: boolean;
  filterable: boolean;
  verbose_name: string | null;
  description: string | null;
  /** strftime pattern, `epoch_s` or `epoch_ms` for times held as text or numbers; null otherwise. */
  python_date_format: string | null;
}

/** A saved aggregate expression offered for an example table. */
export interface ExampleMetric {
  metric_name: string;
  expression: string;
  verbose_name: string | null;
  metric_type: string | null;
  d3format: string | null;
  description: string | null;
}

/** Descriptor of one example table present in the example database. */
export interface ExampleDataset {
  tableName: string;
  schema: 'main';
  description: string;
  mainDttmCol: string | null;
  columns: ExampleColumn[];
  metrics: ExampleMetric[];
}
