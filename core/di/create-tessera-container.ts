import { Container, ContainerModule } from 'inversify';
import type { ContributionToken } from '../plugin-api/contribution-token.js';
import { ControlSectionContribution } from '../plugin-api/control-section-contribution.js';
import { DatabaseEngineContribution } from '../plugin-api/database-engine-contribution.js';
import { FilterTypeContribution } from '../plugin-api/filter-type-contribution.js';
import { HookContribution } from '../plugin-api/hook-contribution.js';
import { MenuActionContribution } from '../plugin-api/menu-action-contribution.js';
import type { TesseraPlugin } from '../plugin-api/tessera-plugin.js';
import { VizContribution } from '../plugin-api/viz-contribution.js';
import { attributePluginModule } from './attribute-plugin-module.js';
import { bindContributionProvider } from './bind-contribution-provider.js';
import { ContributionOriginRecorder, ContributionOrigins } from './contribution-origins.js';
import { PluginSelection, selectPlugins, type PluginSelectionOptions } from './select-plugins.js';

/** The extension points the kernel declares; each gets a ContributionProvider. */
export const CORE_EXTENSION_POINTS: readonly ContributionToken<unknown>[] = Object.freeze([
  VizContribution,
  FilterTypeContribution,
  MenuActionContribution,
  ControlSectionContribution,
  DatabaseEngineContribution,
  HookContribution,
]);

/** Options of {@link createTesseraContainer}. */
export interface TesseraContainerOptions extends PluginSelectionOptions {
  /**
   * Application modules loaded after the plugins (server or web services, test doubles). They
   * are trusted: unlike plugins they may rebind anything.
   */
  modules?: readonly ContainerModule[];
}

/**
 * Builds the application's inversify container: binds a ContributionProvider per core extension
 * point, loads the enabled plugins (a disabled plugin's module is never loaded, so none of its
 * contributions exist), then the application's own modules.
 *
 * Bindings default to singleton scope (inversify 8 defaults to transient), matching how Theia
 * treats services: one instance per container unless said otherwise.
 *
 * @example
 * ```ts
 * const container = createTesseraContainer(allPlugins, { disabled: config.DISABLED_PLUGINS });
 * const vizRegistry = createVizRegistry(getContributions(container, VizContribution), { widgets });
 * ```
 */
export function createTesseraContainer(plugins: readonly TesseraPlugin[], options: TesseraContainerOptions = {}): Container {
  const selection = selectPlugins(plugins, options);
  const origins = new ContributionOriginRecorder();
  const extensionPoints = new Set<symbol>(CORE_EXTENSION_POINTS);
  const container = new Container({ defaultScope: 'Singleton' });

  container.load(
    new ContainerModule(({ bind }) => {
      for (const token of CORE_EXTENSION_POINTS) bindContributionProvider(bind, token);
      bind(ContributionOrigins).toConstantValue(origins);
      bind(PluginSelection).toConstantValue(selection);
    }),
  );
  for (const plugin of selection.loaded) {
    container.load(attributePluginModule(plugin, extensionPoints, origins));
  }
  if (options.modules?.length) container.load(...options.modules);
  return container;
}
