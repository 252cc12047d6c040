import { describe, expect, it } from 'vitest';
import { PDF_PAGE_SETUP, blankRowsOf, pageCutAt, planPdfLayout } from './pdf-page-plan';

/** Blank rows everywhere but in the given `[from, to)` spans of content. */
const blankExcept = (height: number, ...content: Array<[number, number]>) => {
  const blank = new Uint8Array(height).fill(1);
  for (const [from, to] of content) blank.fill(0, from, to);
  return blank;
};
const noGaps = (height: number) => new Uint8Array(height);
const { margin, titleHeight } = PDF_PAGE_SETUP;

describe('planPdfLayout', () => {
  it('turns the page for a wide chart and draws it at full width, under the title', () => {
    const layout = planPdfLayout({ width: 1000, height: 500 }, noGaps(500));
    expect(layout).toMatchObject({ orientation: 'landscape', pageWidth: 297, pageHeight: 210, pageCount: 1 });
    expect(layout.pieces).toEqual([{ page: 0, sourceTop: 0, sourceHeight: 500, x: margin, y: margin + titleHeight, width: 277, height: 138.5 }]);
  });

  it('stands a squarish chart upright, where it is drawn larger than on a turned page', () => {
    const layout = planPdfLayout({ width: 1000, height: 950 }, noGaps(950));
    expect(layout).toMatchObject({ orientation: 'portrait', pageWidth: 210, pageHeight: 297, pageCount: 1 });
    expect(layout.pieces[0]).toMatchObject({ x: margin, width: 190 });
    expect(layout.pieces[0]!.height).toBeCloseTo(180.5);
  });

  it('shrinks a picture a little too tall for the page, keeping its aspect ratio, and centres it', () => {
    const layout = planPdfLayout({ width: 1000, height: 700 }, noGaps(700));
    const [piece] = layout.pieces;
    const room = 210 - 2 * margin - titleHeight;
    expect(layout.orientation).toBe('landscape');
    expect(layout.pageCount).toBe(1);
    expect(piece!.height).toBeCloseTo(room);
    expect(piece!.width / piece!.height).toBeCloseTo(1000 / 700);
    expect(piece!.x + piece!.width / 2).toBeCloseTo(297 / 2);
  });

  it('splits a tall dashboard over portrait pages at full width, never squashing it', () => {
    const height = 4000;
    const layout = planPdfLayout({ width: 1000, height }, noGaps(height));
    expect(layout.orientation).toBe('portrait');
    const scale = (210 - 2 * margin) / 1000;
    // Every piece keeps the picture's scale, and together they cover each row once.
    let next = 0;
    for (const piece of layout.pieces) {
      expect(piece.sourceTop).toBe(next);
      expect(piece.width).toBe(190);
      expect(piece.height).toBeCloseTo(piece.sourceHeight * scale);
      expect(piece.y + piece.height).toBeLessThanOrEqual(297 - margin + 1e-9);
      next += piece.sourceHeight;
    }
    expect(next).toBe(height);
    // With no gap to cut at, each full page is cut at its foot: the first below the title.
    expect(layout.pieces[0]).toMatchObject({ y: margin + titleHeight, sourceHeight: Math.floor((297 - 2 * margin - titleHeight) / scale) });
    expect(layout.pieces[1]).toMatchObject({ page: 1, y: margin, sourceHeight: Math.floor((297 - 2 * margin) / scale) });
    expect(layout.pageCount).toBe(Math.ceil((height * scale + titleHeight) / (297 - 2 * margin)));
  });

  it('cuts pages in the gaps between rows of charts, not through a chart', () => {
    // Rows of charts 600 px high with 40 px gaps; a first page holds about 1390 rows.
    const rows: Array<[number, number]> = [];
    for (let top = 20; top < 3000; top += 640) rows.push([top, Math.min(top + 600, 3000)]);
    const layout = planPdfLayout({ width: 1000, height: 3000 }, blankExcept(3000, ...rows));
    for (const piece of layout.pieces.slice(0, -1)) {
      const cut = piece.sourceTop + piece.sourceHeight;
      const inside = rows.find(([from, to]) => cut > from && cut < to);
      expect({ cut, inside }).toEqual({ cut, inside: undefined });
    }
    // The first cut is in the middle of the last gap that fits: rows 1260–1300.
    expect(layout.pieces[0]!.sourceHeight).toBe(1280);
  });
});

describe('pageCutAt', () => {
  it('takes the lowest gap above the foot, in its middle, and the foot when there is none low enough', () => {
    const blank = blankExcept(200, [0, 50], [60, 150], [170, 200]);
    expect(pageCutAt(blank, 0, 100, 180)).toBe(160);
    expect(pageCutAt(blank, 0, 155, 165)).toBe(158);
    expect(pageCutAt(blank, 0, 100, 140)).toBe(140);
    expect(pageCutAt(noGaps(200), 0, 100, 180)).toBe(180);
  });

  it('never cuts above the earliest row, even in a long gap', () => {
    const blank = blankExcept(200, [0, 10]);
    expect(pageCutAt(blank, 0, 120, 180)).toBe(120);
  });
});

describe('blankRowsOf', () => {
  it('marks rows of the background colour, within a tolerance for JPEG noise', () => {
    const width = 3;
    const rgba = (r: number, g: number, b: number) => [r, g, b, 255];
    const pixels = new Uint8ClampedArray([
      ...rgba(245, 245, 245), ...rgba(250, 238, 248), ...rgba(245, 245, 245),
      ...rgba(245, 245, 245), ...rgba(30, 90, 200), ...rgba(245, 245, 245),
      ...rgba(255, 255, 255), ...rgba(245, 245, 245), ...rgba(245, 245, 245),
    ]);
    expect([...blankRowsOf(pixels, width, 3, { r: 245, g: 245, b: 245 })]).toEqual([1, 0, 1]);
    expect([...blankRowsOf(pixels, width, 3, { r: 245, g: 245, b: 245 }, 5)]).toEqual([0, 0, 0]);
  });
});
