import { describe, expect, it } from 'vitest';
import { gridMetrics, heightInPixels, heightUnitsForPixels, resizedSize, widthInPixels, widthUnitsForPixels } from './grid-geometry';

// 12 columns of 100 px with 11 gutters of 16 px.
const metrics = gridMetrics(1376);

describe('grid geometry', () => {
  it('shares the grid width out between 12 columns after the gutters', () => {
    expect(metrics).toEqual({ gridWidth: 1376, columnWidth: 100, gutter: 16 });
    expect(gridMetrics(0).columnWidth).toBe(0);
    expect(gridMetrics(-50).gridWidth).toBe(0);
  });

  it('makes a component as wide as its columns and the gutters between them', () => {
    expect(widthInPixels(1, metrics)).toBe(100);
    expect(widthInPixels(4, metrics)).toBe(4 * 100 + 3 * 16);
    expect(widthInPixels(12, metrics)).toBe(1376);
    expect(widthInPixels(0, metrics)).toBe(0);
  });

  it('measures heights in 8-pixel grid units', () => {
    expect(heightInPixels(50)).toBe(400);
    expect(heightInPixels(-3)).toBe(0);
  });

  it('snaps pixel widths to the nearest whole column, at least one', () => {
    expect(widthUnitsForPixels(448, metrics)).toBe(4);
    expect(widthUnitsForPixels(448 + 50, metrics)).toBe(4);
    expect(widthUnitsForPixels(448 + 60, metrics)).toBe(5);
    expect(widthUnitsForPixels(5, metrics)).toBe(1);
    expect(widthUnitsForPixels(100, gridMetrics(0, 0))).toBe(1);
  });

  it('snaps pixel heights to whole units, never below the minimum chart height', () => {
    expect(heightUnitsForPixels(403)).toBe(50);
    expect(heightUnitsForPixels(405)).toBe(51);
    expect(heightUnitsForPixels(8)).toBe(5);
  });

  it('resizes by the handle moved, within the width bounds', () => {
    const bounds = { minWidth: 2, maxWidth: 6 };
    expect(resizedSize({ width: 4, height: 50 }, { dx: 116, dy: 0 }, metrics, bounds, { width: true, height: false })).toEqual({ width: 5, height: 50 });
    expect(resizedSize({ width: 4, height: 50 }, { dx: 1000, dy: 80 }, metrics, bounds, { width: true, height: true })).toEqual({ width: 6, height: 60 });
    expect(resizedSize({ width: 4, height: 50 }, { dx: -1000, dy: -1000 }, metrics, bounds, { width: true, height: true })).toEqual({ width: 2, height: 5 });
    expect(resizedSize({ width: 4, height: 50 }, { dx: 300, dy: 80 }, metrics, bounds, { width: false, height: true })).toEqual({ width: 4, height: 60 });
  });

  it('keeps the width when no width fits and leaves columns without a height', () => {
    expect(resizedSize({ width: 4, height: 50 }, { dx: 116, dy: 0 }, metrics, { minWidth: 6, maxWidth: 3 }, { width: true, height: false }).width).toBe(4);
    expect(resizedSize({ width: 3 }, { dx: 116, dy: 80 }, metrics, { minWidth: 1, maxWidth: 12 }, { width: true, height: true })).toEqual({ width: 4 });
  });
});
