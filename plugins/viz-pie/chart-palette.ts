/** Text, separator and tooltip colours of a pie for a colour mode. */
export interface PiePalette {
  text: string;
  mutedText: string;
  /** Between slices: the page's background, so slices read as separate. */
  sliceStroke: string;
  leaderLine: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
  /** A hidden series' legend entry. */
  disabled: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function piePalette(colorMode: 'light' | 'dark'): PiePalette {
  return colorMode === 'dark'
    ? {
        text: '#e3e9ed',
        mutedText: '#9babb6',
        sliceStroke: '#151d24',
        leaderLine: 'rgba(200, 220, 235, 0.45)',
        tooltipBackground: '#1f2a33',
        tooltipBorder: 'rgba(200, 220, 235, 0.2)',
        tooltipText: '#e3e9ed',
        disabled: 'rgba(200, 220, 235, 0.3)',
      }
    : {
        text: '#17232d',
        mutedText: '#566673',
        sliceStroke: '#ffffff',
        leaderLine: 'rgba(16, 42, 60, 0.35)',
        tooltipBackground: '#ffffff',
        tooltipBorder: 'rgba(16, 42, 60, 0.15)',
        tooltipText: '#17232d',
        disabled: 'rgba(16, 42, 60, 0.3)',
      };
}
