import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import type { SqlEditorProps } from './sql-editor-props';

/**
 * A plain text area for SQL, shown while Monaco loads or where it cannot run; it keeps SQL Lab's
 * shortcuts (Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+F formats).
 */
export function PlainSqlEditor({ value, onChange, onSelectionChange, onRun, onFormat, readOnly = false, label = 'SQL editor' }: SqlEditorProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const modifier = event.ctrlKey || event.metaKey;
    if (modifier && event.key === 'Enter') {
      event.preventDefault();
      onRun();
    } else if (modifier && event.shiftKey && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      onFormat?.();
    }
  };
  const reportSelection = (element: HTMLTextAreaElement) => {
    const text = element.value.slice(element.selectionStart, element.selectionEnd);
    onSelectionChange(text.trim() === '' ? null : text);
  };
  return (
    <Box
      component="textarea"
      aria-label={label}
      data-testid="sql-editor"
      value={value}
      readOnly={readOnly}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      onSelect={(event) => reportSelection(event.currentTarget)}
      onKeyDown={onKeyDown}
      sx={{
        width: '100%',
        height: '100%',
        resize: 'none',
        border: 0,
        outline: 0,
        p: 1.5,
        fontFamily: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
        fontSize: 13,
        lineHeight: '20px',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    />
  );
}
