/** Shapes of the database API (`/api/v1/database/…`), as Superset answers them. */

/** A user as list endpoints embed them (`created_by`, `changed_by`). */
export interface ApiUserName {
  id?: number;
  first_name: string;
  last_name: string;
}

/** A row of `GET /api/v1/database/`. */
export interface DatabaseListItem {
  id: number;
  database_name: string;
  /** The engine key, e.g. `postgresql`. */
  backend: string;
  allow_run_async: boolean | null;
  allow_dml: boolean | null;
  expose_in_sqllab: boolean | null;
  allow_file_upload: boolean | null;
  allow_ctas?: boolean | null;
  allow_cvas?: boolean | null;
  created_by: ApiUserName | null;
  changed_by?: ApiUserName | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string;
}

/** `GET /api/v1/database/{pk}`: one connection with its settings (the password masked in the URI). */
export interface DatabaseDetail {
  id: number;
  database_name: string;
  sqlalchemy_uri: string;
  backend?: string;
  engine?: string | null;
  expose_in_sqllab: boolean | null;
  allow_run_async: boolean | null;
  allow_dml: boolean | null;
  allow_ctas: boolean | null;
  allow_cvas: boolean | null;
  allow_file_upload: boolean | null;
  cache_timeout: number | null;
  /** JSON text: engine parameters, `metadata_cache_timeout`, … */
  extra: string | null;
  force_ctas_schema?: string | null;
}

/** An engine Tessera can connect to, from `GET /api/v1/database/available/`. */
export interface AvailableEngine {
  /** The engine key, e.g. `postgresql`. */
  engine: string;
  /** Its display name, e.g. `PostgreSQL`. */
  name: string;
  sqlalchemy_uri_placeholder?: string;
  preferred?: boolean;
  default_driver?: string;
}

/** The body of `POST /api/v1/database/` and `PUT /api/v1/database/{pk}`. */
export interface DatabasePayload {
  database_name: string;
  sqlalchemy_uri: string;
  engine?: string;
  configuration_method: 'sqlalchemy_form';
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  cache_timeout: number | null;
  extra: string;
}

/** The body of `POST /api/v1/database/test_connection/`. */
export type TestConnectionPayload = Pick<DatabasePayload, 'database_name' | 'sqlalchemy_uri' | 'extra' | 'configuration_method'> & {
  engine?: string;
};
