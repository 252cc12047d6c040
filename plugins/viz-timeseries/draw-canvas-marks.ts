import type { ChartGeometry } from './chart-geometry.js';
import type { ChartTheme } from './chart-theme.js';
import { decimateIndices } from './decimate.js';
import { canPaintPixels, paintDots, PIXEL_DOTS } from './dot-raster.js';
import { forEachBar, forEachPoint, seriesArea, seriesLine } from './mark-shapes.js';
import type { TimeseriesSeries } from './timeseries-chart-props.js';

/** How strongly a series is drawn: 1 normally, less when another series is cross-filtered. */
export type SeriesEmphasis = (series: TimeseriesSeries) => number;

/** What d3's generators draw into: a Path2D where the browser has it, else the context itself. */
type PathTarget = Path2D | CanvasRenderingContext2D;

function newPath(ctx: CanvasRenderingContext2D): PathTarget {
  if (typeof Path2D === 'function') return new Path2D();
  ctx.beginPath();
  return ctx;
}

function stroke(ctx: CanvasRenderingContext2D, path: PathTarget): void {
  if (path === ctx) ctx.stroke();
  else ctx.stroke(path as Path2D);
}

function fill(ctx: CanvasRenderingContext2D, path: PathTarget): void {
  if (path === ctx) ctx.fill();
  else ctx.fill(path as Path2D);
}

/**
 * Draws the marks of the visible series, each as its style says, onto a 2D canvas context whose
 * origin is the plot's top left corner, in CSS pixels (the caller scales for `devicePixelRatio`). Lines and areas are one
 * path per series, through at most four points per pixel column (see `decimateIndices`); bars
 * are rectangles; dots and markers one path of arcs per series, or for a scatter series of more
 * than {@link PIXEL_DOTS} points, pixels painted in one image (see `paintDots`). No DOM node per point.
 */
export function drawCanvasMarks(
  ctx: CanvasRenderingContext2D,
  geometry: ChartGeometry,
  theme: ChartTheme,
  emphasis: SeriesEmphasis,
): void {
  ctx.clearRect(0, 0, geometry.plot.width, geometry.plot.height);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  // Thin lines keep dense series legible.
  const lineWidth = geometry.end - geometry.start > 5000 ? 1 : 1.5;

  // Bars first, so lines and dots of a mixed chart stay on top of them.
  forEachBar(geometry, (rect, series) => {
    ctx.globalAlpha = emphasis(series);
    ctx.fillStyle = series.color;
    ctx.fillRect(rect.x, rect.y, Math.max(rect.width, 0.5), Math.max(rect.height, 0.5));
  });

  for (const series of geometry.visible) {
    const style = geometry.styles.get(series.key)!;
    if (style.kind === 'bar') continue;
    const alpha = emphasis(series);
    const scatter = style.kind === 'scatter';
    if (!scatter) {
      const band = geometry.stacks?.get(series.key);
      const values = series.values;
      const indices = decimateIndices(geometry.start, geometry.end, geometry.base.position, band ? (i) => (Number.isNaN(values[i]!) ? Number.NaN : band.upper[i]!) : (i) => values[i]!);
      if (style.area) {
        const path = newPath(ctx);
        seriesArea(geometry, series).context(path as CanvasRenderingContext2D)(indices);
        ctx.globalAlpha = style.opacity * alpha;
        ctx.fillStyle = series.color;
        fill(ctx, path);
      }
      const path = newPath(ctx);
      seriesLine(geometry, series).context(path as CanvasRenderingContext2D)(indices);
      ctx.globalAlpha = alpha;
      ctx.strokeStyle = series.color;
      ctx.lineWidth = lineWidth;
      ctx.setLineDash(series.dashed ? [6, 4] : []);
      stroke(ctx, path);
      ctx.setLineDash([]);
    }
    if (style.markers || scatter) {
      const radius = style.markerSize / 2;
      const dots = (dot: (x: number, y: number) => void) => forEachPoint(geometry, series, (x, y) => dot(x, y));
      // Tens of thousands of dots: as pixels, the same picture at a fraction of the cost of arcs.
      if (scatter && geometry.end - geometry.start > PIXEL_DOTS && canPaintPixels(ctx) && paintDots(ctx, radius, series.color, style.opacity * alpha, dots)) continue;
      const path = newPath(ctx);
      forEachPoint(geometry, series, (x, y) => {
        path.moveTo(x + radius, y);
        path.arc(x, y, radius, 0, 2 * Math.PI);
      });
      ctx.globalAlpha = (scatter ? style.opacity : 1) * alpha;
      ctx.fillStyle = series.color;
      fill(ctx, path);
      if (!scatter && radius >= 3) {
        ctx.strokeStyle = theme.markerOutline;
        ctx.lineWidth = 1;
        stroke(ctx, path);
      }
    }
  }
  ctx.globalAlpha = 1;
}
