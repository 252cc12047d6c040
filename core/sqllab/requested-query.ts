/**
 * What a link, a navigation or a form posted to `/sqllab/` asks SQL Lab to open in a new tab
 * (Superset's `requestedQuery` / `requested_query`): a chart's datasource and its SQL, or SQL for
 * a database. Nothing runs until the user runs it.
 */
export interface RequestedQueryPayload {
  datasourceKey?: string;
  sql?: string;
  dbId?: number;
  schema?: string | null;
  catalog?: string | null;
  name?: string | null;
}
