import type { ContributionProvider } from '../plugin-api/contribution-provider.js';

/**
 * A {@link ContributionProvider} that reads its contributions once, on first use, and hands out
 * the same frozen list afterwards. Reading lazily lets a service receive its provider during
 * construction without forcing every contribution to be resolved at that moment.
 */
export class CachedContributionProvider<T> implements ContributionProvider<T> {
  private cache: readonly T[] | undefined;

  constructor(private readonly collect: () => readonly T[]) {}

  getContributions(): readonly T[] {
    this.cache ??= Object.freeze([...this.collect()]);
    return this.cache;
  }
}
