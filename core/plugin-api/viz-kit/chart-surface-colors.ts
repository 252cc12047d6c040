/** The colours a chart shares with the app theme in one colour mode: text, paper and tooltip. */
export interface ChartSurfaceColors {
  /** Primary text: values, labels. */
  text: string;
  /** Secondary text: subheaders, captions, legend of hidden series. */
  mutedText: string;
  /** The paper a chart sits on (also what separates touching marks). */
  background: string;
  /** Hairlines between rows and cells. */
  divider: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
}

const LIGHT: Readonly<ChartSurfaceColors> = Object.freeze({
  text: '#17232d',
  mutedText: '#566673',
  background: '#ffffff',
  divider: 'rgba(16, 42, 60, 0.12)',
  tooltipBackground: '#ffffff',
  tooltipBorder: 'rgba(16, 42, 60, 0.15)',
  tooltipText: '#17232d',
});

const DARK: Readonly<ChartSurfaceColors> = Object.freeze({
  text: '#e3e9ed',
  mutedText: '#9babb6',
  background: '#151d24',
  divider: 'rgba(200, 220, 235, 0.12)',
  tooltipBackground: '#1f2a33',
  tooltipBorder: 'rgba(200, 220, 235, 0.2)',
  tooltipText: '#e3e9ed',
});

/**
 * The app theme's text, paper and tooltip colours for the page's colour mode (`'dark'` → light
 * text on a dark paper), so every chart's chrome matches the app around it.
 *
 * @example
 * ```ts
 * const { text, tooltipBackground } = chartSurfaceColors(colorMode);
 * ```
 */
export function chartSurfaceColors(colorMode: 'light' | 'dark'): Readonly<ChartSurfaceColors> {
  return colorMode === 'dark' ? DARK : LIGHT;
}
