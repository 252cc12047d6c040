import { describe, expect, it } from 'vitest';
import { resultRows } from './result-rows.js';

describe('resultRows', () => {
  it('turns per-column arrays into rows, typed-array columns included', () => {
    const columns = [
      { name: 'n', type: 'INTEGER', genericType: 'numeric' as const },
      { name: 's', type: 'TEXT', genericType: 'string' as const },
    ];
    expect(resultRows({ columns, data: [Int32Array.of(1, 2), ['a', null]], rowCount: 2 })).toEqual([
      [1, 'a'],
      [2, null],
    ]);
    expect(resultRows({ columns, data: [[], []], rowCount: 0 })).toEqual([]);
  });
});
