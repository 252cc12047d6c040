import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { CATEGORICAL_SCHEMES, getColorScheme, type CategoricalScheme } from '@core/plugin-api/viz-kit/index.js';

const SWATCHES_SHOWN = 10;

/** A scheme's name over a strip of its first colours. */
function SchemeOption({ scheme }: { scheme: CategoricalScheme }) {
  return (
    <Box sx={{ minWidth: 0, width: '100%' }}>
      <Typography variant="body2" noWrap>
        {scheme.label}
      </Typography>
      <Box data-scheme-swatches sx={{ display: 'flex', gap: '2px', mt: 0.25 }}>
        {scheme.colors.slice(0, SWATCHES_SHOWN).map((color, index) => (
          <Box key={`${color}-${index}`} component="span" sx={{ flex: '1 1 0', maxWidth: 18, height: 10, borderRadius: 0.25, bgcolor: color }} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Categorical palette (`ColorSchemeWidget`): a select over `CATEGORICAL_SCHEMES`, each shown with
 * its colours. A stored scheme id that no longer exists is shown as the default scheme, the one
 * charts then draw with.
 */
export function ColorSchemeWidget(props: WidgetProps) {
  const { id, value, label, onChange, onBlur, onFocus, disabled, readonly } = props;
  const current = getColorScheme(typeof value === 'string' ? value : undefined);
  return (
    <Select
      id={id}
      size="small"
      fullWidth
      value={current.id}
      disabled={disabled || readonly}
      inputProps={{ 'aria-label': label }}
      renderValue={() => <SchemeOption scheme={current} />}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      sx={{ '& .MuiSelect-select': { py: 0.75 } }}
    >
      {CATEGORICAL_SCHEMES.map((scheme) => (
        <MenuItem key={scheme.id} value={scheme.id} data-scheme={scheme.id}>
          <SchemeOption scheme={scheme} />
        </MenuItem>
      ))}
    </Select>
  );
}
