import { linearColorScale } from '@core/plugin-api/index.js';
import { color } from 'd3';

/** The colour of a ratio on a linear scheme whose stops spread evenly over `domain`. */
export function ratioColorScale(schemeId: string, domain: readonly [number, number]): (ratio: number | null) => string {
  const interpolate = linearColorScale(schemeId);
  const [low, high] = domain;
  return (ratio) => {
    if (ratio === null || !Number.isFinite(ratio)) return '#9e9e9e';
    const t = high > low ? (ratio - low) / (high - low) : 0.5;
    return color(interpolate(Math.min(1, Math.max(0, t))))?.formatHex() ?? '#9e9e9e';
  };
}

/** Dark or white text, whichever reads better on `background` (by its relative luminance). */
export function readableTextColor(background: string): string {
  const rgb = color(background)?.rgb();
  if (!rgb) return '#17232d';
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
  return luminance > 0.4 ? '#17232d' : '#ffffff';
}
