import type { Rgb } from './capture-element';

/** A4, in millimetres. */
const A4 = { short: 210, long: 297 } as const;

/** How the picture of a chart or dashboard is laid on A4 pages, in millimetres. */
export const PDF_PAGE_SETUP = {
  margin: 10,
  /** Room the title and the date take at the top of the first page. */
  titleHeight: 14,
  /**
   * A picture a little too tall for the page is shrunk to fit on one (keeping its aspect) as long
   * as it keeps this share of the page's width; a taller one is split over pages instead.
   */
  minFitWidthRatio: 0.7,
  /** A page is cut at a gap no higher than this share of its height; failing that, at its foot. */
  minPageFillRatio: 0.6,
} as const;

/** One piece of the picture on one page: which rows of the picture, and where on the page. */
export interface PdfPicturePiece {
  /** 0-based page number. */
  page: number;
  /** First row of the picture (in picture pixels) and how many rows. */
  sourceTop: number;
  sourceHeight: number;
  /** Where the piece is drawn, in millimetres from the page's top left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pages of a PDF of one picture. */
export interface PdfLayout {
  orientation: 'portrait' | 'landscape';
  pageWidth: number;
  pageHeight: number;
  pageCount: number;
  pieces: PdfPicturePiece[];
}

/** A picture's size in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Which rows of an RGBA picture are blank: every pixel within `tolerance` (per channel) of the
 * background. A page cut along a blank row cuts through nothing (the gap between two charts,
 * between two lines of a table).
 */
export function blankRowsOf(pixels: Uint8ClampedArray, width: number, height: number, background: Rgb, tolerance = 14): Uint8Array {
  const blank = new Uint8Array(height);
  for (let row = 0; row < height; row++) {
    let isBlank = true;
    for (let offset = row * width * 4, end = offset + width * 4; offset < end; offset += 4) {
      if (
        Math.abs(pixels[offset]! - background.r) > tolerance ||
        Math.abs(pixels[offset + 1]! - background.g) > tolerance ||
        Math.abs(pixels[offset + 2]! - background.b) > tolerance
      ) {
        isBlank = false;
        break;
      }
    }
    blank[row] = isBlank ? 1 : 0;
  }
  return blank;
}

/**
 * Where to end a page that starts at row `top` and can hold rows up to `latest` (exclusive): at
 * the blank gap nearest the foot of the page that still fills it down to `earliest`, in the
 * middle of that gap so both pages keep some of it; at `latest` when no gap is low enough.
 */
export function pageCutAt(blank: ArrayLike<number>, top: number, earliest: number, latest: number): number {
  for (let row = Math.min(latest, blank.length - 1); row >= earliest; row--) {
    if (!blank[row]) continue;
    let start = row;
    while (start - 1 > top && blank[start - 1]) start--;
    return Math.max(earliest, Math.floor((start + row + 1) / 2));
  }
  return latest;
}

type Orientation = PdfLayout['orientation'];

/** The picture's millimetres per pixel in a layout: how large it is drawn. */
const scaleOf = (layout: PdfLayout, picture: PictureSize) => layout.pieces[0]!.width / picture.width;

/**
 * Lays a picture on A4 pages, turned the way its aspect ratio is shown best: fewest pages, then
 * drawn largest (a wide chart goes landscape, a squarish one or a tall dashboard upright). The
 * picture spans the width between the margins, below the title's room on the first page. One that
 * fits (or fits when shrunk to no less than `minFitWidthRatio` of the width) takes one page; a
 * taller one is split over pages at blank rows (see {@link pageCutAt}), never squashed.
 *
 * @param blank for each row of the picture, 1 when it is blank (see {@link blankRowsOf}).
 */
export function planPdfLayout(picture: PictureSize, blank: ArrayLike<number>, setup = PDF_PAGE_SETUP): PdfLayout {
  const landscape = layoutOn('landscape', picture, blank, setup);
  const portrait = layoutOn('portrait', picture, blank, setup);
  if (landscape.pageCount !== portrait.pageCount) return landscape.pageCount < portrait.pageCount ? landscape : portrait;
  return scaleOf(landscape, picture) > scaleOf(portrait, picture) ? landscape : portrait;
}

/** The picture laid on pages of one orientation. */
function layoutOn(orientation: Orientation, picture: PictureSize, blank: ArrayLike<number>, setup: typeof PDF_PAGE_SETUP): PdfLayout {
  const pageWidth = orientation === 'landscape' ? A4.long : A4.short;
  const pageHeight = orientation === 'landscape' ? A4.short : A4.long;
  const contentWidth = pageWidth - 2 * setup.margin;
  const firstTop = setup.margin + setup.titleHeight;
  const firstRoom = pageHeight - setup.margin - firstTop;
  const otherRoom = pageHeight - 2 * setup.margin;
  const layout = (pieces: PdfPicturePiece[]): PdfLayout => ({ orientation, pageWidth, pageHeight, pageCount: pieces.length, pieces });

  const millimetresPerPixel = contentWidth / picture.width;
  const fullHeight = picture.height * millimetresPerPixel;
  if (fullHeight <= firstRoom) {
    return layout([{ page: 0, sourceTop: 0, sourceHeight: picture.height, x: setup.margin, y: firstTop, width: contentWidth, height: fullHeight }]);
  }
  const fittedWidth = (picture.width * firstRoom) / picture.height;
  if (fittedWidth >= contentWidth * setup.minFitWidthRatio) {
    const x = setup.margin + (contentWidth - fittedWidth) / 2;
    return layout([{ page: 0, sourceTop: 0, sourceHeight: picture.height, x, y: firstTop, width: fittedWidth, height: firstRoom }]);
  }

  const pieces: PdfPicturePiece[] = [];
  for (let top = 0, page = 0; top < picture.height; page++) {
    const room = page === 0 ? firstRoom : otherRoom;
    const capacity = Math.max(1, Math.floor(room / millimetresPerPixel));
    const bottom =
      picture.height - top <= capacity ? picture.height : pageCutAt(blank, top, top + Math.max(1, Math.ceil(capacity * setup.minPageFillRatio)), top + capacity);
    const sourceHeight = bottom - top;
    pieces.push({ page, sourceTop: top, sourceHeight, x: setup.margin, y: page === 0 ? firstTop : setup.margin, width: contentWidth, height: sourceHeight * millimetresPerPixel });
    top = bottom;
  }
  return layout(pieces);
}
