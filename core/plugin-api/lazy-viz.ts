import type { AnyVizContribution, VizContribution } from './viz-contribution.js';

/** The fields of a viz type that load with it, rather than with the app. */
export const VIZ_LOADED_FIELDS = ['formDataSchema', 'uiSchema', 'buildQuery', 'transformProps', 'migrate', 'dataFormat', 'loadComponent'] as const;

/**
 * What the app knows of a viz type before it loads: what the gallery, the chart lists and the
 * legacy-key lookup read (key, name, description, category, tags, behaviours, thumbnail, legacy
 * keys). Usually the plugin's `manifest.ts`.
 */
export type VizSummary = Omit<VizContribution, (typeof VIZ_LOADED_FIELDS)[number]>;

/**
 * A viz type whose schema, query and props functions and component load on demand: its summary,
 * plus `load`, which imports the full {@link VizContribution} (see {@link lazyViz}).
 *
 * Once `load` has resolved, the contribution also carries every field of the full one, so code
 * that loaded it (the server, build tools, tests: see `loadLazyVizContributions`) reads it as an
 * ordinary viz contribution.
 */
export interface LazyVizContribution extends VizSummary {
  /** Imports the full viz type, once; later calls answer the same promise. */
  readonly load: () => Promise<AnyVizContribution>;
}

/** Whether a bound viz contribution is a lazy one. */
export function isLazyViz(contribution: unknown): contribution is LazyVizContribution {
  return typeof contribution === 'object' && contribution !== null && typeof (contribution as { load?: unknown }).load === 'function';
}

/** Whether a lazy viz contribution has loaded (it then carries every field of the full viz type). */
export function isLoadedViz(contribution: LazyVizContribution): contribution is LazyVizContribution & AnyVizContribution {
  return typeof (contribution as Partial<AnyVizContribution>).buildQuery === 'function';
}

/**
 * Declares a viz type that loads with the first chart of its type: `summary` is bound at start-up,
 * and `load` (a dynamic import of the module declaring the full viz type with `defineViz`) runs
 * when a chart of this type opens or draws. The web build makes each such import a chunk of its
 * own, so a page downloads only the viz types it shows. The loaded viz type must have the
 * summary's key and the same summary fields (declare both from the plugin's manifest); `load` may
 * answer `undefined` (a lookup in a list that missed), which fails the load with a message.
 * Declare it at the top of the plugin's module, not inside its `ContainerModule`: every container
 * of the process then binds the same contribution, and it loads once.
 *
 * @example
 * ```ts
 * // plugins/viz-pie/index.ts
 * const pieViz = lazyViz(pieManifest, () => import('./viz.js').then((m) => m.pieViz));
 *
 * export default definePlugin({
 *   key: 'viz-pie',
 *   module: new ContainerModule(({ bind }) => {
 *     bind(VizContribution).toConstantValue(pieViz);
 *   }),
 * });
 * ```
 */
export function lazyViz(summary: VizSummary, load: () => Promise<AnyVizContribution | undefined>): LazyVizContribution {
  let loading: Promise<AnyVizContribution> | undefined;
  const contribution: LazyVizContribution = {
    ...summary,
    load: () => {
      loading ??= load().then(
        (full) => {
          if (full?.key !== summary.key) throw new Error(`The module of viz type '${summary.key}' has no viz type of that key (it answered ${full ? `'${full.key}'` : 'none'})`);
          const loadedFields: readonly string[] = VIZ_LOADED_FIELDS;
          const fields = new Set([...Object.keys(summary), ...Object.keys(full).filter((field) => !loadedFields.includes(field))]);
          const differing = [...fields].filter((field) => JSON.stringify(full[field as keyof VizSummary]) !== JSON.stringify(summary[field as keyof VizSummary]));
          if (differing.length > 0) throw new Error(`Viz type '${summary.key}' loaded with ${differing.join(', ')} other than its summary's`);
          for (const field of VIZ_LOADED_FIELDS) if (full[field] !== undefined) Object.assign(contribution, { [field]: full[field] });
          return full;
        },
        (error: unknown) => {
          // A failed chunk fetch (a flaky network) is tried again by the next call.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return contribution;
}

/**
 * Loads every lazy viz type among `contributions` (the server, the build's checks and tests read
 * every viz type eagerly). Resolves once each carries its full fields.
 */
export async function loadLazyVizContributions(contributions: Iterable<unknown>): Promise<void> {
  await Promise.all([...contributions].filter(isLazyViz).map((contribution) => contribution.load()));
}
