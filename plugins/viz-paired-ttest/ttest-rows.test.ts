import { describe, expect, it } from 'vitest';
import { sortTTestRows, tTestRows } from './ttest-rows.js';
import type { TTestGroup } from './transform-props.js';

const group = (name: string, values: number[]): TTestGroup => ({ key: name, labels: [name], values });
// Student's sleep data: drug 2 against drug 1 gives p = 0.00283 (SciPy's ttest_rel).
const drug1 = group('drug 1', [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0]);
const drug2 = group('drug 2', [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4]);
const same = group('placebo', [0.8, -1.5, -0.3, -1.1, 0.0, 3.3, 3.8, 0.7, 0.1, 2.1]);

describe('tTestRows', () => {
  it('tests each group against the control with its p-value, lift and significance', () => {
    const rows = tTestRows([drug1, drug2, same], 0, 0.05);
    expect(rows[0]).toEqual({ group: drug1, control: true, pValue: null, lift: null, significant: null });
    expect(rows[1]!.pValue).toBeCloseTo(0.002832890197384273, 10);
    expect(rows[1]!.lift).toBeCloseTo(((23.3 - 7.5) / 7.5) * 100, 8);
    expect(rows[1]!.significant).toBe(true);
    expect(rows[2]!.significant).toBe(false);
  });

  it('tests against another control when asked, and has no lift against a zero total', () => {
    const rows = tTestRows([drug1, drug2], 1, 0.001);
    expect(rows.map((r) => r.control)).toEqual([false, true]);
    expect(rows[0]!.significant).toBe(false);
    expect(tTestRows([group('a', [0, 0, 0]), group('b', [1, 2, 4])], 0, 0.05)[1]!.lift).toBeNull();
  });

  it('sorts with the control first, p-values ascending and lifts descending', () => {
    const rows = tTestRows([drug1, same, drug2], 0, 0.05);
    expect(sortTTestRows(rows, 'pValue', true).map((r) => r.group.key)).toEqual(['drug 1', 'drug 2', 'placebo']);
    expect(sortTTestRows(rows, 'lift', false).map((r) => r.group.key)).toEqual(['drug 1', 'drug 2', 'placebo']);
    expect(sortTTestRows(rows, 0, false).map((r) => r.group.key)).toEqual(['placebo', 'drug 2', 'drug 1']);
  });
});
