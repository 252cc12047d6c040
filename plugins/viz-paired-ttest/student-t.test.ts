import { describe, expect, it } from 'vitest';
import { logGamma, pairedTTest, regularizedBeta, studentTCdf } from './student-t.js';

describe('Student’s t distribution', () => {
  it('computes ln Γ exactly where it is known', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10.5)).toBeCloseTo(13.940625219403763, 10);
  });

  it('matches the closed forms of the regularised incomplete beta function', () => {
    // I_x(1, 1) = x; I_x(a, 1) = x^a; I_x(1, b) = 1 − (1 − x)^b.
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(regularizedBeta(0.7, 3, 1)).toBeCloseTo(0.343, 12);
    expect(regularizedBeta(0.2, 1, 4)).toBeCloseTo(1 - 0.8 ** 4, 12);
    expect(regularizedBeta(0.5, 7, 7)).toBeCloseTo(0.5, 12);
  });

  it('matches the closed forms for 1 and 2 degrees of freedom', () => {
    for (const t of [-12, -2.5, -0.3, 0, 0.8, 4]) {
      expect(studentTCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 12);
      expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 12);
    }
  });

  // Reference values as SciPy's scipy.stats.t computes them.
  it('matches published critical values', () => {
    // Two-sided 5% critical values: t(0.975; df).
    expect(studentTCdf(12.706204736, 1)).toBeCloseTo(0.975, 9);
    expect(studentTCdf(2.228138852, 10)).toBeCloseTo(0.975, 9);
    expect(studentTCdf(2.042272456, 30)).toBeCloseTo(0.975, 9);
    // One-sided 0.5% critical value at 5 degrees of freedom, and a far tail.
    expect(studentTCdf(-4.032142984, 5)).toBeCloseTo(0.005, 9);
    expect(studentTCdf(-10, 20) / 1.5818908793571928e-9).toBeCloseTo(1, 9);
    // Large df approaches the normal distribution.
    expect(studentTCdf(1.959963985, 1e7)).toBeCloseTo(0.975, 6);
  });

  it('runs a paired t-test like a statistics package', () => {
    // Differences 1, 0, 1, 2: mean 1, sd √(2/3), t = 1 / (√(2/3) / 2) = 2.449…, df 3.
    const result = pairedTTest([1, 2, 3, 4], [2, 2, 4, 6]);
    expect(result.df).toBe(3);
    expect(result.t).toBeCloseTo(-2.449489742783178, 12);
    expect(result.p).toBeCloseTo(0.09172111331157186, 12);
    // Student's sleep data (Cushny and Peebles): t = −4.0621, df = 9, p = 0.002833.
    const drug1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const drug2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const sleep = pairedTTest(drug1, drug2);
    expect(sleep.t).toBeCloseTo(-4.062127683382037, 10);
    expect(sleep.p).toBeCloseTo(0.002832890, 8);
  });

  it('leaves out pairs with a missing value, and has no p-value without spread', () => {
    expect(pairedTTest([1, Number.NaN, 3, 4], [2, 9, 4, 6]).df).toBe(2);
    expect(pairedTTest([1, 2, 3], [2, 3, 4]).p).toBeNaN();
    expect(pairedTTest([1], [2]).p).toBeNaN();
  });
});
