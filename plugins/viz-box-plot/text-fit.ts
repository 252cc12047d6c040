import { measureTextWidth } from '@core/plugin-api/index.js';

/** Font size of tick labels. */
export const TICK_FONT_SIZE = 11;
/** Font size of axis titles. */
export const TITLE_FONT_SIZE = 12;

/** `text` shortened with an ellipsis to fit `maxWidth` pixels; empty when not even one letter fits. */
export function truncateText(text: string, maxWidth: number, fontSize = TICK_FONT_SIZE): string {
  if (measureTextWidth(text, fontSize) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && measureTextWidth(`${chars.join('')}…`, fontSize) > maxWidth) chars.pop();
  return maxWidth >= fontSize ? `${chars.join('')}…` : '';
}
