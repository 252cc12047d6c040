import { describe, expect, it } from 'vitest';
import { MAX_SPARK_WIDTH, MIN_SPARK_WIDTH, sparkColumnWidths } from './spark-widths.js';

const spark = (width: number | null = null) => ({ colType: 'spark', width });
const value = { colType: 'time', width: null };

describe('sparkColumnWidths', () => {
  it('keeps a requested width while the table fits', () => {
    expect(sparkColumnWidths([spark(300), value, value], 1000)).toEqual([300, null, null]);
  });

  it('narrows a requested width so the number columns stay in the tile', () => {
    // 490 − 160 (name) − 2 × 90 (numbers) − 16 leaves 134 pixels.
    expect(sparkColumnWidths([spark(300), value, value], 490)).toEqual([134, null, null]);
  });

  it('narrows several requested widths in proportion, never below the minimum', () => {
    expect(sparkColumnWidths([spark(200), spark(100), value], 514)).toEqual([165, 82, null]);
    expect(sparkColumnWidths([spark(300), value], 200)).toEqual([MIN_SPARK_WIDTH, null]);
  });

  it('shares the room left among automatic sparklines, within their bounds', () => {
    expect(sparkColumnWidths([spark(), spark(), value], 586)).toEqual([160, 160, null]);
    expect(sparkColumnWidths([spark(), value], 2000)).toEqual([MAX_SPARK_WIDTH, null]);
    expect(sparkColumnWidths([spark(), value], 100)).toEqual([MIN_SPARK_WIDTH, null]);
  });

  it('makes room for the measured name and number columns, headers included', () => {
    // 490 − 16 − (60 + 20) name − (20) spark padding − (120 + 20) − (110 + 20) leaves 104 pixels.
    expect(sparkColumnWidths([spark(300), value, value], 490, { name: 60, columns: [null, 120, 110] })).toEqual([104, null, null]);
    expect(sparkColumnWidths([spark(300), value], 1000, { name: 60, columns: [null, 120] })).toEqual([300, null]);
  });

  it('leaves room for automatic sparklines before narrowing a requested one', () => {
    // 600 − 160 − 90 − 16 = 334 pixels; the automatic one keeps its 60.
    expect(sparkColumnWidths([spark(400), spark(), value], 600)).toEqual([274, 60, null]);
  });
});
