import { measureTextWidth } from '@core/plugin-api/index.js';
import { TICK_FONT_SIZE, truncateText } from './text-fit.js';

/** A written tick: where along the axis, and its label. */
export interface AxisTick {
  position: number;
  label: string;
}

/** A continuous scale as d3 makes them: a position for a value, and round tick values. */
export interface TickScale {
  (value: number): number;
  ticks(count?: number): number[];
}

/**
 * Ticks of a value axis `length` pixels long, labelled with `format`: as many as fit, one text line
 * (vertical) or their widest label (horizontal) apart, so labels never overlap.
 *
 * @example
 * valueTicks(scaleLinear([0, 100], [300, 0]), 300, 'vertical', (v) => String(v)); // [{ position: 300, label: '0' }, …]
 */
export function valueTicks(scale: TickScale, length: number, orientation: 'vertical' | 'horizontal', format: (value: number) => string): AxisTick[] {
  const spacing = orientation === 'vertical' ? TICK_FONT_SIZE * 4.5 : 0;
  let count = Math.max(2, Math.floor(length / (orientation === 'vertical' ? spacing : 70)));
  for (let attempt = 0; attempt < 8; attempt++) {
    const values = scale.ticks(count);
    const ticks = values.map((value) => ({ position: scale(value), label: format(value) }));
    if (orientation === 'vertical' || count <= 2 || fitsHorizontally(ticks)) return ticks;
    count = Math.max(2, Math.floor(count / 2));
  }
  return scale.ticks(2).map((value) => ({ position: scale(value), label: format(value) }));
}

function fitsHorizontally(ticks: readonly AxisTick[]): boolean {
  for (let i = 1; i < ticks.length; i++) {
    const previous = ticks[i - 1]!;
    const current = ticks[i]!;
    const room = Math.abs(current.position - previous.position);
    if ((measureTextWidth(previous.label, TICK_FONT_SIZE) + measureTextWidth(current.label, TICK_FONT_SIZE)) / 2 + 8 > room) return false;
  }
  return true;
}

/** Labels along a band (categorical) axis, and whether they are turned by 45°. */
export interface BandLabels {
  /** Indices of the bands that get a label, with its text. */
  labels: Array<{ index: number; text: string }>;
  rotated: boolean;
  /** Pixels the labels need below the axis. */
  height: number;
}

/**
 * Which band labels a horizontal axis writes, so none overlap: all when they fit their bands;
 * else turned by 45° when that writes at least twice as many; else every n-th. `interval` (> 0)
 * forces every n-th label. Labels are shortened to their room, rotated ones to `maxHeight`.
 */
export function bandLabels(labels: readonly string[], bandWidth: number, maxHeight: number, interval = -1): BandLabels {
  const widths = labels.map((label) => measureTextWidth(label, TICK_FONT_SIZE));
  const widest = Math.max(0, ...widths);
  const step = (span: number) => (interval > 0 ? Math.round(interval) : bandWidth <= 0 ? labels.length : Math.max(1, Math.ceil(span / bandWidth)));
  const flatStep = step(widest + 8);
  const turnedStep = step(TICK_FONT_SIZE * 1.6);
  const rotated = labels.length > 1 && widest > bandWidth && turnedStep * 2 <= flatStep;
  const height = rotated ? Math.min(maxHeight, widest * Math.SQRT1_2 + TICK_FONT_SIZE + 6) : TICK_FONT_SIZE + 8;
  const every = rotated ? turnedStep : flatStep;
  const room = rotated ? (height - 6) / Math.SQRT1_2 : bandWidth * every - 4;
  const result: Array<{ index: number; text: string }> = [];
  for (let index = 0; index < labels.length; index += Math.max(1, every)) {
    const text = truncateText(labels[index]!, Math.max(0, room));
    if (text !== '') result.push({ index, text });
  }
  return { labels: result, rotated, height };
}
