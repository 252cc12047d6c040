import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

const MONOSPACE = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

interface DraftTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  /** The draft's problem with this field; shown instead of `helperText` and marks the field invalid. */
  problem?: string;
  /** For names, SQL and format strings: monospace, and no spell-check squiggles under code. */
  code?: boolean;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/** A small text field of the dataset editor, bound to one string of the draft. */
export function DraftTextField({ label, value, onChange, helperText, problem, code, required, multiline, minRows, autoFocus, sx }: DraftTextFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      required={required}
      multiline={multiline}
      minRows={minRows}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={problem ?? helperText}
      slotProps={code ? { htmlInput: { sx: MONOSPACE, spellCheck: false } } : undefined}
      sx={sx}
    />
  );
}
