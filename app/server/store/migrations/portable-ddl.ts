import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { StoreDialect } from '../store.js';

/** A `create table` under construction; column names are not tracked in migrations. */
export type TableBuilder = CreateTableBuilder<string, string>;

/** One end of a link table: the column and the table whose `id` it references. */
export type LinkEnd = readonly [column: string, table: string];

/**
 * Schema-building helpers that hide the few places where SQLite and PostgreSQL differ, so one
 * set of migrations serves both. Timestamps are ISO-8601 UTC text; uuids are 36-character text.
 */
export interface PortableDdl {
  readonly dialect: StoreDialect;
  /** The migration's connection, for statements the helpers do not cover. */
  readonly db: Kysely<unknown>;
  /** Column default: the current time, formatted like `Date.prototype.toISOString()`. */
  readonly now: RawBuilder<string>;
  /** Column default: a random version-4 uuid. */
  readonly newUuid: RawBuilder<string>;
  /** `create table` with an auto-increment integer `id` primary key. */
  createTable(name: string): TableBuilder;
  /** Adds a unique, database-generated `uuid` column. */
  withUuid(table: TableBuilder): TableBuilder;
  /** Adds `created_on`, `changed_on` (defaulting to now). */
  withStamps(table: TableBuilder): TableBuilder;
  /** Adds the stamps plus `created_by_fk` and `changed_by_fk` (set null when the user goes). */
  withAudit(table: TableBuilder): TableBuilder;
  /** A many-to-many link table: id, two cascading foreign keys, unique pair. */
  createLinkTable(name: string, left: LinkEnd, right: LinkEnd): Promise<void>;
  /** A plain index on columns; names follow `ix_<table>_<columns>`. */
  createIndex(table: string, columns: readonly string[]): Promise<void>;
}

export function portableDdl(db: Kysely<unknown>, dialect: StoreDialect): PortableDdl {
  const now =
    dialect === 'sqlite'
      ? sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
      : sql<string>`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  // SQLite has no uuid function: assemble one from random hex, with the version nibble 4 and
  // the variant nibble one of 8, 9, a, b.
  const newUuid =
    dialect === 'sqlite'
      ? sql<string>`(lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))))`
      : sql<string>`(gen_random_uuid()::text)`;

  const withStamps = (table: TableBuilder): TableBuilder =>
    table
      .addColumn('created_on', 'varchar(32)', (c) => c.notNull().defaultTo(now))
      .addColumn('changed_on', 'varchar(32)', (c) => c.notNull().defaultTo(now));

  return {
    dialect,
    db,
    now,
    newUuid,
    createTable(name) {
      const table = db.schema.createTable(name) as TableBuilder;
      return dialect === 'sqlite'
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        : table.addColumn('id', 'serial', (c) => c.primaryKey());
    },
    withUuid: (table) =>
      table.addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique().defaultTo(newUuid)),
    withStamps,
    withAudit: (table) =>
      withStamps(table)
        .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null')),
    async createLinkTable(name, [leftColumn, leftTable], [rightColumn, rightTable]) {
      await this.createTable(name)
        .addColumn(leftColumn, 'integer', (c) =>
          c.notNull().references(`${leftTable}.id`).onDelete('cascade'),
        )
        .addColumn(rightColumn, 'integer', (c) =>
          c.notNull().references(`${rightTable}.id`).onDelete('cascade'),
        )
        .addUniqueConstraint(`uq_${name}_${leftColumn}_${rightColumn}`, [leftColumn, rightColumn])
        .execute();
      // The unique pair serves lookups by the left column; index the right one too.
      await this.createIndex(name, [rightColumn]);
    },
    async createIndex(table, columns) {
      await db.schema
        .createIndex(`ix_${table}_${columns.join('_')}`)
        .on(table)
        .columns([...columns])
        .execute();
    },
  };
}
