import Editor, { type OnMount } from '@monaco-editor/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { EDITOR_THEMES, monaco, setCompletionSource } from './monaco-setup';
import type { SqlEditorProps } from './sql-editor-props';

type CodeEditor = monaco.editor.IStandaloneCodeEditor;

/** How many of the editor's own latest texts count as echoes. */
const RECENT_EDITS = 64;

/** The SQL editor: Monaco with SQL highlighting, the database's completions and SQL Lab's shortcuts. */
export default function MonacoSqlEditor(props: SqlEditorProps) {
  const { modelId, value, onChange, colorMode, readOnly = false, label = 'SQL editor' } = props;
  const latest = useRef(props);
  latest.current = props;
  const editorRef = useRef<CodeEditor | null>(null);
  const stopCompletions = useRef<(() => void) | null>(null);
  // The editor owns its text while the user types; `value` is pushed in only when it changed from
  // outside (format, SELECT * inserted, a tab loaded). Texts the editor itself reported lately are
  // echoes, possibly stale ones arriving after newer keystrokes: applying them would drop keys.
  const emitted = useRef<string[]>([value]);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || emitted.current.includes(value) || value === model.getValue()) return;
    emitted.current = [value];
    editor.pushUndoStop();
    editor.executeEdits('sqllab', [{ range: model.getFullModelRange(), text: value }]);
    editor.pushUndoStop();
  }, [value]);

  const bindCompletions = (editor: CodeEditor) => {
    stopCompletions.current?.();
    const model = editor.getModel();
    stopCompletions.current = model ? setCompletionSource(model, (before, full) => latest.current.completionSource(before, full)) : null;
  };

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    bindCompletions(editor);
    editor.onDidChangeModel(() => bindCompletions(editor));
    editor.onDidChangeCursorSelection(() => {
      const model = editor.getModel();
      const selection = editor.getSelection();
      const text = model && selection && !selection.isEmpty() ? model.getValueInRange(selection) : '';
      latest.current.onSelectionChange(text.trim() === '' ? null : text);
    });
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => {
      editor.trigger('sqllab', 'hideSuggestWidget', null);
      latest.current.onRun();
    });
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.KeyF, () => latest.current.onFormat?.());
    editor.focus();
  };

  useEffect(() => () => stopCompletions.current?.(), []);

  return (
    <Box sx={{ height: '100%', minHeight: 0 }} aria-label={label} data-testid="sql-editor">
      <Editor
        path={`sqllab/${modelId}.sql`}
        language="sql"
        defaultValue={value}
        onChange={(next) => {
          const text = next ?? '';
          emitted.current = [...emitted.current.slice(-(RECENT_EDITS - 1)), text];
          onChange(text);
        }}
        onMount={onMount}
        theme={EDITOR_THEMES[colorMode]}
        loading={<CircularProgress size={20} aria-label="Loading the editor" />}
        options={{
          readOnly,
          ariaLabel: label,
          minimap: { enabled: false },
          fontSize: 13,
          lineHeight: 20,
          fontFamily: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
          scrollBeyondLastLine: false,
          automaticLayout: true,
          wordWrap: 'on',
          tabSize: 2,
          renderLineHighlight: 'line',
          quickSuggestions: { other: true, comments: false, strings: false },
          suggestOnTriggerCharacters: true,
          wordBasedSuggestions: 'off',
          suggest: { showWords: false, filterGraceful: true },
          placeholder: 'SELECT …   (Ctrl+Enter runs the query, Ctrl+Space completes)',
          fixedOverflowWidgets: true,
          padding: { top: 8 },
        }}
      />
    </Box>
  );
}
