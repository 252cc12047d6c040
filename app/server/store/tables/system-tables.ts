import type { IdColumn, JsonText, StampColumn, Timestamp, UuidColumn } from '../column-types.js';

/** The action log and the key-value store behind permalinks and filter state. */

/** One logged user action (`/api/v1/log/`, chart loads, dashboard views). */
export interface LogsTable {
  id: IdColumn;
  action: string | null;
  user_id: number | null;
  json: JsonText;
  dttm: StampColumn;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

/**
 * A stored value addressed by uuid (or id) within a resource such as 'permalink' or
 * 'dashboard_permalink'. The value is serialised text.
 */
export interface KeyValueTable {
  id: IdColumn;
  uuid: UuidColumn;
  resource: string;
  value: string;
  created_on: StampColumn;
  created_by_fk: number | null;
  changed_on: Timestamp;
  changed_by_fk: number | null;
  expires_on: Timestamp;
}
