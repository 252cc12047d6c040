import { describe, expect, it } from 'vitest';
import { compileFormula } from './formula.js';

describe('compileFormula', () => {
  it.each([
    ['10', 3, 10],
    ['y = 2x + 1', 3, 7],
    ['x^2 - 1', 3, 8],
    ['-2^2', 0, -4],
    ['2^-1', 0, 0.5],
    ['2^3^2', 0, 512],
    ['(x + 1) * (x - 1)', 4, 15],
    ['3(x + 1)', 1, 6],
    ['10 % 4 + x / 2', 2, 3],
    ['max(x, 5) + abs(-2) + sqrt(16)', 1, 11],
    ['log(e) + log(8, 2) + log10(100)', 0, 6],
    ['2 pi', 0, 2 * Math.PI],
    ['1.5e3 + .5', 0, 1500.5],
  ])('%s at x = %d is %d', (text, x, expected) => {
    expect(compileFormula(text)(x)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['', /empty/],
    ['2 *', /ends too early/],
    ['(x + 1', /Expected "\)"/],
    ['foo(x)', /Unknown function "foo"/],
    ['z + 1', /Unknown name "z"/],
    ['x $ 2', /Unexpected "\$"/],
    ['1 2', /Unexpected "2"/],
  ])('rejects %j', (text, message) => {
    expect(() => compileFormula(text)).toThrow(message);
  });
});
