import { fitFontSize, type TextSegment } from '@core/plugin-api/index.js';

/** Line height of the big number, in ems. */
export const HEADER_LINE_HEIGHT = 1.1;
/** Line height of the line under it, in ems. */
export const SUBHEADER_LINE_HEIGHT = 1.35;
/** Weight the big number is drawn (and measured) with. */
export const HEADER_FONT_WEIGHT = 700;

/** The padding inside a big number's box: 5% of the smaller side, between 4 and 16 pixels. */
export function boxPadding(width: number, height: number): number {
  return Math.min(16, Math.max(4, Math.min(width, height) * 0.05));
}

/** What {@link fitTextBlock} sizes: the number and the line under it. */
export interface TextBlockInput {
  header: string;
  /** The line under the number (segments when parts differ in weight); empty for none. */
  subheader: string | readonly TextSegment[];
  /** Wanted size of the number, as a share of `chartHeight`. */
  headerFontSize: number;
  /** Wanted size of the subheader, as a share of `chartHeight`. */
  subheaderFontSize: number;
  chartHeight: number;
  /** Width the lines must fit in. */
  maxWidth: number;
  /** Height the whole block must fit in. */
  maxHeight: number;
}

/** Font sizes in pixels and the height the block takes. */
export interface TextBlockLayout {
  headerSize: number;
  subheaderSize: number;
  height: number;
}

/**
 * Sizes a big number and its subheader: each starts at its share of the chart's height, both
 * shrink together when the block is taller than `maxHeight`, then each shrinks on its own until
 * its text fits `maxWidth` (widths measured with canvas `measureText`).
 */
export function fitTextBlock(input: TextBlockInput): TextBlockLayout {
  const { header, subheader, chartHeight, maxWidth, maxHeight } = input;
  let headerSize = Math.max(0, input.headerFontSize * chartHeight);
  const hasSubheader = typeof subheader === 'string' ? subheader !== '' : subheader.some((segment) => segment.text !== '');
  let subheaderSize = hasSubheader ? Math.max(0, input.subheaderFontSize * chartHeight) : 0;
  const wanted = headerSize * HEADER_LINE_HEIGHT + subheaderSize * SUBHEADER_LINE_HEIGHT;
  if (wanted > maxHeight && wanted > 0) {
    const scale = Math.max(0, maxHeight) / wanted;
    headerSize *= scale;
    subheaderSize *= scale;
  }
  headerSize = fitFontSize(header, headerSize, maxWidth, HEADER_FONT_WEIGHT);
  subheaderSize = hasSubheader ? fitFontSize(subheader, subheaderSize, maxWidth, 400) : 0;
  return { headerSize, subheaderSize, height: headerSize * HEADER_LINE_HEIGHT + subheaderSize * SUBHEADER_LINE_HEIGHT };
}
