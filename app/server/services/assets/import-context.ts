import type { Transaction } from 'kysely';
import type { DatabaseSecrets } from '../../security/database-secrets.js';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import type { ConnectionProvider } from '../connection-provider.js';

/** A database the bundle's `database_uuid`s resolve to. */
export interface ImportedDatabase {
  id: number;
  database_name: string;
  /**
   * Matched by name rather than uuid: another instance's connection of the same name (Superset's
   * `examples`), whose datasets may sit in another schema here.
   */
  byName: boolean;
}

/** A dataset the bundle's `dataset_uuid`s and native filter targets resolve to. */
export interface ImportedDataset {
  id: number;
  table_name: string;
  schema: string | null;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
  database: ImportedDatabase;
}

/** Rewrites a chart's stored form data to the current keys of its viz type. */
export type ParamsMigration = (params: Record<string, unknown>) => Record<string, unknown>;

/**
 * What every step of one import shares: the transaction, the importer, the rule for which kinds
 * may be overwritten, and the ids each uuid resolved to so far (filled as files are written, in
 * dependency order: databases, datasets, charts, dashboards, saved queries).
 */
export interface ImportContext {
  trx: Transaction<Database>;
  principal: Principal;
  /** Whether an existing object of this folder is updated (else it is kept and reused as it is). */
  overwrites(folder: 'databases' | 'datasets' | 'charts' | 'dashboards' | 'queries'): boolean;
  /** `passwords` form field: bundle path → password. */
  passwords: Readonly<Record<string, string>>;
  connections: ConnectionProvider;
  secrets: DatabaseSecrets;
  migrateParams: ParamsMigration;
  now: string;
  databases: Map<string, ImportedDatabase>;
  datasets: Map<string, ImportedDataset>;
  /** Chart uuid → id here. */
  charts: Map<string, number>;
}
