import { measureTextWidth } from '@core/plugin-api/index.js';

/** Font size of titles, axis and labels. */
export const TITLE_FONT_SIZE = 12;
export const AXIS_FONT_SIZE = 11;
/** Height of the band above the bullets that holds the names of ranges, markers and lines. */
export const LABEL_BAND = 16;

/** A label wanted at `x` in a row of labels. */
export interface RowLabelInput {
  key: string;
  text: string;
  x: number;
}

/** A placed label, centred on `x`. */
export interface RowLabel {
  key: string;
  text: string;
  x: number;
}

/**
 * Places labels centred on their positions along one row, in order, within [`left`, `right`]: a
 * label is moved inside the row when it would stick out, and left out when it would overlap one
 * already placed.
 */
export function placeRowLabels(inputs: readonly RowLabelInput[], left: number, right: number, fontSize = AXIS_FONT_SIZE): RowLabel[] {
  const taken: Array<[number, number]> = [];
  const placed: RowLabel[] = [];
  for (const input of inputs) {
    if (!input.text) continue;
    const width = measureTextWidth(input.text, fontSize);
    if (width > right - left) continue;
    const x = Math.min(right - width / 2, Math.max(left + width / 2, input.x));
    const span: [number, number] = [x - width / 2 - 3, x + width / 2 + 3];
    if (taken.some(([a, b]) => span[0] < b && a < span[1])) continue;
    taken.push(span);
    placed.push({ key: input.key, text: input.text, x });
  }
  return placed;
}

/** How the bullets share the plot's height. */
export interface BulletRows {
  /** Height given to each bullet, gap included. */
  rowHeight: number;
  /** Height of the shaded bar of each bullet. */
  bulletHeight: number;
  /** Whether there is room for the metric's name under a group's title. */
  subtitles: boolean;
}

/** Rows of at most 60 px, the bullet 70% of its row (at most 36 px), subtitles from 38 px rows. */
export function bulletRows(count: number, height: number): BulletRows {
  const rowHeight = count > 0 ? Math.min(60, height / count) : 0;
  return { rowHeight, bulletHeight: Math.max(4, Math.min(36, rowHeight * 0.7)), subtitles: rowHeight >= 38 };
}
