import { describe, expect, it } from 'vitest';
import { sqlText } from './sql-text.js';

describe('sqlText', () => {
  it('quotes identifiers and strings, doubling embedded quotes', () => {
    expect(sqlText.identifier('birth_names')).toBe('"birth_names"');
    expect(sqlText.identifier('my"col')).toBe('"my""col"');
    expect(sqlText.string("Chicago O'Hare")).toBe("'Chicago O''Hare'");
  });

  it('builds list literals', () => {
    expect(sqlText.stringList(['a', "b'c"])).toBe("['a', 'b''c']");
    expect(sqlText.numberList([1, 2.5, -3])).toBe('[1, 2.5, -3]');
    expect(() => sqlText.number(Number.NaN)).toThrow();
  });
});
