import type { Migration } from 'kysely/migration';
import type { StoreDialect } from '../store.js';
import { initialMigration } from './0001-initial.js';
import { reportSavedQueryMigration } from './0002-report-saved-query.js';

/**
 * All metadata store migrations, keyed by name; Kysely applies them in name order. Add a new
 * migration as `NNNN-what-it-does.ts` and list it here: the server is bundled, so migrations
 * are imported, never read from the file system. Never edit or rename an applied migration.
 */
export function storeMigrations(dialect: StoreDialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-report-saved-query': reportSavedQueryMigration(),
  };
}
