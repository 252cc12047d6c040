import { measureTextWidth } from '@core/plugin-api/index.js';
import { TICK_FONT_SIZE } from './text-fit.js';

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
    if (orientation === 'vertical') return spacedVertically(ticks);
    if (count <= 2 || fitsHorizontally(ticks)) return ticks;
    count = Math.max(2, Math.floor(count / 2));
  }
  return scale.ticks(2).map((value) => ({ position: scale(value), label: format(value) }));
}

/** Ticks at least a text line apart (a log scale's ticks crowd towards each power of ten). */
function spacedVertically(ticks: readonly AxisTick[]): AxisTick[] {
  const kept: AxisTick[] = [];
  for (const tick of ticks) {
    const previous = kept[kept.length - 1];
    if (!previous || Math.abs(previous.position - tick.position) >= TICK_FONT_SIZE + 4) kept.push(tick);
  }
  return kept;
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
