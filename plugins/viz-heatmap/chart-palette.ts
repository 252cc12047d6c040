import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** The non-data colours of a heatmap for a colour mode. */
export interface HeatmapPalette extends ChartSurfaceColors {
  /** Axis lines and tick marks. */
  axis: string;
  /** Outline of the hovered cell. */
  highlight: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function heatmapPalette(colorMode: 'light' | 'dark'): HeatmapPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, axis: 'rgba(200, 220, 235, 0.35)', highlight: '#ffffff' }
    : { ...surface, axis: 'rgba(16, 42, 60, 0.3)', highlight: '#17232d' };
}

/** Dark or light text, whichever reads better on `color` (a `#rrggbb` or `rgb(r, g, b)` colour). */
export function readableTextColor(color: string): string {
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) rgb = [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16));
  const fn = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color);
  if (fn) rgb = [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  if (!rgb) return '#17232d';
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#17232d' : '#ffffff';
}
