import type { QueryFormData } from '@core/plugin-api/index.js';
import type { ParamsMigration } from './import-context.js';

/** What a params migration reads of a viz type: its key, the legacy keys it opens and its `migrate`. */
export interface VizMigrationSource {
  key: string;
  legacyKeys?: readonly string[];
  migrate?: (formData: QueryFormData) => QueryFormData;
}

/**
 * Stored form data rewritten as explore opens it, without defaults: a legacy `viz_type`
 * (Superset's `line`, `dist_bar`, …) goes to the viz type declaring it in `legacyKeys`, whose
 * `migrate` translates its fields and may choose a sibling type (a stepped `line`); a current
 * key goes through its own `migrate`. Unknown types are kept as they are: they draw once the
 * plugin is enabled.
 *
 * @example
 * paramsMigration(vizTypes)({ viz_type: 'dist_bar', groupby: ['state'] }).viz_type; // 'echarts_timeseries_bar'
 */
export function paramsMigration(vizTypes: readonly VizMigrationSource[]): ParamsMigration {
  const byKey = new Map(vizTypes.map((viz) => [viz.key, viz]));
  return (params) => {
    const stored = typeof params['viz_type'] === 'string' ? params['viz_type'] : '';
    const viz = byKey.get(stored) ?? vizTypes.find((candidate) => candidate.legacyKeys?.includes(stored));
    if (!viz?.migrate) return viz ? { ...params, viz_type: viz.key } : params;
    const migrated = viz.migrate(structuredClone(params) as QueryFormData) as Record<string, unknown>;
    const target = typeof migrated['viz_type'] === 'string' && byKey.has(migrated['viz_type']) ? migrated['viz_type'] : viz.key;
    return { ...migrated, viz_type: target };
  };
}

let loaded: Promise<ParamsMigration> | undefined;

/**
 * The migration over every viz type the web app knows, loaded once on first use (the viz
 * descriptors are data and pure functions; their components stay unloaded).
 */
export function loadParamsMigration(): Promise<ParamsMigration> {
  loaded ??= (async () => {
    const [{ WEB_PLUGINS }, { createTesseraContainer, getContributions }, { VizContribution }] = await Promise.all([
      import('../../../web/kernel/web-plugins.js'),
      import('@core/di/index.js'),
      import('@core/plugin-api/index.js'),
    ]);
    const container = createTesseraContainer(WEB_PLUGINS, {});
    return paramsMigration(getContributions(container, VizContribution) as readonly VizMigrationSource[]);
  })();
  return loaded;
}
