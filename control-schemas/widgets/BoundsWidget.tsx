import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { bounds as boundsValidator, boundValue } from '../validators/bounds.js';
import { COMPACT_FIELD_SX } from './compact-field.js';

/** The two ends of a bounds value, each a number or `null` (open); anything else reads as `[null, null]`. */
export function boundsOf(value: unknown): [number | null, number | null] {
  if (!Array.isArray(value)) return [null, null];
  return [boundValue(value[0]), boundValue(value[1])];
}

const textOf = (bound: number | null): string => (bound === null ? '' : String(bound));

/** What typed text stores: a number, `null` for nothing; `undefined` while it is not a number yet. */
export function boundOfText(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A `[min, max]` pair of optional numbers (`BoundsWidget`): two number fields, "Min" and "Max";
 * an empty field is an open end (`null`). While a field holds text that is not a number yet
 * ("-", "1e") it keeps the text and reports nothing. A minimum above the maximum is named under
 * the fields with the `bounds` validator's message (Superset's range wording).
 */
export function BoundsWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly } = props;
  const current = boundsOf(value);
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  const problem = boundsValidator.validate(current, { sqlMaxRow: 0 });

  const field = (end: 0 | 1) => {
    const label = end === 0 ? 'Min' : 'Max';
    return (
      <TextField
        id={`${id}_${label.toLowerCase()}`}
        size="small"
        fullWidth
        sx={COMPACT_FIELD_SX}
        placeholder={label}
        value={drafts[end] ?? textOf(current[end])}
        disabled={disabled}
        error={problem !== null}
        onChange={(event) => {
          const text = event.target.value;
          setDrafts((previous) => (end === 0 ? [text, previous[1]] : [previous[0], text]));
          const bound = boundOfText(text);
          if (bound === undefined || bound === current[end]) return;
          onChange(end === 0 ? [bound, current[1]] : [current[0], bound]);
        }}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          setDrafts([null, null]);
          onBlur(id, value);
        }}
        slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal', readOnly: readonly } }}
      />
    );
  };

  return (
    <Box id={id}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {field(0)}
        {field(1)}
      </Box>
      {problem ? <FormHelperText error>{problem}</FormHelperText> : null}
    </Box>
  );
}
