import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import type { ScatterPoints } from './chart-props.js';
import { rasterizeScatter } from './point-raster.js';
import type { Rgba } from './rgba.js';

function pointsAt(positions: number[], radius: number, radii: number[] | null = null): ScatterPoints {
  const length = positions.length / 2;
  return {
    length,
    positions: Float64Array.from(positions),
    rows: null,
    skipped: 0,
    bounds: null,
    radius,
    radii: radii ? Float32Array.from(radii) : null,
    color: [0, 122, 135, 255],
    codes: null,
    categories: [],
    markAt: () => {
      throw new Error('not picked');
    },
  };
}

const target = (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) });
const pixel = (image: ReturnType<typeof target>, x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
const viewport = new WebMercatorViewport({ width: 200, height: 100, longitude: -122.44, latitude: 37.76, zoom: 12 });

describe('rasterizeScatter', () => {
  it('paints each circle where deck.gl projects its point, in its colour, and leaves the rest clear', () => {
    const image = target(200, 100);
    const [x, y] = viewport.project([-122.43, 37.765]) as [number, number];
    const painted = rasterizeScatter(pointsAt([-122.43, 37.765, 10, 10], 3), [10, 20, 30, 255], { radiusUnits: 'pixels', minPixels: 0, maxPixels: 100 }, viewport, image);
    expect(painted).toBe(1);
    expect(pixel(image, Math.floor(x), Math.floor(y))).toEqual([10, 20, 30, 255]);
    expect(pixel(image, Math.floor(x) + 2, Math.floor(y))).toEqual([10, 20, 30, 255]);
    expect(pixel(image, Math.floor(x) + 6, Math.floor(y))).toEqual([0, 0, 0, 0]);
    expect(pixel(image, 0, 0)).toEqual([0, 0, 0, 0]);
  });

  it('sizes metres as the layer does and clamps them to its pixel bounds', () => {
    // At zoom 12 a pixel is about 15 m here; the layer's shader scales metres once more by 1 / cos(latitude): 150 m is about 12.6 pixels, clamped to 4.
    const wide = target(200, 100);
    rasterizeScatter(pointsAt([-122.44, 37.76], 150), [255, 0, 0, 255], { radiusUnits: 'meters', minPixels: 1, maxPixels: 100 }, viewport, wide);
    expect(pixel(wide, 100 + 11, 50)[3]).toBeGreaterThan(200);
    expect(pixel(wide, 100 + 14, 50)[3]).toBe(0);
    const clamped = target(200, 100);
    rasterizeScatter(pointsAt([-122.44, 37.76], 150), [255, 0, 0, 255], { radiusUnits: 'meters', minPixels: 1, maxPixels: 4 }, viewport, clamped);
    expect(pixel(clamped, 100 + 3, 50)[3]).toBeGreaterThan(200);
    expect(pixel(clamped, 100 + 8, 50)[3]).toBe(0);
  });

  it('reads per-point colours and radii, and blends translucent colours over what is below', () => {
    const image = target(200, 100);
    const colors = Uint8Array.from([0, 0, 255, 255, 255, 0, 0, 128]);
    rasterizeScatter(pointsAt([-122.44, 37.76, -122.44, 37.76], 0, [4, 2]), colors, { radiusUnits: 'pixels', minPixels: 0, maxPixels: 100 }, viewport, image);
    const [r, g, b, a] = pixel(image, 100, 50) as Rgba;
    expect(a).toBe(255);
    expect(r).toBeGreaterThan(120);
    expect(b).toBeGreaterThan(120);
    expect(g).toBe(0);
    // Only the first, larger circle reaches 3 pixels out.
    expect(pixel(image, 102, 50)).toEqual([0, 0, 255, 255]);
  });
});
