import { Migrator } from 'kysely/migration';
import { storeMigrations } from './migrations/store-migrations.js';
import type { Store } from './store.js';

const MIGRATION_TABLE = 'tessera_migration';
const MIGRATION_LOCK_TABLE = 'tessera_migration_lock';

/**
 * Brings the store's schema up to date and returns the names of the migrations it applied
 * (none when it already was). Safe to call at every start, also from several servers at once
 * on PostgreSQL, where Kysely holds an advisory lock while migrating. Throws if a migration
 * fails; that migration is rolled back.
 */
export async function migrateToLatest(store: Store): Promise<string[]> {
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => storeMigrations(store.dialect) },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Metadata store migration ${failed ? `"${failed}" ` : ''}failed on ${store.dialect}: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
