import type { ExampleMetric } from './example-dataset.js';

/** Hand-written metadata for one column; the type itself is read back from DuckDB. */
export interface ExampleColumnInfo {
  verbose_name?: string;
  description?: string;
  /** Defaults to true for STRING, BOOLEAN and TEMPORAL columns, false for NUMERIC ones. */
  groupby?: boolean;
  /**
   * How a number or text column holds a time: a strftime pattern, `epoch_s` or `epoch_ms`
   * (Superset's metadata). Such a column is registered as temporal (`is_dttm`), as Superset
   * does: queries read it as a timestamp by this format.
   */
  python_date_format?: string;
}

/** Options a generator may depend on. */
export interface ExampleBuildOptions {
  /** Row count for generators whose size is configurable (big_events). */
  rows: number;
}

/**
 * Definition of one example table: how to generate it and the semantic metadata published
 * with it.
 */
export interface ExampleTable {
  tableName: string;
  description: string;
  mainDttmCol: string | null;
  columns: Record<string, ExampleColumnInfo>;
  metrics: ExampleMetric[];
  /**
   * SQL statements that create the table `target` (an already quoted identifier). They run in
   * one transaction; helper tables they need must be TEMP. Rows must come out in a stable
   * order.
   */
  createSql(target: string, options: ExampleBuildOptions): string[];
}

/** Builds a metric with nullable fields defaulted to null. */
export function exampleMetric(
  metric_name: string,
  expression: string,
  extra: Partial<Omit<ExampleMetric, 'metric_name' | 'expression'>> = {},
): ExampleMetric {
  return {
    metric_name,
    expression,
    verbose_name: extra.verbose_name ?? null,
    metric_type: extra.metric_type ?? null,
    d3format: extra.d3format ?? null,
    description: extra.description ?? null,
  };
}
