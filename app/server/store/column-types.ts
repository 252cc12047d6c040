import type { ColumnType, Generated } from 'kysely';

/**
 * Column shapes shared by the table interfaces. Every table's `id` is generated; timestamps are
 * ISO-8601 UTC text (see `nowIso`); JSON documents are text the caller parses.
 */

/** Auto-increment integer primary key: read as number, never written. */
export type IdColumn = Generated<number>;

/** UUID text with a database default: optional on insert. */
export type UuidColumn = Generated<string>;

/** ISO-8601 timestamp filled by the database on insert (`created_on`, `changed_on`, `dttm`). */
export type StampColumn = Generated<string>;

/** A nullable ISO-8601 timestamp the application writes. */
export type Timestamp = string | null;

/** A boolean column with a database default: optional on insert. */
export type Flag = Generated<boolean>;

/** A nullable JSON document stored as text. */
export type JsonText = string | null;

/** A JSON document stored as text with a default such as `'{}'`: optional on insert. */
export type DefaultedJsonText = ColumnType<string, string | undefined, string>;

/** Who created and last changed a row, and when (Superset's AuditMixin). */
export interface AuditColumns {
  created_on: StampColumn;
  changed_on: StampColumn;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** `created_on` and `changed_on` without the user links. */
export interface StampColumns {
  created_on: StampColumn;
  changed_on: StampColumn;
}

/** Superset's ImportExportMixin fields for objects managed by an external system. */
export interface ManagedExternallyColumns {
  is_managed_externally: Flag;
  external_url: string | null;
}
