import type { Kysely } from 'kysely';
import { HttpError } from '../../http/http-error.js';
import { DatabaseSecrets } from '../../security/database-secrets.js';
import { hasPermission, type Principal } from '../../security/principal.js';
import { SecurityManager } from '../../security/security-manager.js';
import type { Database } from '../../store/database.js';
import { nowIso } from '../../store/now-iso.js';
import type { ConnectionProvider } from '../connection-provider.js';
import { BUNDLE_TYPE_OF_KIND, type BundleType, type ExportKind } from './bundle-format.js';
import { readBundle } from './import-bundle-reader.js';
import { checkBundle, type CheckedBundle } from './import-bundle-check.js';
import { importChart } from './import-charts.js';
import type { ImportContext, ParamsMigration } from './import-context.js';
import { importDashboard } from './import-dashboards.js';
import { importDatabase } from './import-databases.js';
import { importDataset } from './import-datasets.js';
import { ImportProblems } from './import-error.js';
import { importSavedQuery } from './import-saved-queries.js';

/** What an import route imports: one resource's bundles, or every kind (`assets`). */
export type ImportKind = ExportKind | 'assets';

type Folder = 'databases' | 'datasets' | 'charts' | 'dashboards' | 'queries';

/** The folders each import reads (Superset's: a database import brings its datasets too) and its own folder. */
const PLAN: Record<ImportKind, { folders: readonly Folder[]; primary: Folder | null }> = {
  dashboard: { folders: ['databases', 'datasets', 'charts', 'dashboards'], primary: 'dashboards' },
  chart: { folders: ['databases', 'datasets', 'charts'], primary: 'charts' },
  dataset: { folders: ['databases', 'datasets'], primary: 'datasets' },
  database: { folders: ['databases', 'datasets'], primary: 'databases' },
  saved_query: { folders: ['databases', 'queries'], primary: 'queries' },
  assets: { folders: ['databases', 'datasets', 'charts', 'dashboards', 'queries'], primary: null },
};

const VIEW_OF: Record<Folder, string> = { databases: 'Database', datasets: 'Dataset', charts: 'Chart', dashboards: 'Dashboard', queries: 'SavedQuery' };
const TABLE_OF = { databases: 'dbs', datasets: 'tables', charts: 'slices', dashboards: 'dashboards', queries: 'saved_query' } as const;
const MODEL_OF: Record<Folder, string> = { databases: 'Database', datasets: 'Dataset', charts: 'Chart', dashboards: 'Dashboard', queries: 'Saved query' };

/** Options of one import, from the multipart form. */
export interface ImportRequest {
  overwrite: boolean;
  /** Bundle path of a database file → its password. */
  passwords: Readonly<Record<string, string>>;
}

/** What the import needs from the server. */
export interface ImportDependencies {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  migrateParams: ParamsMigration;
}

/** `can_write` on every kind the import writes (Superset's rule); an assets import is for administrators. */
function checkPermissions(principal: Principal, kind: ImportKind, bundle: CheckedBundle): void {
  if (kind === 'assets') return;
  for (const folder of PLAN[kind].folders) {
    if (bundle[folder].length > 0 && !hasPermission(principal, 'can_write', VIEW_OF[folder])) {
      throw HttpError.forbidden(`You need can_write on ${VIEW_OF[folder]} to import ${folder}`);
    }
  }
}

/** Without `overwrite`, an object of the route's own kind that exists already stops the import. */
async function checkExisting(db: Kysely<Database>, kind: ImportKind, bundle: CheckedBundle, request: ImportRequest): Promise<void> {
  const primary = PLAN[kind].primary;
  if (!primary) return;
  const problems = new ImportProblems();
  if (bundle[primary].length === 0) problems.add(`${primary}/`, `The bundle holds no ${primary} to import`);
  else if (!request.overwrite) {
    const uuids = bundle[primary].map((entry) => entry.file.uuid);
    const found = new Set((await db.selectFrom(TABLE_OF[primary]).select('uuid').where('uuid', 'in', uuids).execute()).map((row) => row.uuid));
    for (const entry of bundle[primary]) {
      if (found.has(entry.file.uuid)) problems.add(entry.path, `${MODEL_OF[primary]} already exists and \`overwrite=true\` was not passed`);
    }
  }
  problems.throwIfAny();
}

/**
 * Imports a bundle (`POST /api/v1/<kind>/import/`): reads and checks it, checks permissions and
 * existing objects, then writes databases, datasets, charts, dashboards and saved queries in that
 * order in ONE transaction, resolving every reference by uuid. Any problem throws (a
 * `BundleImportError` for the bundle's content, an `HttpError` otherwise) and nothing is written.
 * Objects of the route's own kind are updated in place with `overwrite`; the others are reused
 * as they are when they exist, except in an assets import, which updates everything.
 */
export async function importBundle(deps: ImportDependencies, principal: Principal, kind: ImportKind, zip: Uint8Array, request: ImportRequest): Promise<void> {
  // Superset's assets import is an administrator's tool: refused before the bundle is read.
  if (kind === 'assets' && !principal.isAdmin) throw HttpError.forbidden('Only administrators may import assets');
  const expected: BundleType = kind === 'assets' ? 'assets' : BUNDLE_TYPE_OF_KIND[kind];
  const bundle = checkBundle(readBundle(zip), expected);
  checkPermissions(principal, kind, bundle);
  await checkExisting(deps.db, kind, bundle, request);
  const plan = PLAN[kind];
  const wanted = new Set(plan.folders);
  await deps.db.transaction().execute(async (trx) => {
    const ctx: ImportContext = {
      trx,
      principal,
      overwrites: (folder) => kind === 'assets' || (request.overwrite && folder === plan.primary),
      passwords: request.passwords,
      connections: deps.connections,
      secrets: new DatabaseSecrets(deps.connections.secrets),
      migrateParams: deps.migrateParams,
      now: nowIso(),
      databases: new Map(),
      datasets: new Map(),
      charts: new Map(),
    };
    if (wanted.has('databases')) for (const entry of bundle.databases) ctx.databases.set(entry.file.uuid, await importDatabase(ctx, entry));
    if (wanted.has('datasets')) for (const entry of bundle.datasets) ctx.datasets.set(entry.file.uuid, await importDataset(ctx, entry));
    if (wanted.has('charts')) for (const entry of bundle.charts) await importChart(ctx, entry);
    if (wanted.has('dashboards')) for (const entry of bundle.dashboards) await importDashboard(ctx, entry);
    if (wanted.has('queries')) for (const entry of bundle.queries) await importSavedQuery(ctx, entry);
  });
  // New databases and datasets brought new permission views; cached principals predate them.
  SecurityManager.clearCachesOf(deps.db);
}
