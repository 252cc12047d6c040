import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { ControlCondition } from '../control-definition.js';
import { SHARED_CONTROLS } from '../controls/index.js';
import { matchesCondition, unsupportedConditionKeywords } from './match-condition.js';

// ajv is the reference reading of JSON Schema; the matcher must agree with it on every rule.
const ajv = new Ajv({ strict: false, $data: true });

const SAMPLES: Record<string, unknown>[] = [
  {},
  { comparison_type: 'percentage' },
  { comparison_type: 'percentage', y_axis_format: 'SMART_NUMBER' },
  { comparison_type: 'percentage', y_axis_format: '.2%' },
  { comparison_type: 'values', y_axis_format: ',d' },
  { series_limit_metric: null, timeseries_limit_metric: null },
  { series_limit_metric: 'count' },
  { timeseries_limit_metric: { expressionType: 'SQL', sqlExpression: 'SUM(x)' } },
  { series_limit_metric: '' },
  { time_compare: [] },
  { time_compare: ['1 year ago'] },
  { time_compare: '1 week ago' },
  { x_axis: null },
  { x_axis: 'ds' },
  { x_axis: 'ds', $context: { temporalColumns: ['ds'] } },
  { x_axis: 'gender', $context: { temporalColumns: ['ds'] } },
  { x_axis: { expressionType: 'SQL', sqlExpression: 'x', label: 'x' }, $context: { temporalColumns: [] } },
  { rolling_type: 'None' },
  { rolling_type: 'mean' },
  { rolling_type: 'cumsum' },
  { query_mode: 'raw' },
  { query_mode: 'aggregate' },
  { server_pagination: true },
  { show_legend: false },
  { show_legend: true },
];

const conditions: Array<[string, ControlCondition]> = SHARED_CONTROLS.flatMap((control) => [
  ...(control.visibleWhen ? [[`${control.name} visibleWhen`, control.visibleWhen] as [string, ControlCondition]] : []),
  ...(control.forcedValues ?? []).map((rule, i) => [`${control.name} forcedValues[${i}]`, rule.when] as [string, ControlCondition]),
]);

describe('matchesCondition', () => {
  it.each(conditions)('agrees with ajv on %s', (_label, condition) => {
    const validate = ajv.compile(condition);
    for (const sample of SAMPLES) expect(matchesCondition(condition, sample), JSON.stringify(sample)).toBe(validate(sample));
  });

  it('reads the rest of its keyword subset as ajv does', () => {
    const condition: ControlCondition = {
      allOf: [{ properties: { n: { type: 'integer', minimum: 1, maximum: 3 } } }, { properties: { s: { maxLength: 2, pattern: '^a' } } }],
      oneOf: [{ required: ['n'] }, { required: ['s'] }],
      if: { required: ['flag'] },
      then: { properties: { list: { maxItems: 1 } } },
      else: { properties: { list: { minItems: 1 } } },
    };
    const validate = ajv.compile(condition);
    const samples = [{ n: 2 }, { n: 2, s: 'ab' }, { s: 'ab' }, { s: 'abc' }, { n: 4 }, { n: 1.5 }, { flag: 1, n: 1, list: [1, 2] }, { n: 1, list: [] }, { n: 1, list: [1] }];
    for (const sample of samples) expect(matchesCondition(condition, sample), JSON.stringify(sample)).toBe(validate(sample));
  });

  it('refuses keywords outside its subset instead of misreading them', () => {
    const condition = { properties: { a: { multipleOf: 2 } } } as ControlCondition;
    expect(() => matchesCondition(condition, { a: 3 })).toThrow("Control conditions do not support the keyword 'multipleOf'");
    expect(unsupportedConditionKeywords({ anyOf: [{ const: 1 }, { dependentRequired: {} }] })).toEqual(['/anyOf/1: dependentRequired']);
  });
});
