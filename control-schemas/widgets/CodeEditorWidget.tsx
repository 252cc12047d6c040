import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent, type UIEvent } from 'react';
import { indentSelection, type TextSelection } from './code-indent.js';

/** Language names the editor shows above the code, by `ui:options.language`. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  handlebars: 'Handlebars',
  css: 'CSS',
  html: 'HTML',
  json: 'JSON',
  markdown: 'Markdown',
  sql: 'SQL',
};

const LINE_HEIGHT = 20;
const CODE_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/**
 * Code control (`CodeEditorWidget`): a monospace text area with line numbers, the language named
 * above it (`ui:options.language`) and `ui:options.rows` lines visible (12 by default). Tab
 * indents the cursor's line or every selected line, Shift+Tab outdents; after Escape, Tab moves
 * on to the next control as usual, so the keyboard never traps focus. The value is the text.
 *
 * A plain text area rather than the SQL editor's monaco: monaco costs over a megabyte and is
 * loaded on the SQL Lab route only, and a template of a few dozen lines needs none of it.
 */
export function CodeEditorWidget(props: WidgetProps) {
  const { id, value, options, label, onChange, onBlur, onFocus, disabled, readonly, rawErrors, hideError } = props;
  const text = typeof value === 'string' ? value : '';
  const language = typeof options.language === 'string' ? options.language : 'text';
  const rows = typeof options.rows === 'number' && options.rows > 0 ? Math.floor(options.rows) : 12;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const pendingSelection = useRef<TextSelection | null>(null);
  const tabLeaves = useRef(false);
  const lineCount = text.split('\n').length;

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (selection && textarea.current && textarea.current.value === selection.text) textarea.current.setSelectionRange(selection.start, selection.end);
    pendingSelection.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      tabLeaves.current = true;
      return;
    }
    if (event.key !== 'Tab' || tabLeaves.current || readonly || disabled) {
      tabLeaves.current = false;
      return;
    }
    event.preventDefault();
    const area = event.currentTarget;
    const next = indentSelection({ text: area.value, start: area.selectionStart, end: area.selectionEnd }, event.shiftKey);
    if (next.text === area.value) return;
    pendingSelection.current = next;
    onChange(next.text);
  };

  return (
    <Box id={id}>
      <Typography variant="caption" component="div" data-code-language={language} sx={{ color: 'text.secondary', mb: 0.25 }}>
        {LANGUAGE_NAMES[language] ?? language}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          border: 1,
          borderColor: !hideError && (rawErrors?.length ?? 0) > 0 ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <Box
          ref={gutter}
          aria-hidden
          data-code-gutter
          sx={{
            flex: 'none',
            overflow: 'hidden',
            py: 0.75,
            px: 0.75,
            minWidth: '2.5em',
            textAlign: 'right',
            fontFamily: CODE_FONT,
            fontSize: 12,
            lineHeight: `${LINE_HEIGHT}px`,
            color: 'text.disabled',
            bgcolor: 'action.hover',
            userSelect: 'none',
            height: rows * LINE_HEIGHT + 12,
          }}
        >
          {Array.from({ length: lineCount }, (_, index) => (
            <div key={index}>{index + 1}</div>
          ))}
        </Box>
        <Box
          component="textarea"
          ref={textarea}
          aria-label={`${label} (${LANGUAGE_NAMES[language] ?? language})`}
          spellCheck={false}
          wrap="off"
          rows={rows}
          value={text}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onScroll={(event: UIEvent<HTMLTextAreaElement>) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
          onFocus={() => onFocus(id, text)}
          onBlur={() => {
            tabLeaves.current = false;
            onBlur(id, text);
          }}
          sx={{
            flex: 1,
            minWidth: 0,
            border: 0,
            outline: 0,
            resize: 'none',
            m: 0,
            py: 0.75,
            px: 1,
            fontFamily: CODE_FONT,
            fontSize: 12,
            lineHeight: `${LINE_HEIGHT}px`,
            height: rows * LINE_HEIGHT + 12,
            boxSizing: 'border-box',
            whiteSpace: 'pre',
            overflow: 'auto',
            tabSize: 2,
            color: 'text.primary',
            bgcolor: 'transparent',
          }}
        />
      </Box>
    </Box>
  );
}
