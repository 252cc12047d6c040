import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { COMPACT_FIELD_SX } from './compact-field.js';

/** Free-text control (`TextWidget`): a single-line text field; the value is the text as typed. */
export function TextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, hideError } = props;
  return (
    <TextField
      id={id}
      size="small"
      fullWidth
      sx={COMPACT_FIELD_SX}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      placeholder={placeholder || undefined}
      disabled={disabled}
      error={!hideError && (rawErrors?.length ?? 0) > 0}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ htmlInput: { readOnly: readonly } }}
    />
  );
}
