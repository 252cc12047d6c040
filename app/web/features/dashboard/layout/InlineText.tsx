import InputBase from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link InlineText}. */
export interface InlineTextProps {
  value: string;
  /** Called with the new text when editing ends with a change (Enter or leaving the field). */
  onCommit: (value: string) => void;
  /** Whether the text may be edited (edit mode). */
  editable: boolean;
  placeholder?: string;
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * Text edited in place: plain text when not editable; otherwise an input styled like the text,
 * committing on Enter or blur and reverting on Escape.
 */
export function InlineText({ value, onCommit, editable, placeholder, label, sx }: InlineTextProps) {
  const [draft, setDraft] = useState(value);
  const cancelled = useRef(false);
  useEffect(() => setDraft(value), [value]);
  if (!editable) return <>{value || placeholder}</>;
  const commit = () => {
    if (cancelled.current) {
      cancelled.current = false;
      setDraft(value);
      return;
    }
    if (draft !== value) onCommit(draft);
  };
  return (
    <InputBase
      value={draft}
      placeholder={placeholder}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        if (event.key === 'Escape') {
          cancelled.current = true;
          (event.target as HTMLInputElement).blur();
        }
        // Keys typed here are text, not dashboard shortcuts or drags.
        event.stopPropagation();
      }}
      inputProps={{ 'aria-label': label }}
      sx={[
        { font: 'inherit', color: 'inherit', width: '100%', '& input': { p: 0, font: 'inherit' }, '&:hover, &.Mui-focused': { bgcolor: 'action.hover', borderRadius: 0.5 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
