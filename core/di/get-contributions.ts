import type { Container } from 'inversify';
import { ContributionProvider } from '../plugin-api/contribution-provider.js';
import type { ContributionToken } from '../plugin-api/contribution-token.js';

/**
 * Every contribution bound to `token` in `container`, for code at the edges (start-up, tests) that
 * holds the container itself. Goes through the token's {@link ContributionProvider} when one is
 * bound, so the list is the same cached instance services see; otherwise reads the bindings.
 *
 * @example
 * ```ts
 * const registry = createVizRegistry(getContributions(container, VizContribution), { widgets });
 * ```
 */
export function getContributions<T>(container: Container, token: ContributionToken<T>): readonly T[] {
  const provider = container.get<ContributionProvider<T>>(ContributionProvider, { name: token, optional: true });
  return provider ? provider.getContributions() : Object.freeze(container.getAll<T>(token));
}
