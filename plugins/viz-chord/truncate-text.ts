import { measureTextWidth } from '@core/plugin-api/index.js';

/** Measures one line of text at a font size, in CSS pixels. */
export type MeasureText = (text: string, fontSize: number) => number;

/**
 * `text` cut with an ellipsis to fit `maxWidth` pixels at `fontSize`; the text itself when it
 * fits, and '' when not even one character and the ellipsis fit.
 *
 * @example
 * truncateText('California', 40, 11); // 'Cali…' (measured in the browser)
 */
export function truncateText(text: string, maxWidth: number, fontSize: number, measure: MeasureText = measureTextWidth): string {
  if (measure(text, fontSize) <= maxWidth) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${text.slice(0, mid)}…`, fontSize) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : `${text.slice(0, low).trimEnd()}…`;
}
