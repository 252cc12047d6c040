import type { WebMercatorViewport } from '@deck.gl/core';
import type { ScatterPoints } from './chart-props.js';
import type { Rgba } from './rgba.js';

/** Pixels to paint, RGBA, row after row (a canvas's `ImageData`). */
export interface RasterTarget {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** How the scatter layer sizes its circles: deck.gl's `radiusUnits`, `radiusMinPixels`, `radiusMaxPixels`. */
export interface RasterStyle {
  radiusUnits: 'meters' | 'pixels';
  minPixels: number;
  maxPixels: number;
}

/**
 * A disc's pixels: offsets from the pixel holding its centre and coverage (0..255), the edge
 * anti-aliased over one pixel. The centre sits at a corner or the middle of that pixel (the
 * projected position rounded to half a pixel).
 */
interface Stamp {
  /** Pixels from the centre to the farthest painted pixel. */
  reach: number;
  dx: Int16Array;
  dy: Int16Array;
  coverage: Uint8Array;
}

function stampOf(radius: number, fx: number, fy: number): Stamp {
  const reach = Math.ceil(radius + 1);
  const dx: number[] = [];
  const dy: number[] = [];
  const coverage: number[] = [];
  for (let y = -reach; y <= reach; y++) {
    for (let x = -reach; x <= reach; x++) {
      // Coverage of the pixel by the disc, as deck.gl's smoothed circle edge: full inside, fading over the last pixel.
      const inside = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(x + 0.5 - fx, y + 0.5 - fy)));
      if (inside <= 0) continue;
      dx.push(x);
      dy.push(y);
      coverage.push(Math.round(inside * 255));
    }
  }
  return { reach, dx: Int16Array.from(dx), dy: Int16Array.from(dy), coverage: Uint8Array.from(coverage) };
}

const DEGREES = Math.PI / 180;
const EARTH_CIRCUMFERENCE = 40.03e6;
const TILE_SIZE = 512;

/**
 * Paints a scatter plot's circles on the CPU, as deck.gl's ScatterplotLayer draws them in the same
 * viewport: the same positions (Web Mercator through the viewport's pixel matrix), colours (each
 * point's RGBA or one colour, blended over what is below) and pixel radii (metres scaled as the
 * layer's shader does, clamped to the layer's pixel bounds). A picture of a million points in a
 * fraction of a second, shown while deck.gl builds its buffers. `pixelRatio` is the canvas's
 * device pixels per CSS pixel. Returns the number of points painted (those inside the target).
 */
export function rasterizeScatter(points: ScatterPoints, colors: Rgba | Uint8Array, style: RasterStyle, viewport: WebMercatorViewport, target: RasterTarget, pixelRatio = 1): number {
  const { positions, radii } = points;
  const { width, height, data } = target;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const little = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const m = viewport.pixelProjectionMatrix;
  // deck.gl's project_size: metres × common units per metre at the centre × 1 / cos(latitude of the point) × 2^zoom.
  const unitsPerMeter = TILE_SIZE / EARTH_CIRCUMFERENCE / Math.cos(viewport.latitude * DEGREES);
  const metresToPixels = unitsPerMeter * viewport.scale * pixelRatio;
  const minPixels = style.minPixels * pixelRatio;
  const maxPixels = style.maxPixels * pixelRatio;
  const single = colors instanceof Uint8Array ? null : colors;
  const stamps = new Map<number, Stamp>();
  const stampFor = (pixelRadius: number, fx: number, fy: number) => {
    // Radii to a quarter pixel, centres to half a pixel: a few stamps serve every point.
    const radius = Math.round(Math.min(maxPixels, Math.max(minPixels, pixelRadius)) * 4) / 4;
    const key = radius * 4 + fx * 2 + fy;
    let stamp = stamps.get(key);
    if (!stamp) {
      stamp = stampOf(radius, fx, fy);
      stamps.set(key, stamp);
    }
    return stamp;
  };
  let painted = 0;
  for (let index = 0; index < points.length; index++) {
    const lon = positions[index * 2]!;
    const lat = positions[index * 2 + 1]!;
    // Web Mercator world units (512 at zoom 0), then the viewport's pixel projection.
    const wx = (TILE_SIZE * (lon * DEGREES + Math.PI)) / (2 * Math.PI);
    const wy = (TILE_SIZE * (Math.PI + Math.log(Math.tan(Math.PI / 4 + (lat * DEGREES) / 2)))) / (2 * Math.PI);
    const w = m[3]! * wx + m[7]! * wy + m[15]!;
    // The centre to half a pixel: the pixel holding it and where in that pixel (0 or ½).
    const hx = Math.round(((m[0]! * wx + m[4]! * wy + m[12]!) / w) * pixelRatio * 2) / 2;
    const hy = Math.round(((m[1]! * wx + m[5]! * wy + m[13]!) / w) * pixelRatio * 2) / 2;
    const cx = Math.floor(hx);
    const cy = Math.floor(hy);
    const radius = radii ? radii[index]! : points.radius;
    const stamp = stampFor(style.radiusUnits === 'pixels' ? radius * pixelRatio : (radius * metresToPixels) / Math.cos(lat * DEGREES), hx - cx, hy - cy);
    const { reach } = stamp;
    if (cx < -reach || cy < -reach || cx >= width + reach || cy >= height + reach) continue;
    painted += 1;
    let r: number;
    let g: number;
    let b: number;
    let a: number;
    if (single) [r, g, b, a] = single;
    else {
      const at = index * 4;
      r = (colors as Uint8Array)[at]!;
      g = (colors as Uint8Array)[at + 1]!;
      b = (colors as Uint8Array)[at + 2]!;
      a = (colors as Uint8Array)[at + 3]!;
    }
    const packed = little ? ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
    for (let k = 0; k < stamp.dx.length; k++) {
      const x = cx + stamp.dx[k]!;
      const y = cy + stamp.dy[k]!;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const alpha = (stamp.coverage[k]! * a) / 255;
      if (alpha >= 255) {
        pixels[y * width + x] = packed;
        continue;
      }
      // Source over: the colour at `alpha` over what is already painted.
      const at = (y * width + x) * 4;
      const source = alpha / 255;
      const below = data[at + 3]! / 255;
      const out = source + below * (1 - source);
      if (out <= 0) continue;
      data[at] = (r * source + data[at]! * below * (1 - source)) / out;
      data[at + 1] = (g * source + data[at + 1]! * below * (1 - source)) / out;
      data[at + 2] = (b * source + data[at + 2]! * below * (1 - source)) / out;
      data[at + 3] = out * 255;
    }
  }
  return painted;
}
