import { color, hsl, interpolateRgb } from 'd3';

/** Lightness shifts of siblings by rank, alternating so neighbouring rectangles differ. */
const SIBLING_SHIFTS = [0, 0.14, -0.08, 0.22, 0.07, -0.04, 0.18, 0.03];

/**
 * The fill of a rectangle: an outermost group's own colour; deeper rectangles keep their group's
 * hue with a lightness set by their rank among their siblings, so neighbours read apart; groups
 * that hold others are darker than what they hold, so their header band stands out.
 */
export function tileFill(base: string, depth: number, rank: number, isGroup: boolean): string {
  const parsed = hsl(base);
  if (Number.isNaN(parsed.h) && Number.isNaN(parsed.l)) return base;
  if (isGroup) return parsed.darker(0.45 + 0.2 * Math.max(0, depth - 1)).formatHex();
  if (depth <= 1) return parsed.formatHex();
  const shifted = hsl(parsed.h, parsed.s, Math.min(0.86, Math.max(0.2, parsed.l + (SIBLING_SHIFTS[rank % SIBLING_SHIFTS.length] ?? 0))));
  return shifted.formatHex();
}

/** Dark or white text, whichever reads better on `background` (by its relative luminance). */
export function readableTextColor(background: string): string {
  const rgb = color(background)?.rgb();
  if (!rgb) return '#17232d';
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
  return luminance > 0.4 ? '#17232d' : '#ffffff';
}

/**
 * A faded rectangle's fill: its colour three parts of the way to the paper. Blended rather than
 * made translucent, so a faded rectangle does not show its group's colour through it.
 */
export function fadedFill(fill: string, paper: string): string {
  return color(interpolateRgb(fill, paper)(0.7))?.formatHex() ?? fill;
}
