import { describe, expect, it } from 'vitest';
import { DEFAULT_LINEAR_COLOR_SCHEME, LINEAR_COLOR_SCHEMES, getLinearColorScheme, linearColorScale } from './linear-color-schemes.js';

describe('linear colour schemes', () => {
  it("keep Superset's ids, each once, the default among them", () => {
    const ids = LINEAR_COLOR_SCHEMES.map((scheme) => scheme.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(DEFAULT_LINEAR_COLOR_SCHEME);
    expect(ids).toEqual(expect.arrayContaining(['superset_seq_1', 'fire', 'greens', 'red_yellow_blue', 'superset_div_2']));
    expect(getLinearColorScheme('red_yellow_blue').diverging).toBe(true);
    expect(getLinearColorScheme('greens').diverging).toBe(false);
  });

  it('fall back to the default scheme for an unknown or missing id', () => {
    expect(getLinearColorScheme('no such scheme').id).toBe(DEFAULT_LINEAR_COLOR_SCHEME);
    expect(getLinearColorScheme(null).id).toBe(DEFAULT_LINEAR_COLOR_SCHEME);
    expect(getLinearColorScheme().id).toBe(DEFAULT_LINEAR_COLOR_SCHEME);
  });

  it('interpolate between evenly spread stops, clamped to 0–1', () => {
    const scale = linearColorScale('white_black');
    expect(scale(0)).toBe('rgb(255, 255, 255)');
    expect(scale(0.5)).toBe('rgb(128, 128, 128)');
    expect(scale(1)).toBe('rgb(0, 0, 0)');
    expect(scale(2)).toBe('rgb(0, 0, 0)');
    expect(scale(-1)).toBe('rgb(255, 255, 255)');
    expect(scale(Number.NaN)).toBe('rgb(255, 255, 255)');
    expect(linearColorScale('fire')(1 / 3)).toBe('rgb(255, 255, 0)');
  });
});
