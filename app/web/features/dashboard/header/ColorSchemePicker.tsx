import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CATEGORICAL_SCHEMES, DEFAULT_COLOR_SCHEME, hasColorScheme } from '@core/plugin-api/index.js';

/** Props of {@link ColorSchemePicker}. */
export interface ColorSchemePickerProps {
  /** The stored scheme id; one that no longer exists shows (and is saved) as the default. */
  value: unknown;
  onChange: (schemeId: string) => void;
}

/** The dashboard's colour scheme: each scheme by name with a strip of its first colours. */
export function ColorSchemePicker({ value, onChange }: ColorSchemePickerProps) {
  const selected = hasColorScheme(value) ? (value as string) : DEFAULT_COLOR_SCHEME;
  return (
    <TextField
      select
      size="small"
      label="Color scheme"
      value={selected}
      onChange={(event) => onChange(event.target.value)}
      helperText="Every chart of the dashboard colours its labels from this scheme."
      slotProps={{ htmlInput: { 'data-testid': 'dashboard-color-scheme' } }}
    >
      {CATEGORICAL_SCHEMES.map((scheme) => (
        <MenuItem key={scheme.id} value={scheme.id}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box component="span" sx={{ display: 'inline-flex' }} aria-hidden>
              {scheme.colors.slice(0, 8).map((color) => (
                <Box key={color} component="span" sx={{ width: 12, height: 12, bgcolor: color }} />
              ))}
            </Box>
            {scheme.label}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
