import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../json-schema.js';
import { withSchemaDefaults } from './with-schema-defaults.js';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    viz_type: { type: 'string', default: 'pie' },
    row_limit: { type: 'integer', default: 100 },
    groupby: { type: 'array', default: ['gender'] },
    label_colors: { type: 'object', default: { boy: '#1f77b4' } },
    metric: { type: 'string' },
  },
};

interface FormData {
  datasource: string;
  viz_type?: string;
  row_limit?: number | null;
  groupby?: string[];
  label_colors?: Record<string, string>;
  metric?: string;
}

describe('withSchemaDefaults', () => {
  it('fills undefined fields from the schema and keeps set ones, even null', () => {
    const filled = withSchemaDefaults<FormData>(schema, { datasource: '3__table', viz_type: 'donut', row_limit: null, groupby: undefined });
    expect(filled).toEqual({ datasource: '3__table', viz_type: 'donut', row_limit: null, groupby: ['gender'], label_colors: { boy: '#1f77b4' } });
    expect('metric' in filled).toBe(false);
  });

  it('clones defaults and leaves the input and the schema untouched', () => {
    const input = Object.freeze({ datasource: '3__table' });
    const first = withSchemaDefaults<FormData>(schema, input);
    first.groupby!.push('state');
    first.label_colors!['girl'] = '#ff7f0e';
    const second = withSchemaDefaults<FormData>(schema, input);
    expect(second.groupby).toEqual(['gender']);
    expect(second.label_colors).toEqual({ boy: '#1f77b4' });
    expect(input).toEqual({ datasource: '3__table' });
    expect(first).not.toBe(input);
  });

  it('returns a copy when the schema has no properties', () => {
    const input = { datasource: '3__table' };
    const filled = withSchemaDefaults({ type: 'object' }, input);
    expect(filled).toEqual(input);
    expect(filled).not.toBe(input);
  });
});
