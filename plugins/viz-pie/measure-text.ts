/** The app's font stack, so measured widths match what the browser draws. */
export const CHART_FONT_FAMILY = 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

let canvas: HTMLCanvasElement | undefined;

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
 * The width of one line of text in CSS pixels, measured with a canvas's `measureText` (no DOM
 * layout). Without a 2D canvas (a test DOM, a server) it estimates from an average glyph width.
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
 * The largest font size, at most `maxSize`, at which `text` fits in `maxWidth` pixels; never below
 * `minSize` (text that still does not fit is cut with an ellipsis by the caller's CSS).
 */
export function fitFontSize(text: string, maxSize: number, maxWidth: number, fontWeight = 400, minSize = 6): number {
  if (maxSize <= 0) return 0;
  const reference = measureTextWidth(text, 100, fontWeight);
  if (reference <= 0 || maxWidth <= 0) return Math.min(maxSize, minSize);
  return Math.max(Math.min(maxSize, (maxWidth * 100) / reference), Math.min(minSize, maxSize));
}
