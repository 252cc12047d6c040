import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The text fields and selects of the explore panel (about 320px wide): 32px high and 14px text,
 * the height of the metric and column pickers, rather than MUI's 40px small fields.
 */
export const COMPACT_FIELD_SX: SxProps<Theme> = {
  '& .MuiInputBase-root': { fontSize: 14 },
  '& .MuiInputBase-input': { py: '5.5px' },
  // As specific as MUI's own small-autocomplete rules, which would win otherwise.
  '& .MuiAutocomplete-inputRoot.MuiInputBase-root.MuiInputBase-sizeSmall': { py: '1.5px' },
  '& .MuiAutocomplete-inputRoot.MuiInputBase-sizeSmall .MuiAutocomplete-input.MuiInputBase-input': { py: '4px' },
};
