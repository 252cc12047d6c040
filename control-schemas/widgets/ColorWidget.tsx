import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { ColorSwatch } from './ColorSwatch.js';
import { COMPACT_FIELD_SX } from './compact-field.js';
import { colorText, parseColor, toHexColor } from './color-value.js';

/**
 * One colour (`ColorWidget`): a swatch opening the colour picker and the colour as text (hex or
 * `rgb()`), which may be typed; the value is stored as that text. A stored `{ r, g, b, a }`
 * (Superset's picker) is shown as hex. Unreadable text is kept for the `color` validator to report.
 */
export function ColorWidget(props: WidgetProps) {
  const { id, value, label, onChange, onBlur, onFocus, disabled, readonly, rawErrors, hideError } = props;
  const alpha = parseColor(value)?.a ?? 1;
  const pick = (hex: string) => {
    const picked = parseColor(hex);
    onChange(picked ? toHexColor({ ...picked, a: alpha }) : hex);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ColorSwatch value={value} onPick={pick} label={`Pick ${label || 'a color'}`} disabled={disabled || readonly} />
      <TextField
        id={id}
        size="small"
        fullWidth
        value={colorText(value)}
        placeholder="#1f77b4"
        disabled={disabled}
        error={!hideError && (rawErrors?.length ?? 0) > 0}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        sx={[COMPACT_FIELD_SX, { '& input': { fontFamily: 'monospace' } }] as SxProps<Theme>}
        slotProps={{ htmlInput: { readOnly: readonly, spellCheck: false } }}
      />
    </Box>
  );
}
