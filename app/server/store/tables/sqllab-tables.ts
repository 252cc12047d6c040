import type {
  AuditColumns,
  DefaultedJsonText,
  Flag,
  IdColumn,
  JsonText,
  StampColumn,
  Timestamp,
  UuidColumn,
} from '../column-types.js';
import type { Generated } from 'kysely';

/** SQL Lab: saved queries, editor tabs, their table panes and query runs. */

export interface SavedQueryTable extends AuditColumns {
  id: IdColumn;
  uuid: UuidColumn;
  user_id: number | null;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  template_parameters: JsonText;
  extra_json: JsonText;
  rows: number | null;
  last_run: Timestamp;
}

/** One SQL Lab editor tab, persisted per user. */
export interface TabStateTable extends AuditColumns {
  id: IdColumn;
  user_id: number;
  label: string | null;
  active: Flag;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  /** `query.client_id` of the tab's latest run. */
  latest_query_id: string | null;
  autorun: Flag;
  template_params: JsonText;
  hide_left_bar: Flag;
  saved_query_id: number | null;
  extra_json: JsonText;
}

/** A table expanded in a tab's left pane. */
export interface TableSchemaTable extends AuditColumns {
  id: IdColumn;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string | null;
  /** JSON: the table's metadata as last fetched. */
  description: JsonText;
  expanded: Flag;
}

/** One SQL Lab query run. Times are epoch milliseconds, as Superset's API reports them. */
export interface QueryTable {
  id: IdColumn;
  /** Short id chosen by the browser before the run starts. */
  client_id: string;
  database_id: number;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  user_id: number | null;
  status: Generated<string>;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: Generated<string>;
  select_as_cta: boolean | null;
  select_as_cta_used: Flag;
  ctas_method: string | null;
  progress: Generated<number>;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  tracking_url: string | null;
  extra_json: DefaultedJsonText;
  changed_on: StampColumn;
}
