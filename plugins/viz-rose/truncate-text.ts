import { measureTextWidth } from '@core/plugin-api/index.js';

/** Cuts `text` with an ellipsis so it measures at most `maxWidth` pixels; '' when not even the ellipsis fits. */
export function truncateText(text: string, maxWidth: number, fontSize: number, fontWeight = 400): string {
  if (measureTextWidth(text, fontSize, fontWeight) <= maxWidth) return text;
  if (maxWidth <= measureTextWidth('…', fontSize, fontWeight)) return '';
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measureTextWidth(`${text.slice(0, mid)}…`, fontSize, fontWeight) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}
