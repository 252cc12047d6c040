import { hsl, rgb } from 'd3';

/** The least contrast a word keeps against the paper (between WCAG's 3:1 for large text and none). */
const MIN_CONTRAST = 2.5;
/** The papers words are drawn on, as the app theme paints them. */
const PAPER = { light: '#ffffff', dark: '#151d24' } as const;

function luminance(color: string): number {
  const { r, g, b } = rgb(color);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * A word's colour as text on the page: the same hue, lightened (dark mode) or deepened (light
 * mode) in small steps until it stands out from the paper by `MIN_CONTRAST`, so pale yellows
 * on white and deep purples on black stay readable. Colours that already read well, and ones
 * that are not colours, come back unchanged.
 *
 * @example
 * legibleTextColor('#FCC700', 'light'); // a deeper yellow
 * legibleTextColor('#1FA8C9', 'light'); // '#1FA8C9'
 */
export function legibleTextColor(color: string, colorMode: 'light' | 'dark'): string {
  const parsed = hsl(color);
  if (Number.isNaN(parsed.l)) return color;
  const paper = luminance(PAPER[colorMode]);
  if (contrast(luminance(color), paper) >= MIN_CONTRAST) return color;
  const step = colorMode === 'dark' ? 0.03 : -0.03;
  let adjusted = parsed;
  for (let l = parsed.l + step; l >= 0 && l <= 1; l += step) {
    adjusted = hsl(Number.isNaN(parsed.h) ? 0 : parsed.h, Number.isNaN(parsed.s) ? 0 : parsed.s, l);
    if (contrast(luminance(adjusted.formatHex()), paper) >= MIN_CONTRAST) break;
  }
  return adjusted.formatHex();
}
