import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT_PX, scrollHeight, scrollScale, scrollTopForRow, scrollTopForVirtual, virtualScrollTop, visibleRows } from './scaled-scroll';

const million = { rowCount: 1_000_000, rowHeight: 30, viewportHeight: 600 };

describe('scaled scrolling', () => {
  it('does not scale lists that fit under the cap', () => {
    const small = { rowCount: 1_000, rowHeight: 30, viewportHeight: 600 };
    expect(scrollHeight(small)).toBe(30_000);
    expect(scrollScale(small)).toBe(1);
    expect(visibleRows(300, small)).toEqual({ start: 10, end: 30, offset: 0, virtualTop: 300 });
    expect(visibleRows(315, small, 2)).toEqual({ start: 8, end: 33, offset: -75, virtualTop: 315 });
  });

  it('caps the spacer of a million rows below the browsers’ height limit', () => {
    expect(scrollHeight(million)).toBe(MAX_SCROLL_HEIGHT_PX);
    expect(MAX_SCROLL_HEIGHT_PX).toBeLessThan(16_700_000);
    expect(scrollScale(million)).toBeCloseTo((30_000_000 - 600) / (MAX_SCROLL_HEIGHT_PX - 600), 9);
  });

  it('maps the ends of the scroll range onto the first and the last rows', () => {
    expect(visibleRows(0, million)).toMatchObject({ start: 0, end: 20, offset: 0 });
    const bottom = MAX_SCROLL_HEIGHT_PX - million.viewportHeight;
    const last = visibleRows(bottom, million);
    expect(last.end).toBe(1_000_000);
    expect(last.start).toBe(1_000_000 - 20);
    expect(last.virtualTop).toBe(30_000_000 - 600);
    // Scrolling further (overscroll, rounding) never passes the end.
    expect(visibleRows(bottom + 5_000, million).end).toBe(1_000_000);
  });

  it('maps the middle proportionally, with the first row partly scrolled off', () => {
    const middle = visibleRows((MAX_SCROLL_HEIGHT_PX - 600) / 2, million);
    expect(middle.virtualTop).toBeCloseTo((30_000_000 - 600) / 2, 3);
    expect(middle.start).toBe(Math.floor(middle.virtualTop / 30));
    expect(middle.offset).toBeLessThanOrEqual(0);
    expect(middle.offset).toBeGreaterThan(-30);
  });

  it('round-trips between scroll and virtual positions, and scrolls to any row', () => {
    for (const virtual of [0, 12_345, 15_000_000, 29_999_400]) {
      expect(virtualScrollTop(scrollTopForVirtual(virtual, million), million)).toBeCloseTo(virtual, 4);
    }
    for (const row of [0, 1, 499_999, 999_980]) {
      expect(visibleRows(scrollTopForRow(row, million), million).start).toBe(row);
    }
  });

  it('moves monotonically as the user scrolls', () => {
    let previous = -1;
    for (let scrollTop = 0; scrollTop <= MAX_SCROLL_HEIGHT_PX; scrollTop += 97_531) {
      const { start } = visibleRows(scrollTop, million);
      expect(start).toBeGreaterThanOrEqual(previous);
      previous = start;
    }
  });

  it('handles empty lists', () => {
    expect(visibleRows(0, { rowCount: 0, rowHeight: 30, viewportHeight: 600 })).toEqual({ start: 0, end: 0, offset: 0, virtualTop: 0 });
  });
});
