import { isEmptyValue, type ControlValidator } from './control-validator.js';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i;

const isChannel = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 255;
const isAlpha = (n: unknown): boolean => typeof n === 'number' && n >= 0 && n <= 1;

function isColor(value: unknown): boolean {
  if (typeof value === 'string') {
    const text = value.trim();
    if (HEX.test(text)) return true;
    const match = RGB.exec(text);
    if (!match) return false;
    const isRgba = text.toLowerCase().startsWith('rgba');
    // rgb() takes three channels, rgba() four.
    if (isRgba !== (match[4] !== undefined)) return false;
    return [match[1], match[2], match[3]].every((channel) => isChannel(Number(channel))) && (match[4] === undefined || isAlpha(Number(match[4])));
  }
  // Superset's color picker stores { r, g, b, a }.
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { r, g, b, a } = value as Record<string, unknown>;
    return isChannel(r) && isChannel(g) && isChannel(b) && (a === undefined || isAlpha(a));
  }
  return false;
}

/** Color controls: `#rgb`, `#rrggbb` (with optional alpha), `rgb(r, g, b)`, `rgba(r, g, b, a)` or `{ r, g, b, a }`. */
export const color: ControlValidator = {
  name: 'color',
  message: 'must be a color such as #1f77b4 or rgb(31, 119, 180)',
  validate: (value) => (isEmptyValue(value) || isColor(value) ? null : color.message),
};
