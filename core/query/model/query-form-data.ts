/** Kinds of datasource a chart can query (Superset's `DatasourceType` values). */
export type DatasourceType = 'table' | 'query' | 'dataset' | 'saved_query';

/** A datasource reference as used in a query context: `{ id: 3, type: 'table' }`. */
export interface DatasourceRef {
  id: number;
  type: DatasourceType;
}

/**
 * The form data of a chart: what explore edits and what a chart is saved with. `datasource` is
 * Superset's compound key (`'<id>__<type>'`, e.g. `'3__table'`); every other field belongs to the
 * viz plugin's form-data schema.
 *
 * @example
 * ```ts
 * interface PieFormData extends QueryFormData { metric: QueryFormMetric; groupby: QueryFormColumn[] }
 * ```
 */
export interface QueryFormData {
  datasource: string;
  viz_type: string;
  [field: string]: unknown;
}
