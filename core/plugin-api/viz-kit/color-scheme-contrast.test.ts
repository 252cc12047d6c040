import { describe, expect, it } from 'vitest';
import { chartSurfaceColors } from './chart-surface-colors.js';
import { DEFAULT_COLOR_SCHEME, getColorScheme } from './color-schemes.js';

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

describe('the default categorical scheme', () => {
  it('gives lines, dots and words a 3:1 contrast with the dark chart paper', () => {
    const paper = chartSurfaceColors('dark').background;
    for (const color of getColorScheme(DEFAULT_COLOR_SCHEME).colors) {
      expect({ color, readable: contrast(color, paper) >= 3 }).toEqual({ color, readable: true });
    }
  });
});
