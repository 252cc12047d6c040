import { describe, expect, it } from 'vitest';
import { cssColor, rampColors, shadesOf, toRgba } from './rgba.js';

describe('rgba', () => {
  it('reads hex, rgb()/rgba(), picker objects and arrays, and falls back on anything else', () => {
    expect(toRgba('#0a0')).toEqual([0, 170, 0, 255]);
    expect(toRgba('#112233')).toEqual([17, 34, 51, 255]);
    expect(toRgba('#11223380')).toEqual([17, 34, 51, 128]);
    expect(toRgba('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3, 128]);
    expect(toRgba({ r: 90, g: 193, b: 137, a: 1 })).toEqual([90, 193, 137, 255]);
    expect(toRgba([4, 5, 6])).toEqual([4, 5, 6, 255]);
    expect(toRgba('teal', [9, 9, 9, 9])).toEqual([9, 9, 9, 9]);
  });

  it('writes CSS and spreads colours along a ramp', () => {
    expect(cssColor([255, 0, 0, 128])).toBe('rgba(255, 0, 0, 0.5)');
    expect(rampColors(['#000000', '#ffffff'], 3)).toEqual([
      [0, 0, 0, 255],
      [128, 128, 128, 255],
      [255, 255, 255, 255],
    ]);
    const shades = shadesOf([0, 0, 255, 200], 2);
    expect(shades).toEqual([
      [191, 191, 255, 200],
      [0, 0, 255, 200],
    ]);
  });
});
