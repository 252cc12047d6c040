import type { DatabaseDetail } from './database-types';

/** What the connect/edit dialog edits. Numbers stay text until saved so the fields can be cleared. */
export interface DatabaseFormValues {
  engine: string;
  database_name: string;
  sqlalchemy_uri: string;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  cache_timeout: string;
  /** `extra.metadata_cache_timeout.schema_cache_timeout`, in seconds. */
  schema_cache_timeout: string;
  /** `extra.metadata_cache_timeout.table_cache_timeout`, in seconds. */
  table_cache_timeout: string;
  /** The rest of `extra`, as JSON text. */
  extra: string;
}

/** A new connection's settings: exposed in SQL Lab, everything else off (Superset's defaults). */
export const NEW_DATABASE_FORM: DatabaseFormValues = {
  engine: '',
  database_name: '',
  sqlalchemy_uri: '',
  expose_in_sqllab: true,
  allow_dml: false,
  allow_run_async: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_file_upload: false,
  cache_timeout: '',
  schema_cache_timeout: '',
  table_cache_timeout: '',
  extra: '',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseExtra = (extra: string | null): Record<string, unknown> => {
  if (!extra) return {};
  try {
    const parsed: unknown = JSON.parse(extra);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

const timeoutText = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** The engine key of a SQLAlchemy URI, e.g. `postgresql+psycopg2://…` → `postgresql`. */
export const engineOfUri = (uri: string): string => /^([a-z0-9_-]+)(\+[^:]*)?:/i.exec(uri)?.[1]?.toLowerCase() ?? '';

/** The dialog's values for an existing connection; the metadata cache timeouts are lifted out of `extra`. */
export function databaseToFormValues(database: DatabaseDetail): DatabaseFormValues {
  const { metadata_cache_timeout: metadataTimeouts, ...restExtra } = parseExtra(database.extra);
  const timeouts = isRecord(metadataTimeouts) ? metadataTimeouts : {};
  return {
    engine: database.backend ?? database.engine ?? engineOfUri(database.sqlalchemy_uri),
    database_name: database.database_name,
    sqlalchemy_uri: database.sqlalchemy_uri,
    expose_in_sqllab: database.expose_in_sqllab ?? false,
    allow_dml: database.allow_dml ?? false,
    allow_run_async: database.allow_run_async ?? false,
    allow_ctas: database.allow_ctas ?? false,
    allow_cvas: database.allow_cvas ?? false,
    allow_file_upload: database.allow_file_upload ?? false,
    cache_timeout: database.cache_timeout === null ? '' : String(database.cache_timeout),
    schema_cache_timeout: timeoutText(timeouts.schema_cache_timeout),
    table_cache_timeout: timeoutText(timeouts.table_cache_timeout),
    extra: Object.keys(restExtra).length > 0 ? JSON.stringify(restExtra, null, 2) : '',
  };
}
