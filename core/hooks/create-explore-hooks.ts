import { SyncWaterfallHook } from 'tapable';
import type { ExploreHooks } from '../plugin-api/explore-hooks.js';

/**
 * Creates the explore view's hooks (browser only).
 *
 * @example
 * ```ts
 * const hooks = createExploreHooks();
 * const schema = hooks.controlSchema.call(viz.formDataSchema, { vizType: viz.key });
 * ```
 */
export function createExploreHooks(): Readonly<ExploreHooks> {
  return Object.freeze({
    formData: new SyncWaterfallHook(['formData', 'context'], 'explore.formData'),
    controlSchema: new SyncWaterfallHook(['controlSchema', 'context'], 'explore.controlSchema'),
    uiSchema: new SyncWaterfallHook(['uiSchema', 'context'], 'explore.uiSchema'),
  } satisfies ExploreHooks);
}
