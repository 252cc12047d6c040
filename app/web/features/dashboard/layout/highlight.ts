import type { Theme } from '@mui/material/styles';

/** The ring around a component the page scrolled to (a focused chart, a permalink's anchor). */
export const highlightSx = (theme: Theme) => ({ boxShadow: `0 0 0 3px ${theme.palette.primary.main}` });
