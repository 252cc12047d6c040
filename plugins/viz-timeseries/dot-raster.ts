/** Dots in one series past which they are painted as pixels (see {@link paintDots}) rather than traced as arcs. */
export const PIXEL_DOTS = 4000;

/** How much of each device pixel a set of dots covers, 0–255, within the rows and columns they touch. */
export interface DotCoverage {
  /** Size of the whole surface, in device pixels. */
  width: number;
  height: number;
  /** Coverage of every pixel of the surface, row by row. */
  alpha: Uint8ClampedArray;
  /** The touched pixels: columns `left` to `right` and rows `top` to `bottom`, inclusive; empty when `right < left`. */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The coverage of discs of `radius` device pixels centred where `visit` says, as one shape: where
 * discs overlap, a pixel is as covered as by the disc covering it most (the colour does not build
 * up, as when one path of arcs is filled). Edges are anti-aliased over one pixel; parts outside
 * the `width` × `height` surface are cut off.
 *
 * @example
 * const coverage = dotCoverage(20, 20, 3, (dot) => dot(10, 10));
 * coverage.alpha[10 * 20 + 10]; // 255: the centre is covered
 */
export function dotCoverage(width: number, height: number, radius: number, visit: (dot: (x: number, y: number) => void) => void): DotCoverage {
  const alpha = new Uint8ClampedArray(width * height);
  const coverage: DotCoverage = { width, height, alpha, left: width, top: height, right: -1, bottom: -1 };
  const reach = radius + 0.5;
  // Squared distances from a dot's centre beyond which a pixel's centre is outside, within which it is wholly inside.
  const outer = reach * reach;
  const inner = reach > 1 ? (reach - 1) * (reach - 1) : -1;
  visit((cx, cy) => {
    if (!(cx > -reach && cy > -reach && cx < width + reach && cy < height + reach)) return;
    const x0 = Math.max(0, Math.floor(cx - reach));
    const x1 = Math.min(width - 1, Math.ceil(cx + reach) - 1);
    const y0 = Math.max(0, Math.floor(cy - reach));
    const y1 = Math.min(height - 1, Math.ceil(cy + reach) - 1);
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      const dy2 = dy * dy;
      const row = y * width;
      for (let x = x0; x <= x1; x++) {
        const dx = x + 0.5 - cx;
        const d2 = dx * dx + dy2;
        if (d2 >= outer) continue;
        const k = row + x;
        if (d2 <= inner) {
          alpha[k] = 255;
          continue;
        }
        const current = alpha[k]!;
        if (current === 255) continue;
        // On the rim: the distance from the pixel's centre to the disc's edge is the share of the pixel inside.
        const value = Math.round((reach - Math.sqrt(d2)) * 255);
        if (value > current) alpha[k] = value;
      }
    }
    if (x0 < coverage.left) coverage.left = x0;
    if (x1 > coverage.right) coverage.right = x1;
    if (y0 < coverage.top) coverage.top = y0;
    if (y1 > coverage.bottom) coverage.bottom = y1;
  });
  return coverage;
}

/** A CSS colour as red, green, blue (0–255) and alpha (0–1), as the canvas reads it; null when it cannot be read. */
export function canvasColor(ctx: CanvasRenderingContext2D, color: string): [number, number, number, number] | null {
  const previous = ctx.fillStyle;
  ctx.fillStyle = color;
  const normalised = ctx.fillStyle;
  ctx.fillStyle = previous;
  if (typeof normalised !== 'string') return null;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(normalised);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16), 1];
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(normalised);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])];
  return null;
}

/** Whether a context can paint dots as pixels: it reports its transform and takes image data (not every test double does). */
export function canPaintPixels(ctx: CanvasRenderingContext2D): boolean {
  return typeof ctx.getTransform === 'function' && typeof ctx.createImageData === 'function' && typeof ctx.drawImage === 'function' && typeof document !== 'undefined';
}

/**
 * Paints dots of `radius` CSS pixels at the plot positions `visit` gives, in `color` at `opacity`,
 * onto `ctx` (whose transform maps plot pixels to the canvas, scaled for the device): their
 * coverage is computed per device pixel in script and drawn as one image. A software-rendered
 * canvas spends a few microseconds on every arc it fills, so tens of thousands of dots cost
 * hundreds of milliseconds as a path and a few as pixels, for the same picture. Returns false,
 * having drawn nothing, when the context reports no transform or size or the colour cannot be read.
 */
export function paintDots(ctx: CanvasRenderingContext2D, radius: number, color: string, opacity: number, visit: (dot: (x: number, y: number) => void) => void): boolean {
  const transform = ctx.getTransform() as DOMMatrix | undefined;
  const width = ctx.canvas?.width;
  const height = ctx.canvas?.height;
  if (typeof transform?.a !== 'number' || !(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) return false;
  const rgba = canvasColor(ctx, color);
  if (!rgba) return false;
  // Read once: each read of a DOMMatrix field is a call into the browser.
  const { a, b, c, d, e, f } = transform;
  const scale = Math.sqrt(Math.abs(a * d - b * c)) || 1;
  const coverage = dotCoverage(width, height, radius * scale, (dot) => visit((x, y) => dot(a * x + c * y + e, b * x + d * y + f)));
  if (coverage.right < coverage.left) return true;
  const spanX = coverage.right - coverage.left + 1;
  const spanY = coverage.bottom - coverage.top + 1;
  const image = ctx.createImageData(spanX, spanY);
  const pixels = image.data;
  const [red, green, blue, colorAlpha] = rgba;
  for (let y = 0; y < spanY; y++) {
    const from = (coverage.top + y) * width + coverage.left;
    for (let x = 0; x < spanX; x++) {
      const value = coverage.alpha[from + x]!;
      if (value === 0) continue;
      const k = (y * spanX + x) * 4;
      pixels[k] = red;
      pixels[k + 1] = green;
      pixels[k + 2] = blue;
      pixels[k + 3] = value * colorAlpha;
    }
  }
  // putImageData replaces pixels; drawing through a second canvas blends them with what is there.
  const sheet = document.createElement('canvas');
  sheet.width = spanX;
  sheet.height = spanY;
  const sheetContext = sheet.getContext('2d');
  if (!sheetContext) return false;
  sheetContext.putImageData(image, 0, 0);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = opacity;
  ctx.drawImage(sheet, coverage.left, coverage.top);
  ctx.restore();
  return true;
}
