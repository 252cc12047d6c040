import { fitNameValue, measureTextWidth, truncateText } from '@core/plugin-api/index.js';
import type { TreemapLabelType } from './treemap-controls.js';

/** Font size of rectangle labels. */
export const LABEL_FONT_SIZE = 12;
/** Height of one label line. */
export const LABEL_LINE_HEIGHT = 15;
/** Space between a rectangle's edge and its label. */
export const LABEL_PADDING = 4;
/** Height of the band along the top of a group that carries its name. */
export const HEADER_HEIGHT = 20;

/** One line of a rectangle's label. */
export interface LabelLine {
  text: string;
  fontWeight: number;
}

/** The text of a label for `labelType`, on one line. */
export function labelText(labelType: TreemapLabelType, name: string, formattedValue: string): string {
  if (labelType === 'value') return formattedValue;
  if (labelType === 'key') return name;
  return `${name}: ${formattedValue}`;
}

/** The label on one line for a label type: a value is shown whole or not at all, a name may be cut. */
function oneLine(labelType: TreemapLabelType, name: string, formattedValue: string, room: number, fontWeight: number): string | null {
  if (labelType === 'value') return measureTextWidth(formattedValue, LABEL_FONT_SIZE, fontWeight) <= room ? formattedValue : null;
  if (labelType === 'key') return truncateText(name, room, LABEL_FONT_SIZE, { fontWeight, minChars: 2 }) || null;
  return fitNameValue(name, formattedValue, room, LABEL_FONT_SIZE, { fontWeight, minChars: 2 }) || null;
}

/**
 * The lines of an innermost rectangle's label, within its width: name and value on two lines
 * when both are wanted and the rectangle is tall enough, else one line. Names are cut with an
 * ellipsis; values are never cut, only left out. Empty when nothing fits, or the rectangle is too
 * low for a line.
 */
export function leafLabelLines(labelType: TreemapLabelType, name: string, formattedValue: string, width: number, height: number): LabelLine[] {
  const room = width - 2 * LABEL_PADDING;
  if (height < LABEL_LINE_HEIGHT + LABEL_PADDING || room <= 0) return [];
  if (labelType === 'key_value' && height >= 2 * LABEL_LINE_HEIGHT + 2 * LABEL_PADDING) {
    const first = truncateText(name, room, LABEL_FONT_SIZE, { fontWeight: 600, minChars: 2 });
    if (!first) return [];
    const valueFits = measureTextWidth(formattedValue, LABEL_FONT_SIZE) <= room;
    return valueFits ? [{ text: first, fontWeight: 600 }, { text: formattedValue, fontWeight: 400 }] : [{ text: first, fontWeight: 600 }];
  }
  const fontWeight = labelType === 'value' ? 400 : 600;
  const line = oneLine(labelType, name, formattedValue, room, fontWeight);
  return line ? [{ text: line, fontWeight }] : [];
}

/** The label in a group's header band within its width; null when nothing fits. */
export function headerLabel(labelType: TreemapLabelType, name: string, formattedValue: string, width: number): string | null {
  return oneLine(labelType, name, formattedValue, width - 2 * LABEL_PADDING, 600);
}
