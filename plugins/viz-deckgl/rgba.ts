/** A colour as deck.gl takes it: red, green, blue and alpha, 0–255. */
export type Rgba = [number, number, number, number];

/**
 * A colour written as `#rgb`, `#rrggbb`, `rgb()`/`rgba()` or Superset's `{ r, g, b, a }` picker
 * value, as RGBA 0–255; `fallback` for anything else.
 */
export function toRgba(value: unknown, fallback: Rgba = [0, 122, 135, 255]): Rgba {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { r, g, b, a } = value as { r?: unknown; g?: unknown; b?: unknown; a?: unknown };
    if ([r, g, b].every((channel) => typeof channel === 'number' && Number.isFinite(channel))) {
      return [r as number, g as number, b as number, Math.round((typeof a === 'number' && Number.isFinite(a) ? a : 1) * 255)];
    }
    return fallback;
  }
  if (Array.isArray(value) && value.length >= 3 && value.every((channel) => typeof channel === 'number')) {
    return [value[0] as number, value[1] as number, value[2] as number, (value[3] as number | undefined) ?? 255];
  }
  if (typeof value !== 'string') return fallback;
  const text = value.trim();
  let match = /^#([0-9a-f]{3})$/i.exec(text);
  if (match) {
    const [r, g, b] = [...match[1]!].map((digit) => parseInt(digit + digit, 16)) as [number, number, number];
    return [r, g, b, 255];
  }
  match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(text);
  if (match) {
    const hex = match[1]!;
    return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16), match[2] ? parseInt(match[2], 16) : 255];
  }
  match = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(text);
  if (match) return [Number(match[1]), Number(match[2]), Number(match[3]), Math.round((match[4] === undefined ? 1 : Number(match[4])) * 255)];
  return fallback;
}

/** `rgba()` text of an RGBA colour, for HTML. */
export function cssColor([r, g, b, a]: Rgba): string {
  return `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 100) / 100})`;
}

/** `count` colours spread evenly along a ramp, interpolated in RGB. */
export function rampColors(colors: readonly string[], count: number, alpha = 255): Rgba[] {
  const stops = colors.map((color) => toRgba(color));
  if (count <= 1 || stops.length === 1) return Array.from({ length: Math.max(1, count) }, () => [...stops[stops.length - 1]!.slice(0, 3), alpha] as Rgba);
  return Array.from({ length: count }, (_, index) => {
    const position = (index / (count - 1)) * (stops.length - 1);
    const low = Math.floor(position);
    const high = Math.min(stops.length - 1, low + 1);
    const t = position - low;
    const [a, b] = [stops[low]!, stops[high]!];
    return [0, 1, 2].map((channel) => Math.round(a[channel]! + (b[channel]! - a[channel]!) * t)).concat(alpha) as Rgba;
  });
}

/** Lighter-to-full shades of one colour: the colour range of grid and hexagon cells. */
export function shadesOf(color: Rgba, count = 6): Rgba[] {
  return Array.from({ length: count }, (_, index) => {
    const t = 0.25 + (0.75 * index) / Math.max(1, count - 1);
    return [Math.round(255 - (255 - color[0]) * t), Math.round(255 - (255 - color[1]) * t), Math.round(255 - (255 - color[2]) * t), color[3]] as Rgba;
  });
}
