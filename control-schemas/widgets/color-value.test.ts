import { describe, expect, it } from 'vitest';
import { colorText, parseColor, swatchColor, toHexColor } from './color-value.js';

describe('colour values', () => {
  it('reads hex, rgb() and Superset’s { r, g, b, a }', () => {
    expect(parseColor('#1f77b4')).toEqual({ r: 31, g: 119, b: 180, a: 1 });
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('#1f77b480')).toEqual({ r: 31, g: 119, b: 180, a: 0.5 });
    expect(parseColor('rgb(31, 119, 180)')).toEqual({ r: 31, g: 119, b: 180, a: 1 });
    expect(parseColor('rgba(31,119,180,0.25)')).toEqual({ r: 31, g: 119, b: 180, a: 0.25 });
    expect(parseColor({ r: 0, g: 122, b: 135, a: 1 })).toEqual({ r: 0, g: 122, b: 135, a: 1 });
  });

  it('reads nothing from text that is not a colour', () => {
    expect(parseColor('blue-ish')).toBeUndefined();
    expect(parseColor('rgb(300, 0, 0)')).toBeUndefined();
    expect(parseColor({ r: 1, g: 2 })).toBeUndefined();
    expect(parseColor(null)).toBeUndefined();
    expect(swatchColor('nope')).toBeUndefined();
  });

  it('writes hex, with alpha only when not opaque', () => {
    expect(toHexColor({ r: 0, g: 122, b: 135, a: 1 })).toBe('#007a87');
    expect(toHexColor({ r: 0, g: 122, b: 135, a: 0.5 })).toBe('#007a8780');
    expect(colorText({ r: 0, g: 122, b: 135, a: 1 })).toBe('#007a87');
    expect(colorText('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(swatchColor('#007a87')).toBe('rgba(0, 122, 135, 1)');
  });
});
