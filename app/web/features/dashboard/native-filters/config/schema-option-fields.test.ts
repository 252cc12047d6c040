import { describe, expect, it } from 'vitest';
import type { JsonSchema, UiSchema } from '@core/plugin-api/index.js';
import { schemaOptionFields } from './schema-option-fields';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    multiSelect: { type: 'boolean', title: 'Can select multiple values', default: true },
    searchAllOptions: { type: 'boolean', default: false, description: 'Query values as the user types.' },
    sortOrder: { type: 'string', oneOf: [{ const: 'asc', title: 'Ascending' }, { const: 'desc', title: 'Descending' }], default: 'asc' },
    grains: { type: 'array', items: { enum: ['P1D', 'P1W'] }, default: [] },
    stepSize: { type: ['number', 'null'], default: null },
    maxOptions: { type: 'integer', default: 100 },
    placeholder: { type: 'string', default: '' },
    enableEmptyFilter: { type: 'boolean', default: false },
    internal: { type: 'string', default: 'x' },
    bounds: { type: 'object', default: {} },
  },
};

describe('schemaOptionFields', () => {
  it('edits booleans, closed choices, strings and numbers; leaves out omitted, hidden and structured options', () => {
    const uiSchema: UiSchema = { internal: { 'ui:widget': 'hidden' } };
    const fields = schemaOptionFields(schema, uiSchema, {}, new Set(['enableEmptyFilter']));
    expect(fields.map(({ key, label, kind }) => [key, label, kind])).toEqual([
      ['multiSelect', 'Can select multiple values', 'boolean'],
      ['searchAllOptions', 'Search all options', 'boolean'],
      ['sortOrder', 'Sort order', 'select'],
      ['grains', 'Grains', 'multiselect'],
      ['stepSize', 'Step size', 'number'],
      ['maxOptions', 'Max options', 'integer'],
      ['placeholder', 'Placeholder', 'text'],
    ]);
    expect(fields[1]!.description).toBe('Query values as the user types.');
    expect(fields[2]!.choices).toEqual([{ const: 'asc', title: 'Ascending' }, { const: 'desc', title: 'Descending' }]);
  });

  it('orders by ui:order and shows conditional options only when their condition holds', () => {
    const uiSchema: UiSchema = {
      'ui:order': ['placeholder', '*', 'multiSelect'],
      searchAllOptions: { 'ui:visibleWhen': { properties: { multiSelect: { const: true } }, required: ['multiSelect'] } },
    };
    const omit = new Set(['enableEmptyFilter', 'grains', 'stepSize', 'maxOptions', 'sortOrder', 'internal']);
    expect(schemaOptionFields(schema, uiSchema, { multiSelect: true }, omit).map((field) => field.key)).toEqual(['placeholder', 'searchAllOptions', 'multiSelect']);
    expect(schemaOptionFields(schema, uiSchema, { multiSelect: false }, omit).map((field) => field.key)).toEqual(['placeholder', 'multiSelect']);
  });
});
