import type { SxProps, Theme } from '@mui/material/styles';

/** A top-navigation entry: quiet text, and an underline in the primary colour when current. */
export const navButtonSx: SxProps<Theme> = {
  color: 'text.secondary',
  height: '100%',
  px: 1.5,
  borderRadius: 0,
  fontSize: '0.875rem',
  position: 'relative',
  '&:hover': { color: 'text.primary', backgroundColor: 'action.hover' },
  '&.active': {
    // Colour and underline only: a bolder weight would shift the entries after it.
    color: 'primary.main',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 12,
      right: 12,
      bottom: 0,
      height: 2,
      borderRadius: 1,
      backgroundColor: 'primary.main',
    },
  },
};
