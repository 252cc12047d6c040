import type { Container } from 'inversify';
import { ContributionOrigins, PluginSelection, createTesseraContainer, getContributions } from '@core/di/index.js';
import { applyHookContributions, createChartDataHooks, createSqlLabHooks } from '@core/hooks/index.js';
import { DatabaseEngineContribution, HookContribution, type ChartDataHooks, type SqlLabHooks, type TesseraPlugin } from '@core/plugin-api/index.js';
import { createDatabaseEngineRegistry, type DatabaseEngineRegistry } from '@core/registry/index.js';
import type { TesseraConfig } from '../config/tessera-config.js';

/** What the server reads from the kernel: frozen registries and its hook owners. */
export interface ServerKernel {
  container: Container;
  selection: PluginSelection;
  databaseEngines: DatabaseEngineRegistry;
  hooks: { chartData: ChartDataHooks; sqlLab: SqlLabHooks };
}

/**
 * Builds the container from the enabled plugins, validates and freezes the registries, and lets
 * hook contributions tap the server's pipelines. Any invalid descriptor stops start-up here.
 */
export function createServerKernel(
  config: TesseraConfig,
  plugins: readonly TesseraPlugin[],
  log: { warn(message: string): void },
  /** Keys of plugins that exist elsewhere (the web app's viz plugins): configuring them is no typo. */
  otherPluginKeys: readonly string[] = [],
): ServerKernel {
  const container = createTesseraContainer(plugins, { enabled: config.plugins.enabled, disabled: config.plugins.disabled });
  const selection = container.get<PluginSelection>(PluginSelection);
  const unknown = selection.unknownKeys.filter((key) => !otherPluginKeys.includes(key));
  if (unknown.length > 0) {
    log.warn(`configuration names plugins that do not exist: ${unknown.join(', ')}`);
  }
  const { pluginOf } = container.get<ContributionOrigins>(ContributionOrigins);
  const hooks = { chartData: createChartDataHooks(), sqlLab: createSqlLabHooks() };
  applyHookContributions(getContributions(container, HookContribution), hooks);
  return {
    container,
    selection,
    databaseEngines: createDatabaseEngineRegistry(getContributions(container, DatabaseEngineContribution), { pluginOf }),
    hooks,
  };
}
