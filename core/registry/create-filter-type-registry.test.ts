import { describe, expect, it } from 'vitest';
import { defineFilterType, type AnyFilterTypeContribution } from '../plugin-api/index.js';
import { createFilterTypeRegistry } from './create-filter-type-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';

const widgets = new Set(['CheckboxWidget', 'SelectWidget']);

function selectFilter(overrides: Partial<AnyFilterTypeContribution> = {}): AnyFilterTypeContribution {
  return {
    ...defineFilterType<{ multiSelect: boolean; sortAscending: boolean }, string[]>({
      key: 'filter_select',
      name: 'Value',
      description: 'Pick one or more values of a column.',
      configSchema: {
        type: 'object',
        properties: { multiSelect: { type: 'boolean', default: true }, sortAscending: { type: 'boolean', default: true } },
      },
      uiSchema: { multiSelect: { 'ui:widget': 'CheckboxWidget' } },
      buildQuery: (config) => ({ datasource: { id: config.targets[0]?.datasetId ?? 0, type: 'table' }, queries: [{}] }),
      toExtraFormData: (state, config) => {
        const col = config.targets[0]?.column?.name;
        return col && state.value ? { filters: [{ col, op: 'IN', val: state.value }] } : {};
      },
      loadComponent: async () => ({ default: 'SelectFilter' }),
    }),
    ...overrides,
  } as AnyFilterTypeContribution;
}

const problemsOf = (contributions: unknown[]): string[] => {
  try {
    createFilterTypeRegistry(contributions as AnyFilterTypeContribution[], { widgets });
    return [];
  } catch (error) {
    if (!(error instanceof RegistryValidationError)) throw error;
    return error.problems.map((p) => `${p.key}: ${p.problem}`);
  }
};

describe('createFilterTypeRegistry', () => {
  it('registers filter types with defaults derived from their config schema', () => {
    const registry = createFilterTypeRegistry([selectFilter(), selectFilter({ key: 'filter_range', name: 'Range' })], { widgets });
    expect(registry.require('filter_select').defaults).toEqual({ multiSelect: true, sortAscending: true });
    expect(registry.size).toBe(2);
    expect(Object.isFrozen(registry.require('filter_range'))).toBe(true);
  });

  it('accepts kebab-case and snake_case keys, rejects others', () => {
    expect(problemsOf([selectFilter({ key: 'filter-time' })])).toEqual([]);
    expect(problemsOf([selectFilter({ key: 'Filter Select' })])).toEqual([
      "Filter Select: key 'Filter Select' does not match ^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$",
    ]);
  });

  it('reports duplicates, broken schemas, bad defaults, unknown widgets and missing functions together', () => {
    const problems = problemsOf([
      selectFilter(),
      selectFilter(),
      selectFilter({ key: 'filter_bad_schema', configSchema: { type: 'object', properties: { x: { minimum: 'one' } } } as never, uiSchema: {} }),
      selectFilter({ key: 'filter_bad_default', configSchema: { type: 'object', properties: { multiSelect: { type: 'boolean', default: 'yes' } } } }),
      selectFilter({ key: 'filter_widget', uiSchema: { multiSelect: { 'ui:widget': 'Switch' } } }),
      selectFilter({ key: 'filter_no_fn', toExtraFormData: undefined as never }),
    ]);
    expect(problems).toEqual([
      'filter_select: duplicate key \'filter_select\': contributed by contribution #1 "Value" and by contribution #2 "Value"',
      expect.stringMatching(/^filter_bad_schema: configSchema does not compile: /),
      'filter_bad_default: default at /multiSelect does not satisfy configSchema: must be boolean',
      "filter_widget: uiSchema /multiSelect/ui:widget uses unregistered widget 'Switch'",
      'filter_no_fn: toExtraFormData must be a function',
    ]);
  });
});
