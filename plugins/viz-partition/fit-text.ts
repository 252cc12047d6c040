import { measureTextWidth } from '@core/plugin-api/index.js';

/** What is added to a label cut to fit. */
const ELLIPSIS = '…';
/** A cut label keeps at least this many characters; fewer say nothing. */
const MIN_KEPT = 2;

/**
 * `text` as it fits in `maxWidth` pixels at `fontSize`: whole when it fits, else its longest
 * prefix that fits with an ellipsis, else null (not even two characters and the ellipsis fit).
 *
 * @example
 * fitText('California', 200, 12); // 'California'
 * fitText('California', 40, 12);  // 'Cali…' (depending on the font)
 * fitText('California', 4, 12);   // null
 */
export function fitText(text: string, maxWidth: number, fontSize: number, fontWeight = 400): string | null {
  if (maxWidth <= 0 || text === '') return null;
  if (measureTextWidth(text, fontSize, fontWeight) <= maxWidth) return text;
  let low = Math.min(MIN_KEPT, text.length - 1);
  let high = text.length - 1;
  let best: string | null = null;
  while (low <= high && low > 0) {
    const middle = (low + high) >> 1;
    const candidate = `${text.slice(0, middle).trimEnd()}${ELLIPSIS}`;
    if (measureTextWidth(candidate, fontSize, fontWeight) <= maxWidth) {
      best = candidate;
      low = middle + 1;
    } else high = middle - 1;
  }
  return best;
}

/**
 * A name with its value as it fits: `name: value` whole when it fits, else the name alone (cut to
 * fit), since a cut number would read as another number. Null when not even the cut name fits.
 *
 * @example
 * fitNameValue('Texas', '4.6M', 200, 12); // 'Texas: 4.6M'
 * fitNameValue('Texas', '4.6M', 40, 12);  // 'Texas' or 'Tex…'
 */
export function fitNameValue(name: string, value: string, maxWidth: number, fontSize: number, fontWeight = 400): string | null {
  const both = value === '' ? name : `${name}: ${value}`;
  if (maxWidth > 0 && measureTextWidth(both, fontSize, fontWeight) <= maxWidth) return both;
  return fitText(name, maxWidth, fontSize, fontWeight);
}
