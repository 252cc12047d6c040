import { color } from 'd3';

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
