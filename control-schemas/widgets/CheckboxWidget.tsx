import Checkbox from '@mui/material/Checkbox';
import type { WidgetProps } from '@rjsf/utils';

/**
 * Boolean control (`CheckboxWidget`): a compact checkbox. The control panel draws the label
 * right of it; the value is always a boolean.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly } = props;
  return (
    <Checkbox
      size="small"
      checked={value === true}
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.target.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      sx={{ p: 0.25, ml: -0.25 }}
      slotProps={{ input: { id } }}
    />
  );
}
