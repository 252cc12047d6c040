// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeGeometry } from './chart-geometry.js';
import { chartTheme } from './chart-theme.js';
import { drawCanvasMarks } from './draw-canvas-marks.js';
import { PIXEL_DOTS } from './dot-raster.js';
import { manySeries, testChartProps } from './test-fixtures.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A 2D context double at twice the device's pixel ratio that records the calls drawing makes. */
function recordingContext(width: number, height: number) {
  const calls: string[] = [];
  const images: Array<{ width: number; height: number }> = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ putImageData: (image: ImageData) => images.push({ width: image.width, height: image.height }) }) as unknown as CanvasRenderingContext2D,
  );
  const record = (name: string) => () => {
    calls.push(name);
  };
  const context = {
    canvas: { width: width * 2, height: height * 2 },
    globalAlpha: 1,
    fillStyle: '#000000',
    strokeStyle: '#000000',
    lineWidth: 1,
    lineJoin: 'miter',
    lineCap: 'butt',
    getTransform: () => ({ a: 2, b: 0, c: 0, d: 2, e: 0, f: 0 }),
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
    drawImage: record('drawImage'),
    ...Object.fromEntries(['clearRect', 'save', 'restore', 'setTransform', 'setLineDash', 'beginPath', 'moveTo', 'lineTo', 'arc', 'fill', 'stroke', 'fillRect'].map((name) => [name, record(name)])),
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls, images };
}

function scatterGeometry(points: number) {
  const props = testChartProps({ variant: 'scatter', series: manySeries(2, points) });
  return computeGeometry({ props, width: 640, height: 360, hidden: new Set() });
}

describe('drawCanvasMarks, scatter', () => {
  it('paints a series of many dots as one image of pixels rather than a path of arcs', () => {
    const geometry = scatterGeometry(PIXEL_DOTS + 1000);
    const { context, calls, images } = recordingContext(geometry.plot.width, geometry.plot.height);
    drawCanvasMarks(context, geometry, chartTheme('light'), () => 1);
    expect(calls.filter((name) => name === 'drawImage')).toHaveLength(2);
    expect(calls).not.toContain('arc');
    // Each image covers the dots' pixels at the device's resolution, within the canvas.
    for (const image of images) {
      expect(image.width).toBeGreaterThan(geometry.plot.width);
      expect(image.width).toBeLessThanOrEqual(geometry.plot.width * 2);
    }
  });

  it('traces fewer dots as arcs, one filled path per series', () => {
    const geometry = scatterGeometry(500);
    const { context, calls } = recordingContext(geometry.plot.width, geometry.plot.height);
    vi.stubGlobal('Path2D', undefined);
    drawCanvasMarks(context, geometry, chartTheme('light'), () => 1);
    vi.unstubAllGlobals();
    expect(calls).not.toContain('drawImage');
    expect(calls.filter((name) => name === 'arc')).toHaveLength(2 * 500);
    expect(calls.filter((name) => name === 'fill')).toHaveLength(2);
  });
});
