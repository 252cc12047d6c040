import { fitFontSize, measureTextWidth } from '@core/plugin-api/index.js';

/** Weight the number is drawn (and measured) with. */
export const HEADER_FONT_WEIGHT = 700;
const HEADER_LINE = 1.15;
const CHIP_LINE = 1.9;
const NAME_LINE = 1.5;
/** The arrow beside the number, as a share of the number's size. */
export const ARROW_SHARE = 0.62;

/** The padding inside the KPI's box: 5% of the smaller side, between 4 and 16 pixels. */
export function boxPadding(width: number, height: number): number {
  return Math.min(16, Math.max(4, Math.min(width, height) * 0.05));
}

/** The width of a comparison chip: its symbol's badge, a gap, its text. */
export function chipWidth(text: string, size: number): number {
  return size * 1.7 + size * 0.4 + measureTextWidth(text, size);
}

/** What {@link kpiLayout} sizes. */
export interface KpiLayoutInput {
  header: string;
  /** Whether an arrow stands beside the number. */
  arrow: boolean;
  /** Texts of the comparison chips; empty for none. */
  chips: readonly string[];
  /** A muted line instead of the chips (no comparison chosen); empty for none. */
  note: string;
  metricName: string;
  /** Wanted sizes, as shares of the chart's height. */
  headerFontSize: number;
  subheaderFontSize: number;
  width: number;
  height: number;
}

/** Font sizes in pixels and how the chips are laid out. */
export interface KpiLayout {
  headerSize: number;
  chipSize: number;
  nameSize: number;
  /** Chips in one row, or stacked when a row does not fit. */
  stacked: boolean;
}

/**
 * Sizes the KPI: the number at its share of the chart's height (its arrow beside it), the chips at
 * theirs, in a row when they fit the width and stacked otherwise; everything shrinks together
 * when the block is taller than the box, then the number shrinks on its own to fit the width.
 */
export function kpiLayout(input: KpiLayoutInput): KpiLayout {
  const padding = boxPadding(input.width, input.height);
  const innerWidth = Math.max(0, input.width - 2 * padding);
  const innerHeight = Math.max(0, input.height - 2 * padding);
  let headerSize = input.headerFontSize * input.height;
  let chipSize = Math.max(10, input.subheaderFontSize * input.height * 0.32);
  let nameSize = input.metricName ? Math.max(10, Math.min(18, input.height * 0.06)) : 0;
  const rowWidth = (size: number) => input.chips.reduce((sum, chip) => sum + chipWidth(chip, size), 0) + size * 1.2 * Math.max(0, input.chips.length - 1);
  const stacked = input.chips.length > 1 && rowWidth(chipSize) > innerWidth;
  const lines = input.chips.length === 0 ? (input.note ? 1 : 0) : stacked ? input.chips.length : 1;
  const total = headerSize * HEADER_LINE + lines * chipSize * CHIP_LINE + nameSize * NAME_LINE;
  if (total > innerHeight && total > 0) {
    const scale = innerHeight / total;
    headerSize *= scale;
    chipSize *= scale;
    nameSize *= scale;
  }
  const arrowRoom = input.arrow ? ARROW_SHARE * headerSize * 1.2 : 0;
  headerSize = fitFontSize(input.header, headerSize, Math.max(1, innerWidth - arrowRoom), HEADER_FONT_WEIGHT);
  if (stacked) chipSize = Math.min(chipSize, ...input.chips.map((chip) => (chipSize * innerWidth) / Math.max(1, chipWidth(chip, chipSize))));
  else if (input.chips.length > 0) chipSize = Math.min(chipSize, (chipSize * innerWidth) / Math.max(1, rowWidth(chipSize)));
  return { headerSize, chipSize, nameSize, stacked };
}
