import { describe, expect, it } from 'vitest';
import { layoutWordCloud, type CloudWord, type PlacedWord } from './word-cloud-layout.js';

const measure = (text: string, size: number) => text.length * size * 0.6;

/** The corners of a placed word's box, as the layout sizes it (text width + padding, 1.15 × size + padding). */
function corners(word: PlacedWord<CloudWord>, padding = 2) {
  const w = measure(word.text, word.placedSize) + 2 * padding;
  const h = word.placedSize * 1.15 + 2 * padding;
  const a = (word.rotate * Math.PI) / 180;
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => [word.x + x! * Math.cos(a) - y! * Math.sin(a), word.y + x! * Math.sin(a) + y! * Math.cos(a)] as const);
}

/** Whether two convex polygons overlap (separating axes of both). */
function polygonsOverlap(a: ReadonlyArray<readonly [number, number]>, b: ReadonlyArray<readonly [number, number]>): boolean {
  for (const polygon of [a, b]) {
    for (let i = 0; i < polygon.length; i += 1) {
      const [x1, y1] = polygon[i]!;
      const [x2, y2] = polygon[(i + 1) % polygon.length]!;
      const [nx, ny] = [y2 - y1, x1 - x2];
      const project = (p: ReadonlyArray<readonly [number, number]>) => p.map(([x, y]) => x * nx + y * ny);
      const [pa, pb] = [project(a), project(b)];
      if (Math.max(...pa) <= Math.min(...pb) + 1e-6 || Math.max(...pb) <= Math.min(...pa) + 1e-6) return false;
    }
  }
  return true;
}

const words = (count: number, rotate: (i: number) => number): CloudWord[] =>
  Array.from({ length: count }, (_, i) => ({ text: `word${i}`, size: 10 + (60 * (count - i)) / count, rotate: rotate(i) }));

describe('layoutWordCloud', () => {
  it('puts the largest word in the middle', () => {
    const { placed, scale } = layoutWordCloud([{ text: 'Anna', size: 40, rotate: 0 }], 300, 200, { measure });
    expect(scale).toBe(1);
    expect(placed).toEqual([{ text: 'Anna', size: 40, rotate: 0, x: 0, y: 0, placedSize: 40 }]);
  });

  for (const [mode, rotate] of [
    ['flat', () => 0],
    ['square', (i: number) => (i % 3 === 0 ? 90 : 0)],
    ['random', (i: number) => ((i % 6) - 3) * 30],
  ] as const) {
    it(`never lets ${mode} words overlap or leave the box`, () => {
      const { placed } = layoutWordCloud(words(80, rotate), 640, 400, { measure });
      expect(placed.length).toBeGreaterThan(30);
      for (let i = 0; i < placed.length; i += 1) {
        const box = corners(placed[i]!);
        for (const [x, y] of box) {
          expect(Math.abs(x)).toBeLessThanOrEqual(320 + 1e-6);
          expect(Math.abs(y)).toBeLessThanOrEqual(200 + 1e-6);
        }
        for (let j = 0; j < i; j += 1) expect(polygonsOverlap(box, corners(placed[j]!)), `${placed[i]!.text} / ${placed[j]!.text}`).toBe(false);
      }
    });
  }

  it('shrinks every word when the leading ones do not fit, and leaves out what still does not', () => {
    const { placed, scale } = layoutWordCloud(words(40, () => 0), 200, 120, { measure });
    expect(scale).toBeLessThan(1);
    for (const word of placed) expect(word.placedSize).toBeCloseTo(word.size * scale);
    expect(layoutWordCloud([{ text: 'a-very-long-word', size: 70, rotate: 0 }], 40, 40, { measure }).placed).toEqual([]);
  });

  it('gives the same cloud for the same words', () => {
    const input = words(50, (i) => (i % 2 ? 90 : 0));
    expect(layoutWordCloud(input, 500, 300, { measure })).toEqual(layoutWordCloud(input, 500, 300, { measure }));
    expect(layoutWordCloud([], 500, 300, { measure }).placed).toEqual([]);
  });
});
