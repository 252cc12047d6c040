import { measureTextWidth } from './measure-text.js';

/** Measures one line of text at a font size (and weight), in CSS pixels. */
export type MeasureText = (text: string, fontSize: number, fontWeight?: number) => number;

/** How {@link truncateText} measures and cuts. */
export interface TruncateTextOptions {
  /** The text's font weight, for measuring (400). */
  fontWeight?: number;
  /** How widths are measured ({@link measureTextWidth}); a chart whose layout estimates widths passes its estimate. */
  measure?: MeasureText;
  /**
   * The fewest characters kept before the ellipsis (1). 0 lets the ellipsis stand alone; a text
   * shorter than this keeps all but its last character.
   */
  minChars?: number;
  /**
   * What comes back when not even `minChars` characters and the ellipsis fit: `'empty'` (''), or
   * `'overflow'`, those characters and the ellipsis anyway, wider than `maxWidth` ('empty').
   */
  whenNothingFits?: 'empty' | 'overflow';
}

const ELLIPSIS = '…';

/**
 * `text` as it fits in `maxWidth` pixels at `fontSize`: whole when it fits, else its longest
 * prefix that fits with an ellipsis (trailing spaces dropped), else '' (see `whenNothingFits`).
 * Characters are cut whole, never between the halves of a surrogate pair.
 *
 * @example
 * ```ts
 * truncateText('California', 200, 12);                  // 'California'
 * truncateText('California', 40, 12);                   // 'Cali…' (depending on the font)
 * truncateText('California', 8, 12, { minChars: 0 });   // '…'
 * truncateText('California', 4, 12);                    // ''
 * ```
 */
export function truncateText(text: string, maxWidth: number, fontSize: number, options: TruncateTextOptions = {}): string {
  const { fontWeight = 400, measure = measureTextWidth, minChars = 1, whenNothingFits = 'empty' } = options;
  if (measure(text, fontSize, fontWeight) <= maxWidth) return text;
  const chars = [...text];
  const cut = (count: number) => `${chars.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
  const fewest = minChars <= 0 ? 0 : Math.max(1, Math.min(minChars, chars.length - 1));
  // The longest prefix that fits, by bisection: widths grow with the prefix.
  let low = fewest;
  let high = chars.length - 1;
  let best = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (measure(cut(middle), fontSize, fontWeight) <= maxWidth) {
      best = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (best >= 0) return cut(best);
  return whenNothingFits === 'overflow' ? cut(Math.max(1, fewest)) : '';
}

/**
 * A name with its value as it fits: `name: value` whole when it fits, else the name alone cut as
 * {@link truncateText} cuts it, since a cut number would read as another number; '' when not even
 * the cut name fits.
 *
 * @example
 * ```ts
 * fitNameValue('Texas', '4.6M', 200, 12); // 'Texas: 4.6M'
 * fitNameValue('Texas', '4.6M', 40, 12);  // 'Texas' or 'Tex…'
 * ```
 */
export function fitNameValue(name: string, value: string, maxWidth: number, fontSize: number, options: TruncateTextOptions = {}): string {
  const { fontWeight = 400, measure = measureTextWidth } = options;
  const both = value === '' ? name : `${name}: ${value}`;
  if (maxWidth > 0 && measure(both, fontSize, fontWeight) <= maxWidth) return both;
  return truncateText(name, maxWidth, fontSize, options);
}
