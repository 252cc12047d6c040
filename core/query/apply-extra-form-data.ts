import type { ExtraFormData, QueryContext } from './model/index.js';
import { mergeExtraFormDataIntoQueryObject } from './merge-extra-form-data.js';

/** Whether extra form data adds or overrides anything. */
export function hasExtraFormData(extraFormData: ExtraFormData | null | undefined): extraFormData is ExtraFormData {
  if (!extraFormData) return false;
  return Object.values(extraFormData).some((value) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0));
}

/**
 * The one path from filters to queries: the extra form data of the data masks that apply to a
 * chart (native filters, cross-filters, a filter's cascading parents) merged into every query
 * object of the query context its `buildQuery` returned, and recorded as the form data's
 * `extra_form_data`. Pure; the context comes back unchanged when there is nothing to add.
 *
 * @example
 * ```ts
 * applyExtraFormData(viz.buildQuery(formData), { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] });
 * ```
 */
export function applyExtraFormData(context: QueryContext, extraFormData: ExtraFormData | null | undefined): QueryContext {
  if (!hasExtraFormData(extraFormData)) return context;
  return {
    ...context,
    queries: context.queries.map((query) => mergeExtraFormDataIntoQueryObject(query, { extraFormData })),
    ...(context.form_data ? { form_data: { ...context.form_data, extra_form_data: extraFormData } } : {}),
  };
}
