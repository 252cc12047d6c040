/** Shapes of the action log API (`GET /api/v1/log/`), as the server answers them. */

/** One recorded event. */
export interface ActionLogEntry {
  id: number;
  action: string | null;
  user_id: number | null;
  /** Null for an anonymous event, or when the user is gone. */
  user: { id: number; username: string; first_name: string; last_name: string } | null;
  dttm: string;
  dashboard_id: number | null;
  slice_id: number | null;
  /** The dashboard and chart the event is about, while they exist. */
  dashboard?: { id: number; dashboard_title: string | null } | null;
  slice?: { id: number; slice_name: string | null } | null;
  /** The event as recorded, JSON text. */
  json: string | null;
  duration_ms: number | null;
  referrer: string | null;
}
