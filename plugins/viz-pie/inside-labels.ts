import { measureTextWidth } from '@core/plugin-api/index.js';
import { color } from 'd3';
import { LABEL_FONT_SIZE } from './outside-labels.js';

/**
 * Whether a label fits on its slice: the text's width within the chord across the slice at the
 * label's radius, and the font within the ring's thickness.
 */
export function fitsInside(text: string, startAngle: number, endAngle: number, innerRadius: number, outerRadius: number, fontSize = LABEL_FONT_SIZE): boolean {
  const span = endAngle - startAngle;
  const radius = (innerRadius + outerRadius) / 2;
  const chord = span >= Math.PI ? outerRadius * 1.6 : 2 * radius * Math.sin(span / 2);
  return outerRadius - innerRadius >= fontSize + 4 && measureTextWidth(text, fontSize) + 6 <= chord;
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
