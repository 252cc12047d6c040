/** Container bootstrap and contribution collection for the Tessera kernel. */
export { ContributionProvider } from '../plugin-api/contribution-provider.js';
export { bindContributionProvider } from './bind-contribution-provider.js';
export { CachedContributionProvider } from './cached-contribution-provider.js';
export { ContributionOrigins, ContributionOriginRecorder } from './contribution-origins.js';
export { CORE_EXTENSION_POINTS, createTesseraContainer } from './create-tessera-container.js';
export type { TesseraContainerOptions } from './create-tessera-container.js';
export { getContributions } from './get-contributions.js';
export { PluginSelection, selectPlugins } from './select-plugins.js';
export type { PluginSelectionOptions } from './select-plugins.js';
