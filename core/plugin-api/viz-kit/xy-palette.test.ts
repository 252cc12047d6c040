import { describe, expect, it } from 'vitest';
import { chartSurfaceColors } from './chart-surface-colors.js';
import { xyPalette } from './xy-palette.js';

describe('xyPalette', () => {
  it("takes the theme's surface colours for the colour mode", () => {
    for (const mode of ['light', 'dark'] as const) expect(xyPalette(mode)).toMatchObject(chartSurfaceColors(mode));
  });

  it('draws axes, gridlines, hidden entries and the hover band light on dark and dark on light', () => {
    const dark = xyPalette('dark');
    const light = xyPalette('light');
    for (const part of ['axis', 'grid', 'disabled', 'hoverBand'] as const) {
      expect(dark[part]).toMatch(/^rgba\(200, 220, 235, /);
      expect(light[part]).toMatch(/^rgba\(16, 42, 60, /);
    }
    expect(Number.parseFloat(light.grid.split(',')[3]!)).toBeLessThan(Number.parseFloat(light.axis.split(',')[3]!));
  });
});
