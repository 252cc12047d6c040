import type { SyncWaterfallHook } from 'tapable';
import type { HookUser } from './hook-user.js';
import type { JsonSchema } from './json-schema.js';
import type { DatasourceRef, QueryFormData } from '../query/model/query-form-data.js';
import type { UiSchema } from './ui-schema.js';

/** What the explore hooks know about the chart being edited. */
export interface ExploreHookContext {
  vizType: string;
  datasource?: DatasourceRef;
  user?: HookUser;
}

/**
 * Hooks of the explore view: the control panel is data, so plugins adjust it by transforming
 * schemas rather than by rendering.
 *
 * @example
 * ```ts
 * hooks.explore?.uiSchema.tap('hide-advanced', (uiSchema, ctx) => (ctx.user?.roles.includes('Gamma') ? stripAdvanced(uiSchema) : uiSchema));
 * ```
 */
export interface ExploreHooks {
  /** Transforms form data when explore opens a chart (after `migrate`). */
  formData: SyncWaterfallHook<[QueryFormData, ExploreHookContext]>;
  /** Transforms the form-data schema the control panel is rendered from. */
  controlSchema: SyncWaterfallHook<[JsonSchema, ExploreHookContext]>;
  /** Transforms the uiSchema the control panel is laid out with. */
  uiSchema: SyncWaterfallHook<[UiSchema, ExploreHookContext]>;
}
