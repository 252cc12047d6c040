import { useMemo } from 'react';
import type { VizDescriptor } from '@core/registry/index.js';
import { applyControlRules, controlBehaviorsOf, ruleContextOf, validateFormData } from '@control-schemas/index.js';
import type { ExploreContext } from './explore-api';
import type { FormData } from '../../chart/chart-form-data';
import { issuesByField, useSchemaValidator } from '../../kernel/use-schema-validator';

/** Whether the chart can run, and if not, why. */
export interface ExploreValidation {
  /** Each invalid control with its messages. */
  errors: Record<string, string[]>;
  canRun: boolean;
  /** Titles of the controls that still need a value, for the empty chart. */
  missing: string[];
}

/**
 * Validates explore's form data against the viz's control rules and, once the viz's precompiled
 * validator has loaded (a chunk of its own), the visible controls' values against its form-data
 * schema. A query with neither metrics nor columns (a table with nothing chosen yet) is valid but
 * has nothing to show, so it does not run either.
 */
export function useExploreValidation(viz: VizDescriptor | undefined, formData: FormData | null, dataset: ExploreContext['dataset'] | undefined, sqlMaxRow: number): ExploreValidation {
  const behaviors = useMemo(() => (viz ? controlBehaviorsOf(viz.uiSchema) : null), [viz]);
  const ruleContext = useMemo(() => ruleContextOf(dataset?.columns ?? []), [dataset]);
  const validateSchema = useSchemaValidator(viz?.formDataSchema);
  return useMemo(() => {
    if (!formData || !behaviors || !viz) return { errors: {}, canRun: false, missing: [] };
    const ruled = applyControlRules(formData, behaviors, ruleContext);
    const errors = validateFormData(ruled.formData, behaviors, { sqlMaxRow, visible: ruled.visible });
    if (validateSchema) {
      for (const [name, messages] of Object.entries(issuesByField(validateSchema(ruled.formData), ruled.visible))) errors[name] = [...(errors[name] ?? []), ...messages];
    }
    const emptyQuery = Object.keys(errors).length === 0 && isEmptyQuery(viz, formData);
    const missing = emptyQuery
      ? ['metrics', 'groupby'].filter((name) => name in formData)
      : Object.entries(errors).filter(([, messages]) => messages.includes('cannot be empty')).map(([name]) => name);
    return { errors, canRun: Object.keys(errors).length === 0 && !emptyQuery, missing: missing.map((name) => controlTitle(viz, name)) };
  }, [formData, behaviors, viz, ruleContext, sqlMaxRow, validateSchema]);
}

function isEmptyQuery(viz: VizDescriptor, formData: FormData): boolean {
  try {
    return viz.buildQuery(formData, {}).queries.every((query) => (query.metrics ?? []).length === 0 && (query.columns ?? []).length === 0);
  } catch {
    return false;
  }
}

function controlTitle(viz: VizDescriptor, name: string): string {
  const properties = (viz.formDataSchema as { properties?: Record<string, { title?: string }> }).properties;
  return String(properties?.[name]?.title ?? name);
}
