/**
 * Which plugin bound a contribution, so start-up errors can name the plugin at fault
 * ("viz key 'pie' is contributed by both viz-pie and viz-pie-legacy").
 *
 * Known for contributions bound with `toConstantValue` (how descriptors are bound); `undefined`
 * for anything else.
 */
export interface ContributionOrigins {
  /** A function property, not a method: safe to pass on detached. */
  readonly pluginOf: (contribution: unknown) => string | undefined;
}

/** DI token of the container's {@link ContributionOrigins}. */
export const ContributionOrigins: symbol = Symbol.for('tessera.ContributionOrigins');

/** A {@link ContributionOrigins} that plugin loading writes into. */
export class ContributionOriginRecorder implements ContributionOrigins {
  // Weak, so a registry built and dropped in tests does not pin descriptors in memory.
  private readonly origins = new WeakMap<object, string>();

  record(contribution: unknown, pluginKey: string): void {
    if ((typeof contribution === 'object' && contribution !== null) || typeof contribution === 'function') {
      if (!this.origins.has(contribution)) this.origins.set(contribution, pluginKey);
    }
  }

  /** An arrow property, so it can be passed on detached (`pluginOf: origins.pluginOf`). */
  readonly pluginOf = (contribution: unknown): string | undefined => {
    if ((typeof contribution === 'object' && contribution !== null) || typeof contribution === 'function') {
      return this.origins.get(contribution);
    }
    return undefined;
  };
}
