import type { HookContribution } from '../plugin-api/hook-contribution.js';
import type { TesseraHooks } from '../plugin-api/tessera-hooks.js';
import { withTapDefaults } from './with-tap-defaults.js';

/** Stage first, then key in code-unit order (locale-independent, so every machine agrees). */
function compareContributions(a: HookContribution, b: HookContribution): number {
  const byStage = (a.stage ?? 0) - (b.stage ?? 0);
  if (byStage !== 0) return byStage;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * Lets every hook contribution tap `hooks`, in `stage` order then by key, never in the order the
 * contributions happened to be bound. Each contribution sees the hooks through
 * {@link withTapDefaults}, so its taps are named after its key and carry its stage; tapable then
 * runs taps by stage, and taps of equal stage in key order.
 *
 * @returns the keys in the order they were applied (for start-up logs).
 * @throws when two contributions share a key, a stage is not a finite number, or an `apply` throws
 *   (the error names the contribution; the original is its `cause`).
 *
 * @example
 * ```ts
 * const hooks = { chartData: createChartDataHooks(), sqlLab: createSqlLabHooks() };
 * applyHookContributions(getContributions(container, HookContribution), hooks);
 * ```
 */
export function applyHookContributions(contributions: readonly HookContribution[], hooks: TesseraHooks): readonly string[] {
  const seen = new Set<string>();
  for (const contribution of contributions) {
    if (seen.has(contribution.key)) {
      throw new Error(`Two hook contributions share the key '${contribution.key}'; keys must be unique so tap order is defined.`);
    }
    seen.add(contribution.key);
    if (contribution.stage !== undefined && !Number.isFinite(contribution.stage)) {
      throw new Error(`Hook contribution '${contribution.key}' has a stage that is not a finite number.`);
    }
  }
  const ordered = [...contributions].sort(compareContributions);
  for (const contribution of ordered) {
    const view = withTapDefaults(hooks, { name: contribution.key, stage: contribution.stage ?? 0 });
    try {
      contribution.apply(view);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Hook contribution '${contribution.key}' failed to apply: ${reason}`, { cause: error });
    }
  }
  return Object.freeze(ordered.map((contribution) => contribution.key));
}
