import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TesseraConfig } from '../config/tessera-config.js';
import type { SecurityManager } from '../security/security-manager.js';
import { ensureAllObjectPermissions } from '../security/object-permissions.js';
import { migrateToLatest } from '../store/migrate.js';
import type { Store } from '../store/store.js';
import { CHART_GALLERY_SLUG, CHART_GALLERY_TITLE, installChartGallery } from './chart-gallery.js';
import { ensureAdmin, type CreatedAdmin } from './ensure-admin.js';
import { EXAMPLE_DASHBOARD_SLUG, installExampleDashboard } from './example-dashboard.js';
import { MAPS_DASHBOARD_SLUG, MAPS_DASHBOARD_TITLE, installMapsDashboard } from './maps-dashboard.js';
import { EXAMPLES_DATABASE_NAME, registerExampleDatasets } from './register-example-datasets.js';

export interface Logger {
  info(message: string): void;
}

export function examplesDuckdbPath(config: TesseraConfig): string {
  return path.join(config.home, 'examples.duckdb');
}

/** Brings the metadata store up to date and makes sure the built-in roles exist. */
export async function prepareStore(store: Store, security: SecurityManager, logger: Logger): Promise<void> {
  const applied = await migrateToLatest(store);
  if (applied.length > 0) logger.info(`metadata store: applied ${applied.length} migration(s): ${applied.join(', ')}`);
  await security.syncRoleDefinitions();
}

export async function installExamples(store: Store, config: TesseraConfig, logger: Logger, options: { big?: boolean; bigRows?: number } = {}): Promise<void> {
  const started = performance.now();
  const file = examplesDuckdbPath(config);
  // Loaded on demand: DuckDB is heavy to import and a warm start does not need it.
  const { loadExamples } = await import('../examples/load-examples.js');
  const datasets = await loadExamples({ path: file, big: options.big, bigRows: options.bigRows, logger });
  await registerExampleDatasets(store.db, file, datasets);
  // Per-object permissions (database_access, datasource_access) so roles can be granted the examples.
  await ensureAllObjectPermissions(store.db);
  logger.info(`examples: ${datasets.length} dataset(s) ready in ${Math.round(performance.now() - started)} ms`);
}

/** True when the examples file exists and is registered; `load-examples` reloads regardless. */
async function examplesInstalled(store: Store, config: TesseraConfig): Promise<boolean> {
  if (!existsSync(examplesDuckdbPath(config))) return false;
  const database = await store.db.selectFrom('dbs').select('id').where('database_name', '=', EXAMPLES_DATABASE_NAME).executeTakeFirst();
  return Boolean(database);
}

/**
 * What a first start adds once the server listens (the schema and roles are ready before): an
 * administrator, handed to `onAdmin` as soon as it exists so that its one-time password is shown
 * before anything else can fail, then the example data and dashboards. Later starts find both
 * and do nothing. The port is bound first so that a start that cannot serve creates nothing.
 */
export async function setUpFirstStart(
  store: Store,
  security: SecurityManager,
  config: TesseraConfig,
  logger: Logger,
  onAdmin: (admin: CreatedAdmin) => void,
): Promise<void> {
  const admin = await ensureAdmin(security, config);
  if (admin) onAdmin(admin);
  if (config.loadExamples && !(await examplesInstalled(store, config))) {
    await installExamples(store, config, logger);
    // Only with a first install of the examples: a dashboard deleted later stays deleted.
    // The example data is what matters; a dashboard that cannot be made is reported, not fatal.
    // The gallery and the maps go first, so the Births dashboard and its charts head the lists (newest first).
    try {
      const mapsId = await installMapsDashboard(store.db, security);
      if (mapsId !== null) logger.info(`examples: created the "${MAPS_DASHBOARD_TITLE}" dashboard (/superset/dashboard/${MAPS_DASHBOARD_SLUG}/)`);
    } catch (error) {
      logger.info(`examples: the "${MAPS_DASHBOARD_TITLE}" dashboard could not be created: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const galleryId = await installChartGallery(store.db, security);
      if (galleryId !== null) logger.info(`examples: created the "${CHART_GALLERY_TITLE}" dashboard (/superset/dashboard/${CHART_GALLERY_SLUG}/)`);
    } catch (error) {
      logger.info(`examples: the "${CHART_GALLERY_TITLE}" dashboard could not be created: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const dashboardId = await installExampleDashboard(store.db, security);
      if (dashboardId !== null) logger.info(`examples: created the "Births" dashboard (/superset/dashboard/${EXAMPLE_DASHBOARD_SLUG}/)`);
    } catch (error) {
      logger.info(`examples: the "Births" dashboard could not be created: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
