/**
 * The data the server embeds in every page as `<script id="tessera-bootstrap">`,
 * shaped like Superset's bootstrap payload so embedded clients read the same fields.
 */

/** A role's permissions: pairs of permission name and view name, e.g. `['can_read', 'Dashboard']`. */
export type PermissionPair = readonly [permission: string, view: string];

/** Role name → the role's permission pairs. */
export type UserRoles = Readonly<Record<string, readonly PermissionPair[]>>;

export interface BootstrapUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  isAnonymous: boolean;
  roles: UserRoles;
  permissions: Readonly<Record<string, unknown>>;
}

export interface BootstrapConf {
  SQL_MAX_ROW: number;
  ROW_LIMIT: number;
  SAMPLES_ROW_LIMIT: number;
  ALLOW_FULL_CSV_EXPORT: boolean;
  DEFAULT_SQLLAB_LIMIT: number;
  SQLLAB_DEFAULT_DBID: number | null;
  GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' | 'ws';
  GLOBAL_ASYNC_QUERIES_POLLING_DELAY: number;
  /** Where the async-event WebSocket is opened (a `ws://`/`wss://` URL or a path); null: `/ws` on the page's host. */
  GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL?: string | null;
  SUPERSET_WEBSERVER_TIMEOUT: number;
  /** Plugin keys an admin enabled (null: all) and disabled; the web kernel loads the same plugins as the server. */
  PLUGINS_ENABLED: readonly string[] | null;
  PLUGINS_DISABLED: readonly string[];
  /** Raster tiles (`{z}/{x}/{y}`) replacing the offline base map of map charts; null: the offline map. */
  MAP_TILE_URL?: string | null;
  /** Mapbox access token: map charts may draw Mapbox styles. */
  MAPBOX_API_KEY?: string | null;
  /** A MapLibre style document (`style.json`) replacing the offline base map; ahead of `MAP_TILE_URL`. */
  MAP_STYLE_URL?: string | null;
  /** The other origins the page's policy lets map charts load from; a chart's own style or tiles must come from one of them. */
  MAP_HOSTS?: readonly string[];
}

export interface BootstrapCommon {
  feature_flags: Readonly<Record<string, boolean>>;
  conf: BootstrapConf;
  application_root: string;
  version: string;
}

/** The embedded dashboard a `/embedded/{uuid}` page shows (absent on every other page). */
export interface BootstrapEmbedded {
  uuid: string;
  dashboard_id: number;
  /** Origins or hosts that may embed the dashboard; empty: any. */
  allowed_domains: string[];
  /** The request header that carries the guest token (`X-GuestToken` unless configured). */
  guest_token_header_name: string;
}

export interface BootstrapData {
  user: BootstrapUser | null;
  common: BootstrapCommon;
  embedded?: BootstrapEmbedded;
}
