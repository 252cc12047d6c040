/** The colours of a pivot table in one colour mode. Backgrounds are opaque so sticky headers hide what scrolls under them. */
export interface PivotTablePalette {
  text: string;
  mutedText: string;
  border: string;
  background: string;
  headerBackground: string;
  totalBackground: string;
  selectedBackground: string;
  selectedCellBackground: string;
  accent: string;
}

/** Palettes by the page's colour mode. */
export const PIVOT_TABLE_PALETTES: Readonly<Record<'light' | 'dark', PivotTablePalette>> = Object.freeze({
  light: {
    text: '#1f2933',
    mutedText: '#52606d',
    border: '#d9dee5',
    background: '#ffffff',
    headerBackground: '#f3f5f8',
    totalBackground: '#e8edf4',
    selectedBackground: '#c9dcff',
    selectedCellBackground: '#eef4ff',
    accent: '#2f6fde',
  },
  dark: {
    text: '#e4e7eb',
    mutedText: '#9aa5b1',
    border: '#3a424d',
    background: '#161b22',
    headerBackground: '#20262e',
    totalBackground: '#2a323c',
    selectedBackground: '#23406b',
    selectedCellBackground: '#1c2a3d',
    accent: '#7aa7ff',
  },
});
