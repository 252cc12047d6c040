import { describe, expect, it } from 'vitest';
import { formatPercent, funnelLabel, labelParts, stepPercents } from './step-label.js';

describe('stepPercents', () => {
  it('measures each step against the first, the previous step or the total', () => {
    expect(stepPercents([200, 100, 50], 'first_step')).toEqual([1, 0.5, 0.25]);
    expect(stepPercents([200, 100, 50], 'prev_step')).toEqual([1, 0.5, 0.5]);
    expect(stepPercents([200, 150, 50], 'total')).toEqual([0.5, 0.375, 0.125]);
  });

  it('gives 0 against a zero base', () => {
    expect(stepPercents([0, 5], 'first_step')).toEqual([0, 0]);
    expect(stepPercents([4, 0, 2], 'prev_step')).toEqual([1, 0, 0]);
  });
});

describe('funnelLabel', () => {
  it("writes every one of Superset's label types", () => {
    const percent = formatPercent(0.48);
    expect(percent).toBe('48.00%');
    expect([0, 1, 2, 3, 4, 5, 6].map((type) => funnelLabel(type as 0, 'Visit', '1.2k', percent))).toEqual([
      'Visit',
      '1.2k',
      '48.00%',
      'Visit: 1.2k',
      'Visit: 48.00%',
      'Visit: 1.2k (48.00%)',
      '1.2k (48.00%)',
    ]);
    expect(labelParts(5)).toEqual({ name: true, value: true, percent: true });
    expect(labelParts(6)).toEqual({ name: false, value: true, percent: true });
  });
});
