/**
 * Collects every contribution bound to one extension point (Theia's ContributionProvider).
 * The list is read once, on first call, and cached; it is empty when nothing is bound.
 *
 * Injected by name: the provider for token `T` is bound to {@link ContributionProvider} named `T`.
 *
 * @example
 * ```ts
 * @injectable()
 * class VizCatalogue {
 *   constructor(
 *     @inject(ContributionProvider) @named(VizContribution)
 *     private readonly vizTypes: ContributionProvider<AnyVizContribution>,
 *   ) {}
 *   keys() { return this.vizTypes.getContributions().map((viz) => viz.key); }
 * }
 * ```
 */
export interface ContributionProvider<T> {
  getContributions(): readonly T[];
}

/** DI token of {@link ContributionProvider}; always injected together with `@named(token)`. */
export const ContributionProvider: symbol = Symbol.for('tessera.ContributionProvider');
