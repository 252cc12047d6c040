/** A colour as red, green, blue (0–255) and alpha (0–1): the `{ r, g, b, a }` Superset's picker stores. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i;

const isChannel = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 255;

/**
 * Reads a colour control's value: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` text,
 * or a `{ r, g, b, a }` object. Undefined when it is none of these.
 */
export function parseColor(value: unknown): RgbaColor | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    const hex = HEX.exec(text)?.[1];
    if (hex) {
      const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
      const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
      return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? Math.round((channel(3) / 255) * 100) / 100 : 1 };
    }
    const rgb = RGB.exec(text);
    if (!rgb) return undefined;
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
    const a = rgb[4] === undefined ? 1 : Number(rgb[4]);
    return isChannel(r) && isChannel(g) && isChannel(b) && a >= 0 && a <= 1 ? { r, g, b, a } : undefined;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { r, g, b, a } = value as Record<string, unknown>;
    if (!isChannel(r) || !isChannel(g) || !isChannel(b)) return undefined;
    const alpha = typeof a === 'number' && a >= 0 && a <= 1 ? a : 1;
    return { r, g, b, a: alpha };
  }
  return undefined;
}

const hexByte = (n: number): string => Math.round(n).toString(16).padStart(2, '0');

/** `#rrggbb`, or `#rrggbbaa` when the colour is not opaque. */
export function toHexColor(color: RgbaColor): string {
  const rgb = `#${hexByte(color.r)}${hexByte(color.g)}${hexByte(color.b)}`;
  return color.a < 1 ? `${rgb}${hexByte(color.a * 255)}` : rgb;
}

/** The text a colour field shows for a value: text as stored, an object as hex. */
export function colorText(value: unknown): string {
  if (typeof value === 'string') return value;
  const color = parseColor(value);
  return color ? toHexColor(color) : '';
}

/** A CSS colour for a swatch; undefined when the value is not a colour. */
export function swatchColor(value: unknown): string | undefined {
  const color = parseColor(value);
  return color ? `rgba(${color.r}, ${color.g}, ${color.b}, ${color.a})` : undefined;
}
