import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** The colours the table draws with in one colour mode. */
export interface TablePalette extends ChartSurfaceColors {
  headerBackground: string;
  /** Cell and frame lines: the theme's divider. */
  border: string;
  rowHover: string;
  stripe: string;
  selected: string;
  selectedText: string;
  bar: string;
  negativeBar: string;
  focus: string;
}

const LIGHT: TablePalette = {
  ...chartSurfaceColors('light'),
  headerBackground: '#f4f6f8',
  border: chartSurfaceColors('light').divider,
  rowHover: 'rgba(13, 102, 128, 0.07)',
  stripe: 'rgba(16, 42, 60, 0.025)',
  selected: 'rgba(13, 102, 128, 0.18)',
  selectedText: '#084b5f',
  bar: 'rgba(47, 111, 222, 0.2)',
  negativeBar: 'rgba(194, 54, 47, 0.26)',
  focus: '#0d6680',
};

const DARK: TablePalette = {
  ...chartSurfaceColors('dark'),
  headerBackground: '#1c262e',
  border: chartSurfaceColors('dark').divider,
  rowHover: 'rgba(91, 182, 207, 0.09)',
  stripe: 'rgba(200, 220, 235, 0.03)',
  selected: 'rgba(91, 182, 207, 0.26)',
  selectedText: '#86cbdd',
  bar: 'rgba(106, 168, 230, 0.28)',
  negativeBar: 'rgba(239, 107, 99, 0.34)',
  focus: '#5bb6cf',
};

/** The table's palette for the page's colour mode. */
export function tablePalette(colorMode: 'light' | 'dark'): TablePalette {
  return colorMode === 'dark' ? DARK : LIGHT;
}
