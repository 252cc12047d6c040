import { describe, expect, it } from 'vitest';
import { issuesByField } from './use-schema-validator';

describe('issuesByField', () => {
  it('gives each visible top-level field its messages, once each', () => {
    const issues = [
      { path: '/row_limit', keyword: 'type', message: 'must be integer' },
      { path: '/row_limit', keyword: 'type', message: 'must be integer' },
      { path: '/metrics/0/aggregate', keyword: 'enum', message: 'must be equal to one of the allowed values' },
      { path: '/hidden_one', keyword: 'type', message: 'must be string' },
      { path: '/a~1b', keyword: 'type', message: 'must be number' },
    ];
    expect(issuesByField(issues, new Set(['row_limit', 'metrics', 'a/b']))).toEqual({
      row_limit: ['must be integer'],
      metrics: ['must be equal to one of the allowed values'],
      'a/b': ['must be number'],
    });
  });

  it('leaves out issues about the whole value and missing fields', () => {
    const issues = [
      { path: '', keyword: 'additionalProperties', message: "must NOT have additional properties ('x')" },
      { path: '', keyword: 'required', message: "must have required property 'metric'" },
      { path: '/metric', keyword: 'required', message: "must have required property 'label'" },
    ];
    expect(issuesByField(issues, new Set(['metric']))).toEqual({});
  });
});
