import { describe, expect, it } from 'vitest';
import { LINEAR_COLOR_SCHEMES } from '@core/plugin-api/index.js';
import { linearColorScale, readableRange } from './sequential-schemes.js';

describe('sequential schemes', () => {
  it("runs a scheme from its low to its high colour, a one-value domain at its middle", () => {
    const scale = linearColorScale('white_black', 0, 10);
    expect(scale(0)).toBe('rgb(255, 255, 255)');
    expect(scale(10)).toBe('rgb(0, 0, 0)');
    expect(scale(20)).toBe('rgb(0, 0, 0)');
    expect(linearColorScale('white_black', 5, 5)(5)).toBe('rgb(128, 128, 128)');
    expect(linearColorScale('no such scheme', 0, 1)(1)).toBe(linearColorScale('superset_seq_1', 0, 1)(1));
  });

  it("keeps to the part of a scheme that shows on the theme's paper", () => {
    const [lightLow, lightHigh] = readableRange('superset_seq_1', '#ffffff');
    expect(lightLow).toBeGreaterThan(0);
    expect(lightHigh).toBe(1);
    const [darkLow, darkHigh] = readableRange('superset_seq_1', '#151d24');
    expect(darkLow).toBe(0);
    expect(darkHigh).toBeLessThan(1);
    expect(linearColorScale('white_black', 0, 1, [0.25, 0.75])(0)).toBe('rgb(191, 191, 191)');
  });

  it('never trims more than a third from either end', () => {
    for (const scheme of LINEAR_COLOR_SCHEMES) {
      for (const paper of ['#ffffff', '#151d24']) {
        const [low, high] = readableRange(scheme.id, paper);
        expect(low).toBeLessThanOrEqual(1 / 3 + 0.02);
        expect(high).toBeGreaterThanOrEqual(2 / 3 - 0.02);
      }
    }
  });
});
