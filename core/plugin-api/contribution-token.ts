/**
 * Phantom slot that carries a token's contribution type. It exists only in the type system:
 * the token itself stays a plain `symbol` at run time, which is what inversify binds.
 */
declare const contributionType: unique symbol;

/**
 * A DI service identifier for an extension point, typed with the descriptors bound to it.
 *
 * Tokens are created with `Symbol.for('tessera.<Name>')` so that two copies of the kernel in one
 * bundle (e.g. a plugin built against another core version) still meet on the same key.
 *
 * @example
 * ```ts
 * export const VizContribution = Symbol.for('tessera.VizContribution') as ContributionToken<AnyVizContribution>;
 * const vizTypes = getContributions(container, VizContribution); // readonly AnyVizContribution[]
 * ```
 */
export type ContributionToken<T> = symbol & { readonly [contributionType]?: T };

/** The descriptor type a {@link ContributionToken} was declared with. */
export type ContributionOf<Token> = Token extends ContributionToken<infer T> ? T : never;
