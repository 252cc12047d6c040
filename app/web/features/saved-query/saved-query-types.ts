/** Shapes of the saved-query API (`/api/v1/saved_query/…`), as Superset answers them. */

/** A row of `GET /api/v1/saved_query/` with the columns the saved query list asks for. */
export interface SavedQueryListItem {
  id: number;
  label: string | null;
  description?: string | null;
  db_id: number | null;
  /** Null when the query's database is gone. */
  database: { id: number; database_name: string } | null;
  schema: string | null;
  sql: string | null;
  changed_on?: string;
  changed_on_delta_humanized?: string;
  created_by?: { id: number; first_name: string; last_name: string } | null;
}

/** An option of a related-field or distinct-value picker (`/related/database`, `/distinct/schema`). */
export interface SavedQueryFilterOption<Value = number> {
  value: Value;
  text: string;
}
