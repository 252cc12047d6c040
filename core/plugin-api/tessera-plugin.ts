import type { ContainerModule } from 'inversify';

/**
 * A Tessera plugin: a key admins enable or disable by configuration, and the inversify module
 * that binds its contributions. The module must load synchronously (no `async` load function):
 * the kernel loads plugins with inversify's synchronous `load`; heavy code belongs behind a
 * contribution's `loadComponent` instead.
 *
 * @example
 * ```ts
 * export default definePlugin({
 *   key: 'viz-pie',
 *   module: new ContainerModule(({ bind }) => {
 *     bind(VizContribution).toConstantValue(pieViz);
 *   }),
 * });
 * ```
 */
export interface TesseraPlugin {
  /** Kebab-case plugin key: `viz-pie`, `filter-select`, `db-duckdb`, `action-download`. */
  key: string;
  module: ContainerModule;
}

/** Declares a plugin; returns its argument unchanged. */
export function definePlugin(plugin: TesseraPlugin): TesseraPlugin {
  return plugin;
}
