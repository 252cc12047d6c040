import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * Bounded number control (`SliderWidget`): a slider between the schema's `minimum` and `maximum`
 * (0 to 1 when absent) in steps of `ui:options.step` (1 for integers, a hundredth of the range
 * otherwise), with the value written beside it.
 */
export function SliderWidget(props: WidgetProps) {
  const { id, value, schema, options, onChange, onBlur, onFocus, disabled, readonly } = props;
  const min = numberOr(schema.minimum, 0);
  const max = numberOr(schema.maximum, Math.max(min + 1, 1));
  const integer = schema.type === 'integer';
  const step = numberOr(options.step, integer ? 1 : (max - min) / 100);
  const current = numberOr(value, numberOr(schema.default, min));
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 0.75 }}>
      <Slider
        size="small"
        value={current}
        min={min}
        max={max}
        step={step}
        disabled={disabled || readonly}
        valueLabelDisplay="auto"
        onChange={(_event, next) => onChange(Array.isArray(next) ? next[0] : next)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        slotProps={{ input: { id } }}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {current.toFixed(decimals)}
      </Typography>
    </Box>
  );
}
