import { describe, expect, it } from 'vitest';
import { CONTROL_VALIDATORS } from './control-validators.js';

const context = { sqlMaxRow: 100000 };
const check = (name: keyof typeof CONTROL_VALIDATORS, value: unknown, ctx = context) => CONTROL_VALIDATORS[name].validate(value, ctx);

describe('control validators (spec §5)', () => {
  it("nonEmpty: 'cannot be empty' for null, an empty string or an empty array", () => {
    for (const empty of [null, undefined, '', []]) expect(check('nonEmpty', empty)).toBe('cannot be empty');
    for (const filled of ['count', ['count'], 0, false, { expressionType: 'SQL' }]) expect(check('nonEmpty', filled)).toBeNull();
  });

  it("integer: 'is expected to be an integer' for non-whole numbers and text", () => {
    for (const bad of [1.5, '1.5', 'abc', '1e3', true, Number.NaN]) expect(check('integer', bad)).toBe('is expected to be an integer');
    for (const good of [7, '7', ' 12 ', -3, '', null]) expect(check('integer', good)).toBeNull();
  });

  it("number: 'is expected to be a number' for text that is not one", () => {
    for (const bad of ['abc', '12x', {}, Number.POSITIVE_INFINITY]) expect(check('number', bad)).toBe('is expected to be a number');
    for (const good of [5, '2.5', -1, null, '']) expect(check('number', good)).toBeNull();
  });

  it("maxRowLimit: 'Value cannot exceed %s' with the server's SQL_MAX_ROW", () => {
    expect(check('maxRowLimit', 100001)).toBe('Value cannot exceed 100000');
    expect(check('maxRowLimit', '60000', { sqlMaxRow: 50000 })).toBe('Value cannot exceed 50000');
    expect(check('maxRowLimit', 100000)).toBeNull();
    expect(check('maxRowLimit', 'abc')).toBeNull();
  });

  it("orderbyJson: 'Found invalid orderby options' unless every entry is JSON [column, ascending]", () => {
    expect(check('orderbyJson', ['["ds", false]', '["name", true]'])).toBeNull();
    expect(check('orderbyJson', [['ds', false]])).toBeNull();
    for (const bad of [['not json'], ['["ds"]'], ['["ds", "desc"]'], ['[1, true]'], '{"ds": true}']) {
      expect(check('orderbyJson', bad)).toBe('Found invalid orderby options');
    }
  });

  it('timeShift: accepts natural-language deltas, inherit, dates and ranges; names the first it cannot read', () => {
    expect(check('timeShift', ['1 day ago', '52 weeks ago', '2 years later', '3 months before', '1 year', 'inherit', '2023-01-01'])).toBeNull();
    expect(check('timeShift', '2020-01-01 : 2021-01-01')).toBeNull();
    expect(check('timeShift', ['1 week ago', 'last tuesday-ish'])).toBe(
      '"last tuesday-ish" is not a time shift: write an amount and a unit, such as "1 week ago" or "2 years later"',
    );
    expect(check('timeShift', ['1 fortnight ago'])).toMatch(/^"1 fortnight ago" is not a time shift/);
  });

  it('bounds: the minimum not above the maximum, either may be empty', () => {
    for (const good of [[null, null], [1, 2], [2, 2], [null, -5], ['1', '10'], [3, ''], null, undefined]) expect(check('bounds', good)).toBeNull();
    for (const bad of [[2, 1], ['10', '9'], [0.5, -0.5]]) expect(check('bounds', bad)).toBe('Minimum value cannot be higher than maximum value');
  });

  it('opacity: between 0 and 1', () => {
    for (const good of [0, 0.35, 1, '0.5']) expect(check('opacity', good)).toBeNull();
    for (const bad of [-0.1, 1.01, 'half']) expect(check('opacity', bad)).toBe('must be a number between 0 and 1');
  });

  it('color: hex or rgb', () => {
    for (const good of ['#fff', '#1f77b4', '#1f77b480', 'rgb(31, 119, 180)', 'rgba(31,119,180,0.5)', { r: 0, g: 122, b: 135, a: 1 }]) {
      expect(check('color', good), JSON.stringify(good)).toBeNull();
    }
    for (const bad of ['#12', 'blue', 'rgb(300, 0, 0)', 'rgb(1, 2, 3, 0.5)', 'rgba(1, 2, 3)', { r: 0, g: 0 }]) {
      expect(check('color', bad), JSON.stringify(bad)).toBe('must be a color such as #1f77b4 or rgb(31, 119, 180)');
    }
  });
});
