// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasColor, dotCoverage, paintDots } from './dot-raster.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dotCoverage', () => {
  it('covers a disc fully inside, not at all outside, partly along its edge', () => {
    const coverage = dotCoverage(21, 21, 3, (dot) => dot(10.5, 10.5));
    const at = (x: number, y: number) => coverage.alpha[y * 21 + x]!;
    expect(at(10, 10)).toBe(255);
    expect(at(12, 10)).toBe(255);
    expect(at(15, 10)).toBe(0);
    expect(at(0, 0)).toBe(0);
    // The pixel whose centre is 3 pixels away lies half inside the disc.
    expect(at(13, 10)).toBeGreaterThan(100);
    expect(at(13, 10)).toBeLessThan(155);
    expect(coverage).toMatchObject({ left: 7, right: 13, top: 7, bottom: 13 });
  });

  it('does not build up where dots overlap: a pixel is as covered as by its most covering dot', () => {
    const one = dotCoverage(20, 20, 2, (dot) => dot(10, 10));
    const twice = dotCoverage(20, 20, 2, (dot) => {
      dot(10, 10);
      dot(10, 10);
      dot(10.2, 10);
    });
    expect(twice.alpha[10 * 20 + 8]).toBeGreaterThanOrEqual(one.alpha[10 * 20 + 8]!);
    expect(twice.alpha[10 * 20 + 10]).toBe(255);
    const edge = dotCoverage(20, 20, 2, (dot) => dot(10.2, 10)).alpha[10 * 20 + 12]!;
    expect(twice.alpha[10 * 20 + 12]).toBe(Math.max(edge, one.alpha[10 * 20 + 12]!));
  });

  it('cuts dots at the edges of the surface and ignores those wholly outside', () => {
    const coverage = dotCoverage(10, 10, 2, (dot) => {
      dot(0, 0);
      dot(-20, 5);
      dot(5, 40);
    });
    expect(coverage.alpha[0]).toBe(255);
    expect(coverage).toMatchObject({ left: 0, top: 0, right: 2, bottom: 2 });
    expect(dotCoverage(10, 10, 2, (dot) => dot(50, 50)).right).toBeLessThan(0);
  });
});

/** A 2D context double that normalises colours as a browser does and records what is drawn. */
function fakeContext(width: number, height: number, scale: number) {
  const drawn: Array<{ x: number; y: number; alpha: number; image: ImageData | null }> = [];
  let fillStyle = '#000000';
  let lastImage: ImageData | null = null;
  const sheet = {
    putImageData: (image: ImageData) => {
      lastImage = image;
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => sheet as unknown as CanvasRenderingContext2D);
  const context = {
    canvas: { width, height },
    globalAlpha: 1,
    get fillStyle() {
      return fillStyle;
    },
    set fillStyle(value: string) {
      fillStyle = value === 'steelblue' ? '#4682b4' : value;
    },
    getTransform: () => ({ a: scale, b: 0, c: 0, d: scale, e: 0, f: 0 }),
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
    save: vi.fn(),
    restore: vi.fn(),
    setTransform: vi.fn(),
    drawImage(_: unknown, x: number, y: number) {
      drawn.push({ x, y, alpha: this.globalAlpha, image: lastImage });
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, drawn, raw: context };
}

describe('canvasColor', () => {
  it('reads colours as the canvas writes them back, and leaves the fill style as it was', () => {
    const { context } = fakeContext(4, 4, 1);
    context.fillStyle = '#010203';
    expect(canvasColor(context, 'steelblue')).toEqual([70, 130, 180, 1]);
    expect(canvasColor(context, 'rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30, 0.5]);
    expect(canvasColor(context, 'not a colour')).toBeNull();
    expect(context.fillStyle).toBe('#010203');
  });
});

describe('paintDots', () => {
  it('draws the dots as one image of their pixels, in device pixels, at the opacity asked', () => {
    const { context, drawn, raw } = fakeContext(40, 40, 2);
    const painted = paintDots(context, 1.5, 'steelblue', 0.6, (dot) => {
      dot(5, 5);
      dot(10, 5);
    });
    expect(painted).toBe(true);
    expect(drawn).toHaveLength(1);
    const [{ x, y, alpha, image }] = drawn as [(typeof drawn)[number]];
    expect(alpha).toBe(0.6);
    // Dots at (10, 10) and (20, 10) device pixels with a radius of 3: the image spans both.
    expect([x, y]).toEqual([6, 6]);
    expect(image!.width).toBe(18);
    expect(image!.height).toBe(8);
    // The first dot's centre pixel: the colour, fully covered.
    const centre = ((10 - y) * image!.width + (10 - x)) * 4;
    expect([...image!.data.slice(centre, centre + 4)]).toEqual([70, 130, 180, 255]);
    // Between the dots nothing is drawn.
    const between = ((10 - y) * image!.width + (15 - x)) * 4;
    expect(image!.data[between + 3]).toBe(0);
    expect(raw.save).toHaveBeenCalled();
    expect(raw.restore).toHaveBeenCalled();
    expect(raw.setTransform).toHaveBeenCalledWith(1, 0, 0, 1, 0, 0);
  });

  it('draws nothing and says so when the colour cannot be read or the context has no transform', () => {
    const { context, drawn } = fakeContext(40, 40, 1);
    expect(paintDots(context, 2, 'not a colour', 1, (dot) => dot(5, 5))).toBe(false);
    const noTransform = { ...fakeContext(40, 40, 1).raw, getTransform: () => undefined } as unknown as CanvasRenderingContext2D;
    expect(paintDots(noTransform, 2, 'steelblue', 1, (dot) => dot(5, 5))).toBe(false);
    expect(drawn).toHaveLength(0);
  });
});
