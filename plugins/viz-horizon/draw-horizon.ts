import { NEGATIVE_COLORS, POSITIVE_COLORS, type HorizonSeries } from './transform-props.js';

/** Number of colour bands folded into a row. */
export const BANDS = POSITIVE_COLORS.length;

/** The part of a 2D context the drawing uses. */
export interface HorizonContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
}

/**
 * Draws horizon rows: each series in its own row of `rowHeight` pixels (`gap` between rows), each
 * period a column of `width / periods` pixels. A value is cut into {@link BANDS} bands of
 * `max / BANDS` each, laid over one another in darker colours: positive values rise from the
 * row's bottom in warm colours, negative ones hang from its top in cool colours. Missing values
 * leave the column empty.
 */
export function drawHorizon(ctx: HorizonContext, series: readonly HorizonSeries[], periods: number, width: number, rowHeight: number, gap: number): void {
  ctx.clearRect(0, 0, width, series.length * (rowHeight + gap));
  if (periods === 0) return;
  const step = width / periods;
  series.forEach((s, row) => {
    const top = row * (rowHeight + gap);
    if (!(s.max > 0)) return;
    for (let band = 0; band < BANDS; band++) {
      for (let i = 0; i < periods; i++) {
        const value = s.values[i]!;
        if (!Number.isFinite(value) || value === 0) continue;
        const filled = Math.min(1, Math.max(0, (Math.abs(value) / s.max) * BANDS - band));
        if (filled <= 0) continue;
        const h = filled * rowHeight;
        const x = Math.floor(i * step);
        const w = Math.max(1, Math.floor((i + 1) * step) - x);
        ctx.fillStyle = value > 0 ? POSITIVE_COLORS[band]! : NEGATIVE_COLORS[band]!;
        ctx.fillRect(x, value > 0 ? top + rowHeight - h : top, w, h);
      }
    }
  });
}
