import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { COMPACT_FIELD_SX } from './compact-field.js';

const INTEGER_TEXT = /^\s*[-+]?\d+\s*$/;

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const allowsNull = (type: unknown): boolean => type === 'null' || (Array.isArray(type) && type.includes('null'));

/**
 * What typed text stores: a whole number as a number; other text as it is, so the `integer`
 * validator reports it ("is expected to be an integer") rather than the input swallowing it;
 * nothing typed as null where the schema allows null. `undefined` means "store nothing yet".
 */
export function integerValueOf(text: string, nullable: boolean): unknown {
  if (text.trim() === '') return nullable ? null : undefined;
  return INTEGER_TEXT.test(text) ? Number(text) : text;
}

/**
 * Whole-number control (`IntegerWidget`): a text field with a numeric keyboard. Invalid text is
 * passed on unchanged for the validators to name; while the field has focus it shows the text
 * as typed, so a half-typed value is not rewritten under the cursor.
 */
export function IntegerWidget(props: WidgetProps) {
  const { id, value, schema, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, hideError } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const nullable = allowsNull(schema.type);
  return (
    <TextField
      id={id}
      size="small"
      fullWidth
      sx={COMPACT_FIELD_SX}
      value={draft ?? textOf(value)}
      placeholder={placeholder || undefined}
      disabled={disabled}
      error={!hideError && (rawErrors?.length ?? 0) > 0}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = integerValueOf(event.target.value, nullable);
        if (next !== undefined) onChange(next);
      }}
      onFocus={() => {
        setDraft(textOf(value));
        onFocus(id, value);
      }}
      onBlur={() => {
        setDraft(null);
        onBlur(id, value);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: readonly } }}
    />
  );
}
