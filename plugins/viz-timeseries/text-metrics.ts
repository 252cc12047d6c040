import { truncateText as cutText } from '@core/plugin-api/index.js';

const NARROW = new Set([...'iljtfrI.,:;|!\'` ()[]']);
const WIDE = new Set([...'mwMW@%']);

/**
 * Estimated width in pixels of a text in the chart's sans-serif font, without measuring the DOM
 * (layout stays a pure function, the same in tests and in the browser). Errs slightly wide.
 *
 * @example
 * estimateTextWidth('2024', 11); // ≈ 25
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) {
    if (NARROW.has(char)) units += 0.32;
    else if (WIDE.has(char)) units += 0.9;
    else if (char >= 'A' && char <= 'Z') units += 0.68;
    else units += 0.58;
  }
  return Math.ceil(units * fontSize);
}

/**
 * `text` cut to fit `maxWidth` pixels by the estimate above, ending with an ellipsis when cut; a
 * cut text keeps at least one character, even when that overflows.
 */
export function truncateText(text: string, maxWidth: number, fontSize: number): string {
  return cutText(text, maxWidth, fontSize, { measure: estimateTextWidth, whenNothingFits: 'overflow' });
}
