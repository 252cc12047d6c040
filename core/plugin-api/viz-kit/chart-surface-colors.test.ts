import { describe, expect, it } from 'vitest';
import { chartSurfaceColors } from './chart-surface-colors.js';

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

describe('chartSurfaceColors', () => {
  it('uses dark text on light paper in light mode and light text on dark paper in dark mode', () => {
    const light = chartSurfaceColors('light');
    const dark = chartSurfaceColors('dark');
    expect(luminance(light.text)).toBeLessThan(luminance(light.background));
    expect(luminance(dark.text)).toBeGreaterThan(luminance(dark.background));
    expect(light.text).toBe('#17232d');
    expect(dark.text).toBe('#e3e9ed');
  });

  it.each(['light', 'dark'] as const)('keeps text and tooltip text readable in %s mode', (mode) => {
    const colors = chartSurfaceColors(mode);
    expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(7);
    expect(contrast(colors.mutedText, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.tooltipText, colors.tooltipBackground)).toBeGreaterThanOrEqual(7);
  });

  it('hands out frozen palettes, so one chart cannot recolour another', () => {
    expect(Object.isFrozen(chartSurfaceColors('light'))).toBe(true);
    expect(Object.isFrozen(chartSurfaceColors('dark'))).toBe(true);
  });
});
