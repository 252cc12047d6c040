import type { Bind } from 'inversify';
import { ContributionProvider } from '../plugin-api/contribution-provider.js';
import type { ContributionToken } from '../plugin-api/contribution-token.js';
import { CachedContributionProvider } from './cached-contribution-provider.js';

/**
 * Binds the {@link ContributionProvider} for `token`: a singleton, named after the token, that
 * collects everything bound to `token` (an empty list when nothing is).
 *
 * Call it once per extension point, from the module that declares or consumes the point; the
 * kernel does it for every extension point of `core/plugin-api`.
 *
 * @example
 * ```ts
 * new ContainerModule(({ bind }) => {
 *   bindContributionProvider(bind, VizContribution);
 * });
 * // later: container.get(ContributionProvider, { name: VizContribution }).getContributions()
 * ```
 */
export function bindContributionProvider<T>(bind: Bind, token: ContributionToken<T>): void {
  bind<ContributionProvider<T>>(ContributionProvider)
    // inversify 8: the resolution context has no `container`, but its `getAll` resolves against
    // the container the provider was bound in, which is all a provider needs.
    .toDynamicValue((context) => new CachedContributionProvider<T>(() => context.getAll<T>(token)))
    .inSingletonScope()
    .whenNamed(token);
}
