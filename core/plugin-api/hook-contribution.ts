import type { ContributionToken } from './contribution-token.js';
import type { TesseraHooks } from './tessera-hooks.js';

/**
 * A cross-cutting plugin that taps pipeline hooks (webpack's `apply(compiler)`).
 *
 * Contributions are applied in `stage` order, then by `key`; never in registration order. Each tap
 * a contribution makes is named after its `key` and gets its `stage` unless the tap sets its own,
 * so tap order inside one hook follows the same rule.
 *
 * @example
 * ```ts
 * export const rowCap = defineHookContribution({
 *   key: 'row-cap',
 *   stage: 10,
 *   apply(hooks) {
 *     hooks.chartData?.queryObject.tap('row-cap', (query) => ({ ...query, row_limit: Math.min(query.row_limit ?? 50_000, 50_000) }));
 *   },
 * });
 * ```
 */
export interface HookContribution {
  /** The plugin key; every tap is named after it. */
  key: string;
  /** Lower stages apply (and their taps run) first. Default 0. */
  stage?: number;
  apply(hooks: TesseraHooks): void;
}

/** DI token under which plugins bind their {@link HookContribution}s. */
export const HookContribution = Symbol.for('tessera.HookContribution') as ContributionToken<HookContribution>;

/** Declares a hook contribution; returns its argument unchanged. */
export function defineHookContribution(contribution: HookContribution): HookContribution {
  return contribution;
}
