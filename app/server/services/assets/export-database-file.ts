import type { Selectable } from 'kysely';
import type { DbsTable } from '../../store/tables/dataset-tables.js';
import { maskUriPassword } from '../connection-uri.js';
import { BUNDLE_VERSION, type DatabaseFile } from './bundle-format.js';
import { flag, parseJsonObject } from './export-json.js';

/**
 * A database connection as `databases/<name>.yaml`: Superset's exported fields, the password
 * of the URI masked (the stored password and encrypted extra never leave the server).
 */
export function databaseFile(row: Selectable<DbsTable>): DatabaseFile {
  return {
    database_name: row.database_name,
    sqlalchemy_uri: maskUriPassword(row.sqlalchemy_uri),
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: flag(row.expose_in_sqllab),
    allow_run_async: flag(row.allow_run_async),
    allow_ctas: flag(row.allow_ctas),
    allow_cvas: flag(row.allow_cvas),
    allow_dml: flag(row.allow_dml),
    allow_file_upload: flag(row.allow_file_upload),
    extra: parseJsonObject(row.extra) ?? {},
    impersonate_user: flag(row.impersonate_user),
    uuid: row.uuid,
    version: BUNDLE_VERSION,
  };
}
