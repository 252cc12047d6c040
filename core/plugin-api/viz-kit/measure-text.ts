/** The app's font stack, so widths measured for a chart match what the browser draws. */
export const CHART_FONT_FAMILY = 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

/** A run of text on one line with its own weight (a bold change next to a plain date). */
export interface TextSegment {
  text: string;
  fontWeight: number;
}

let canvas: HTMLCanvasElement | undefined;

// Canvas text metrics need no layout; a server or a test DOM (happy-dom) has no 2D context.
function measuringContext(): CanvasRenderingContext2D | null {
  if (typeof document === 'undefined') return null;
  canvas ??= document.createElement('canvas');
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/**
 * The width of one line of text in CSS pixels in {@link CHART_FONT_FAMILY}, measured with a
 * canvas's `measureText` (no DOM layout). Without a 2D canvas (a test DOM, a server) it estimates
 * from an average glyph width.
 *
 * @example
 * ```ts
 * measureTextWidth('Total', 12, 600); // ≈ 30 in a browser; 36 estimated
 * ```
 */
export function measureTextWidth(text: string, fontSize: number, fontWeight = 400): number {
  const context = measuringContext();
  if (context) {
    context.font = `${fontWeight} ${fontSize}px ${CHART_FONT_FAMILY}`;
    return context.measureText(text).width;
  }
  return text.length * fontSize * (fontWeight >= 600 ? 0.6 : 0.55);
}

/**
 * The largest font size, at most `maxSize`, at which `text` (one string, or segments of
 * different weights on one line) fits in `maxWidth` pixels; never below `minSize` (text that
 * still does not fit is cut with an ellipsis by the caller's CSS). 0 when `maxSize` is not positive.
 *
 * @example
 * ```ts
 * fitFontSize('12.3k', 120, 200, 600); // the size at which '12.3k' fills 200 px, capped at 120
 * ```
 */
export function fitFontSize(text: string | readonly TextSegment[], maxSize: number, maxWidth: number, fontWeight = 400, minSize = 6): number {
  if (maxSize <= 0) return 0;
  const segments = typeof text === 'string' ? [{ text, fontWeight }] : text;
  const reference = segments.reduce((sum, segment) => sum + measureTextWidth(segment.text, 100, segment.fontWeight), 0);
  if (reference <= 0 || maxWidth <= 0) return Math.min(maxSize, minSize);
  return Math.max(Math.min(maxSize, (maxWidth * 100) / reference), Math.min(minSize, maxSize));
}
