import type { VizDescriptor } from '@core/registry/index.js';

/** `SUM(num)` as an adhoc metric, the metric most form-data tests carry. */
export const SUM_NUM = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' };

/** A viz descriptor with just a schema, defaults and an optional migration, for form-data tests. */
export function vizDescriptor(
  key: string,
  properties: Record<string, object>,
  defaults: Record<string, unknown>,
  options: { migrate?: VizDescriptor['migrate']; uiSchema?: Record<string, unknown>; legacyKeys?: readonly string[] } = {},
): VizDescriptor {
  return {
    key,
    version: '1.0.0',
    name: key,
    description: '',
    category: '',
    tags: [],
    behaviors: [],
    formDataSchema: { type: 'object', properties },
    uiSchema: options.uiSchema ?? {},
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    transformProps: () => ({}),
    loadComponent: () => Promise.resolve({ default: null }),
    migrate: options.migrate,
    ...(options.legacyKeys ? { legacyKeys: options.legacyKeys } : {}),
    defaults,
  } as VizDescriptor;
}
