import type { DatabaseFormValues } from './database-form-values';
import type { DatabasePayload, TestConnectionPayload } from './database-types';

/** A seconds field's number; blank is none. The form has already checked it is a whole number. */
const seconds = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** `extra` as sent: the JSON the user typed, with the metadata cache timeouts put back in. */
function extraJson(values: DatabaseFormValues): string {
  const extra = values.extra.trim() === '' ? {} : (JSON.parse(values.extra) as Record<string, unknown>);
  const schemaTimeout = seconds(values.schema_cache_timeout);
  const tableTimeout = seconds(values.table_cache_timeout);
  if (schemaTimeout !== null || tableTimeout !== null) {
    extra.metadata_cache_timeout = {
      ...(schemaTimeout !== null ? { schema_cache_timeout: schemaTimeout } : {}),
      ...(tableTimeout !== null ? { table_cache_timeout: tableTimeout } : {}),
    };
  }
  return JSON.stringify(extra);
}

/** The POST/PUT body for the dialog's (validated) values. */
export function databasePayload(values: DatabaseFormValues): DatabasePayload {
  return {
    database_name: values.database_name.trim(),
    sqlalchemy_uri: values.sqlalchemy_uri.trim(),
    ...(values.engine ? { engine: values.engine } : {}),
    configuration_method: 'sqlalchemy_form',
    expose_in_sqllab: values.expose_in_sqllab,
    allow_dml: values.allow_dml,
    allow_run_async: values.allow_run_async,
    allow_ctas: values.allow_ctas,
    allow_cvas: values.allow_cvas,
    allow_file_upload: values.allow_file_upload,
    cache_timeout: seconds(values.cache_timeout),
    extra: extraJson(values),
  };
}

/**
 * The test-connection body. The name lets the server use the stored password when the URI
 * shows it masked (editing a connection).
 */
export function testConnectionPayload(values: DatabaseFormValues): TestConnectionPayload {
  const payload = databasePayload(values);
  return {
    database_name: payload.database_name,
    sqlalchemy_uri: payload.sqlalchemy_uri,
    extra: payload.extra,
    configuration_method: payload.configuration_method,
    ...(payload.engine ? { engine: payload.engine } : {}),
  };
}
