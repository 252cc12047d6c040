import { createTheme } from '@mui/material/styles';

const FONT_FAMILY = [
  'Inter',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * Tessera's light and dark themes in one theme: MUI switches between the colour schemes
 * with CSS variables (no re-render), remembers the choice in localStorage and, until the
 * user picks one, follows `prefers-color-scheme`.
 */
export const tesseraTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0d6680', light: '#3f8ba1', dark: '#084b5f', contrastText: '#ffffff' },
        secondary: { main: '#4a5a94', contrastText: '#ffffff' },
        error: { main: '#c2362f' },
        warning: { main: '#b86e00' },
        success: { main: '#2e7d4f' },
        info: { main: '#2467a8' },
        background: { default: '#f4f6f8', paper: '#ffffff' },
        text: { primary: '#17232d', secondary: '#566673' },
        divider: 'rgba(16, 42, 60, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: '#5bb6cf', light: '#86cbdd', dark: '#2f8aa3', contrastText: '#06222b' },
        secondary: { main: '#9aa8e0', contrastText: '#111630' },
        error: { main: '#ef6b63' },
        warning: { main: '#e2a23b' },
        success: { main: '#5fbf85' },
        info: { main: '#6aa8e6' },
        background: { default: '#0e1419', paper: '#151d24' },
        text: { primary: '#e3e9ed', secondary: '#9babb6' },
        divider: 'rgba(200, 220, 235, 0.12)',
      },
    },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    h1: { fontSize: '2rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.625rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.0625rem', fontWeight: 600 },
    h6: { fontSize: '0.9375rem', fontWeight: 600 },
    subtitle1: { fontSize: '0.9375rem', fontWeight: 500 },
    subtitle2: { fontSize: '0.8125rem', fontWeight: 600 },
    body1: { fontSize: '0.9375rem' },
    body2: { fontSize: '0.8125rem' },
    button: { textTransform: 'none', fontWeight: 500, letterSpacing: 0 },
    overline: { fontWeight: 600, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: { body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 3 } } } },
    MuiMenuItem: { styleOverrides: { root: { fontSize: '0.875rem', minHeight: 36 } } },
    MuiListSubheader: { styleOverrides: { root: { lineHeight: '32px', fontSize: '0.75rem' } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
  },
});
