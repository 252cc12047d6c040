// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHART_FONT_FAMILY, fitFontSize, measureTextWidth } from './measure-text.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('measureTextWidth', () => {
  it('estimates from an average glyph width without a 2D canvas', () => {
    expect(measureTextWidth('abcd', 10)).toBeCloseTo(22);
    expect(measureTextWidth('abcd', 10, 700)).toBeCloseTo(24);
    expect(measureTextWidth('', 10)).toBe(0);
  });

  it("measures with the canvas's measureText in the chart font when there is one", () => {
    const fonts: string[] = [];
    const context = {
      font: '',
      measureText(text: string) {
        fonts.push(this.font);
        return { width: text.length * 3 } as TextMetrics;
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    expect(measureTextWidth('abcd', 12, 600)).toBe(12);
    expect(fonts).toEqual([`600 12px ${CHART_FONT_FAMILY}`]);
  });
});

describe('fitFontSize', () => {
  it('takes the largest size at which the text fits, capped at the maximum', () => {
    // 'abcd' at 100px is estimated 220px wide: 110px of room fits it at 50px.
    expect(fitFontSize('abcd', 80, 110)).toBeCloseTo(50);
    expect(fitFontSize('abcd', 30, 110)).toBe(30);
  });

  it('sums segments of different weights on one line', () => {
    const segments = [
      { text: 'ab', fontWeight: 700 },
      { text: 'cd', fontWeight: 400 },
    ];
    // 2 × 60 + 2 × 55 = 230px at 100px.
    expect(fitFontSize(segments, 200, 115)).toBeCloseTo(50);
  });

  it('never goes below the minimum, nor above the maximum for it', () => {
    expect(fitFontSize('a very long title that will not fit', 40, 20)).toBe(6);
    expect(fitFontSize('a very long title that will not fit', 40, 20, 400, 9)).toBe(9);
    expect(fitFontSize('a very long title', 4, 20)).toBe(4);
    expect(fitFontSize('', 40, 100)).toBe(6);
    expect(fitFontSize('abc', 0, 100)).toBe(0);
  });
});
