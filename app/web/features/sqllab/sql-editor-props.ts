import type { CompletionEntry } from './completion-index';

/** Suggestions for the editor's text up to the caret and its whole text. */
export type CompletionSource = (textBeforeCaret: string, fullText: string) => CompletionEntry[];

/** Props of the SQL editor (Monaco, or the plain fallback where Monaco cannot load). */
export interface SqlEditorProps {
  /** Identifies the tab: each tab keeps its own text model and undo history. */
  modelId: string;
  value: string;
  onChange: (sql: string) => void;
  /** The selected text, null when the selection is empty. */
  onSelectionChange: (selectedText: string | null) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  /** Ctrl/Cmd+Shift+F. */
  onFormat?: () => void;
  completionSource: CompletionSource;
  colorMode: 'light' | 'dark';
  readOnly?: boolean;
  /** Accessible name of the editor. */
  label?: string;
}
