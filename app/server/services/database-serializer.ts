import type { Selectable } from 'kysely';
import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';
import type { DbsTable } from '../store/tables/dataset-tables.js';
import { maskUriPassword, parseConnectionUri, PASSWORD_MASK } from './connection-uri.js';
import { humanizeDelta } from './humanize-delta.js';
import type { UserName } from './user-names.js';

export type DatabaseRow = Selectable<DbsTable>;

/** The parsed `extra` JSON of a database, `{}` when empty or unreadable. */
export function databaseExtra(row: { extra: string | null }): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.extra ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Superset's `backend`: the URI scheme before any `+driver`. */
export function backendOf(uri: string): string {
  return parseConnectionUri(uri)?.backend ?? '';
}

function engineInformation(spec: DatabaseEngineContribution | undefined) {
  return {
    supports_file_upload: false,
    disable_ssh_tunneling: true,
    supports_dynamic_catalog: spec?.supportsCatalog ?? false,
    supports_oauth2: false,
  };
}

/** Fields derived from `extra` and the engine that Superset adds to a database's JSON. */
function derived(row: DatabaseRow, spec: DatabaseEngineContribution | undefined) {
  const extra = databaseExtra(row);
  return {
    backend: backendOf(row.sqlalchemy_uri),
    allows_subquery: true,
    allows_cost_estimate: Boolean(extra['cost_estimate_enabled']),
    allows_virtual_table_explore: extra['allows_virtual_table_explore'] !== false,
    explore_database_id: typeof extra['explore_database_id'] === 'number' ? extra['explore_database_id'] : row.id,
    disable_data_preview: Boolean(extra['disable_data_preview']),
    disable_drill_to_detail: Boolean(extra['disable_drill_to_detail']),
    allow_multi_catalog: Boolean(extra['allow_multi_catalog']),
    engine_information: engineInformation(spec),
  };
}

const userOf = (users: Map<number, UserName>, id: number | null) => {
  const user = id === null ? undefined : users.get(id);
  return user ? { first_name: user.first_name, last_name: user.last_name } : null;
};

/** A row of `GET /api/v1/database/` (Superset's list columns). */
export function databaseListItem(row: DatabaseRow, spec: DatabaseEngineContribution | undefined, users: Map<number, UserName>) {
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    allow_file_upload: row.allow_file_upload,
    allow_ctas: row.allow_ctas,
    allow_cvas: row.allow_cvas,
    allow_dml: row.allow_dml,
    allow_run_async: row.allow_run_async,
    expose_in_sqllab: row.expose_in_sqllab,
    cache_timeout: row.cache_timeout,
    extra: row.extra,
    force_ctas_schema: row.force_ctas_schema,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    changed_by: userOf(users, row.changed_by_fk),
    created_by: userOf(users, row.created_by_fk),
    ...derived(row, spec),
  };
}

/** `GET /api/v1/database/{pk}`: the settings the connection form edits, the password masked. */
export function databaseDetail(row: DatabaseRow, spec: DatabaseEngineContribution | undefined) {
  const uri = parseConnectionUri(row.sqlalchemy_uri);
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    verbose_name: row.verbose_name,
    sqlalchemy_uri: maskUriPassword(row.sqlalchemy_uri),
    engine: spec?.engine ?? uri?.backend ?? null,
    driver: uri?.driver ?? null,
    configuration_method: 'sqlalchemy_form',
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: row.expose_in_sqllab,
    allow_run_async: row.allow_run_async,
    allow_file_upload: row.allow_file_upload,
    allow_ctas: row.allow_ctas,
    allow_cvas: row.allow_cvas,
    allow_dml: row.allow_dml,
    force_ctas_schema: row.force_ctas_schema,
    impersonate_user: row.impersonate_user,
    is_managed_externally: row.is_managed_externally,
    external_url: row.external_url,
    extra: row.extra,
    // Superset never returns secrets: encrypted_extra comes back with its values masked.
    masked_encrypted_extra: maskedEncryptedExtra(row.encrypted_extra),
    server_cert: row.server_cert,
    parameters: uri ? { username: uri.username, host: uri.host, port: uri.port, database: uri.database } : {},
    changed_on: row.changed_on,
    created_on: row.created_on,
    ...derived(row, spec),
  };
}

/** Every string value of the encrypted extra replaced by the password mask. */
export function maskedEncryptedExtra(encrypted: string | null): string | null {
  if (!encrypted) return null;
  try {
    const mask = (value: unknown): unknown =>
      typeof value === 'string' ? PASSWORD_MASK : Array.isArray(value) ? value.map(mask) : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v)]))
        : value;
    return JSON.stringify(mask(JSON.parse(encrypted)));
  } catch {
    return null;
  }
}
