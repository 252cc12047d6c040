import type { Selectable } from 'kysely';
import type { SavedQueryTable } from '../../store/tables/sqllab-tables.js';
import { BUNDLE_VERSION, type SavedQueryFile } from './bundle-format.js';

/** A saved query as `queries/<database>/<schema>/<label>.yaml`, with the uuid of its database. */
export function savedQueryFile(query: Selectable<SavedQueryTable>, databaseUuid: string): SavedQueryFile {
  return {
    catalog: query.catalog,
    schema: query.schema,
    label: query.label ?? '',
    description: query.description,
    sql: query.sql ?? '',
    uuid: query.uuid,
    version: BUNDLE_VERSION,
    database_uuid: databaseUuid,
  };
}
