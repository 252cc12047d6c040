import { getLinearColorScheme } from '@core/plugin-api/index.js';
import { interpolateRgbBasis, rgb } from 'd3';

/** The part of a scheme a scale uses, as fractions from its low end (0) to its high end (1). */
export type SchemeRange = readonly [number, number];

function luminance(color: string): number {
  const { r, g, b } = rgb(color);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * The part of a scheme that stays visible on `background`: its ends are trimmed, by at most a
 * third each, while they are too close to the paper (a near-white end on white, a near-black end
 * on a dark theme), so no line disappears.
 */
export function readableRange(id: string | null | undefined, background: string, minContrast = 2): SchemeRange {
  const interpolate = interpolateRgbBasis([...getLinearColorScheme(id).colors]);
  const visible = (t: number) => contrast(interpolate(t), background) >= minContrast;
  let low = 0;
  while (low < 1 / 3 && !visible(low)) low += 0.02;
  let high = 1;
  while (high > 2 / 3 && !visible(high)) high -= 0.02;
  return [low, high];
}

/**
 * A colour for each value of `[min, max]` along a sequential scheme (an unknown id gives the
 * default scheme), over `range` of it; a one-value domain takes the middle.
 *
 * @example
 * linearColorScale('greens', 0, 10)(10); // 'rgb(0, 104, 55)'
 */
export function linearColorScale(id: string | null | undefined, min: number, max: number, range: SchemeRange = [0, 1]): (value: number) => string {
  const interpolate = interpolateRgbBasis([...getLinearColorScheme(id).colors]);
  const span = max - min;
  const [from, to] = range;
  return (value) => interpolate(from + (to - from) * (span > 0 ? Math.min(1, Math.max(0, (value - min) / span)) : 0.5));
}
