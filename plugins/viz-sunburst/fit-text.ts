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

