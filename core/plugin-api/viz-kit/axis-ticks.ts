import { measureTextWidth } from './measure-text.js';
import { truncateText } from './truncate-text.js';

/** Font size of an axis's tick labels. */
export const AXIS_TICK_FONT_SIZE = 11;
/** Font size of an axis's title. */
export const AXIS_TITLE_FONT_SIZE = 12;

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
 * (vertical) or their widest label (horizontal) apart, so labels never overlap. On a vertical axis
 * ticks closer than a text line (a log scale's crowd towards each power of ten) are dropped.
 *
 * @example
 * ```ts
 * valueTicks(scaleLinear([0, 100], [300, 0]), 300, 'vertical', (v) => String(v)); // [{ position: 300, label: '0' }, …]
 * ```
 */
export function valueTicks(scale: TickScale, length: number, orientation: 'vertical' | 'horizontal', format: (value: number) => string): AxisTick[] {
  const spacing = orientation === 'vertical' ? AXIS_TICK_FONT_SIZE * 4.5 : 0;
  let count = Math.max(2, Math.floor(length / (orientation === 'vertical' ? spacing : 70)));
  for (let attempt = 0; attempt < 8; attempt++) {
    const values = scale.ticks(count);
    const ticks = values.map((value) => ({ position: scale(value), label: format(value) }));
    if (orientation === 'vertical') return spacedVertically(ticks);
    if (count <= 2 || fitsHorizontally(ticks)) return ticks;
    count = Math.max(2, Math.floor(count / 2));
  }
  return scale.ticks(2).map((value) => ({ position: scale(value), label: format(value) }));
}

function spacedVertically(ticks: readonly AxisTick[]): AxisTick[] {
  const kept: AxisTick[] = [];
  for (const tick of ticks) {
    const previous = kept[kept.length - 1];
    if (!previous || Math.abs(previous.position - tick.position) >= AXIS_TICK_FONT_SIZE + 4) kept.push(tick);
  }
  return kept;
}

function fitsHorizontally(ticks: readonly AxisTick[]): boolean {
  for (let i = 1; i < ticks.length; i++) {
    const previous = ticks[i - 1]!;
    const current = ticks[i]!;
    const room = Math.abs(current.position - previous.position);
    if ((measureTextWidth(previous.label, AXIS_TICK_FONT_SIZE) + measureTextWidth(current.label, AXIS_TICK_FONT_SIZE)) / 2 + 8 > room) return false;
  }
  return true;
}

/** How x labels are laid out: Superset's `x_ticks_layout` values. */
export type TicksLayout = 'auto' | 'flat' | '45°' | '90°' | 'staggered';

/** Labels along a band (categorical) axis and how they are turned. */
export interface BandLabels {
  /** Indices of the bands that get a label, with its text and its row (1 for the lower row of staggered labels). */
  labels: Array<{ index: number; text: string; row: number }>;
  /** Degrees the labels are turned by: 0, 45 or 90. */
  angle: 0 | 45 | 90;
  /** Pixels the labels need below the axis. */
  height: number;
}

/**
 * Which band labels a horizontal axis writes, so none overlap. `auto`: all when they fit their
 * bands, else turned by 45° when that writes at least twice as many, else every n-th; `flat`
 * never turns them; `45°` and `90°` always do; `staggered` alternates two rows, which doubles the
 * room of each. Labels are shortened to their room, turned ones to `maxHeight`.
 *
 * @example
 * ```ts
 * bandLabels(['boy', 'girl'], 80, 60); // { labels: [{ index: 0, text: 'boy', row: 0 }, …], angle: 0, height: 19 }
 * ```
 */
export function bandLabels(labels: readonly string[], bandWidth: number, maxHeight: number, layout: TicksLayout = 'auto'): BandLabels {
  const widths = labels.map((label) => measureTextWidth(label, AXIS_TICK_FONT_SIZE));
  const widest = Math.max(0, ...widths);
  const step = (span: number) => (bandWidth <= 0 ? labels.length : Math.max(1, Math.ceil(span / bandWidth)));
  const flatStep = step(widest + 8);
  const turnedStep = step(AXIS_TICK_FONT_SIZE * 1.6);
  const angle: 0 | 45 | 90 =
    layout === '45°' ? 45 : layout === '90°' ? 90 : layout === 'auto' && labels.length > 1 && widest > bandWidth && turnedStep * 2 <= flatStep ? 45 : 0;
  const staggered = layout === 'staggered' && angle === 0;
  const lineHeight = AXIS_TICK_FONT_SIZE + 4;
  const sine = angle === 90 ? 1 : Math.SQRT1_2;
  const height = angle > 0 ? Math.min(maxHeight, widest * sine + AXIS_TICK_FONT_SIZE + 6) : lineHeight * (staggered ? 2 : 1) + 4;
  const every = angle > 0 ? turnedStep : staggered ? step((widest + 8) / 2) : flatStep;
  const room = angle > 0 ? (height - 6) / sine : bandWidth * every * (staggered ? 2 : 1) - 4;
  const result: Array<{ index: number; text: string; row: number }> = [];
  for (let index = 0, n = 0; index < labels.length; index += Math.max(1, every), n++) {
    const text = truncateText(labels[index]!, Math.max(0, room), AXIS_TICK_FONT_SIZE);
    if (text !== '') result.push({ index, text, row: staggered ? n % 2 : 0 });
  }
  return { labels: result, angle, height };
}
