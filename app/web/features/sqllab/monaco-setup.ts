/**
 * Monaco for SQL Lab, bundled (no CDN): the editor core, the contributions the SQL editor uses,
 * the SQL grammar, the editor worker built by esbuild as its own file, and one completion
 * provider that asks the editor showing a model for its suggestions. Imported only by
 * `MonacoSqlEditor`, which SQL Lab loads lazily, so no other page pays for Monaco.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api.js';
import 'monaco-editor/features/codicon/register.js';
import 'monaco-editor/editor/browser/coreCommands.js';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching.js';
import 'monaco-editor/editor/contrib/caretOperations/browser/caretOperations.js';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard.js';
import 'monaco-editor/editor/contrib/comment/browser/comment.js';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu.js';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo.js';
import 'monaco-editor/editor/contrib/find/browser/findController.js';
import 'monaco-editor/editor/contrib/folding/browser/folding.js';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor/editor/contrib/indentation/browser/indentation.js';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations.js';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor.js';
import 'monaco-editor/editor/contrib/placeholderText/browser/placeholderText.contribution.js';
import 'monaco-editor/editor/contrib/smartSelect/browser/smartSelect.js';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2.js';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController.js';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter.js';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations.js';
import 'monaco-editor/languages/definitions/sql/register.js';
import type { CompletionEntry, CompletionKind } from './completion-index';

/** The editor worker's URL, set by esbuild.config.mjs (the worker is a separate, hashed bundle). */
declare const TESSERA_EDITOR_WORKER_URL: string | undefined;

const workerUrl = typeof TESSERA_EDITOR_WORKER_URL === 'string' ? TESSERA_EDITOR_WORKER_URL : null;

(globalThis as { MonacoEnvironment?: monaco.Environment }).MonacoEnvironment = {
  getWorker: () => {
    if (!workerUrl) throw new Error('The editor worker was not built');
    return new Worker(new URL(workerUrl, globalThis.location.href), { type: 'module', name: 'editor.worker' });
  },
};

// @monaco-editor/react uses this instance instead of fetching Monaco from a CDN.
loader.config({ monaco });

/** Monaco's themes on the app's paper colours (tessera-theme.ts), so the editor sits flush in its pane. */
export const EDITOR_THEMES = { light: 'tessera-light', dark: 'tessera-dark' } as const;
monaco.editor.defineTheme(EDITOR_THEMES.light, { base: 'vs', inherit: true, rules: [], colors: { 'editor.background': '#ffffff', 'editorGutter.background': '#ffffff' } });
monaco.editor.defineTheme(EDITOR_THEMES.dark, {
  base: 'vs-dark',
  inherit: true,
  rules: [],
  colors: { 'editor.background': '#151d24', 'editorGutter.background': '#151d24', 'editor.lineHighlightBackground': '#1c2630' },
});

/** Suggestions for the editor's text up to the caret and its whole text. */
export type SqlCompletionSource = (textBeforeCaret: string, fullText: string) => CompletionEntry[];

const sources = new Map<string, SqlCompletionSource>();

/** Lets the editor of a model answer completion requests for it; returns the function that stops it. */
export function setCompletionSource(model: monaco.editor.ITextModel, source: SqlCompletionSource): () => void {
  const key = model.uri.toString();
  sources.set(key, source);
  return () => {
    if (sources.get(key) === source) sources.delete(key);
  };
}

const KIND: Readonly<Record<CompletionKind, monaco.languages.CompletionItemKind>> = {
  column: monaco.languages.CompletionItemKind.Field,
  table: monaco.languages.CompletionItemKind.Struct,
  view: monaco.languages.CompletionItemKind.Interface,
  schema: monaco.languages.CompletionItemKind.Module,
  function: monaco.languages.CompletionItemKind.Function,
  keyword: monaco.languages.CompletionItemKind.Keyword,
};

monaco.languages.registerCompletionItemProvider('sql', {
  triggerCharacters: ['.', ' '],
  provideCompletionItems(model, position) {
    const source = sources.get(model.uri.toString());
    if (!source) return { suggestions: [] };
    // From the model's start: what the grammar expects depends on the lines before (`FROM` ending the previous line).
    const textBeforeCaret = model.getValueInRange({ startLineNumber: 1, startColumn: 1, endLineNumber: position.lineNumber, endColumn: position.column });
    const word = model.getWordUntilPosition(position);
    const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
    const entries = source(textBeforeCaret, model.getValue());
    return {
      // Asked again at every keystroke: the index, not Monaco's filter over a stale list, finds matches.
      incomplete: true,
      suggestions: entries.map((entry, rank) => ({
        label: { label: entry.label, ...(entry.detail ? { description: entry.detail } : {}) },
        kind: KIND[entry.kind],
        insertText: entry.kind === 'function' ? `${entry.label}($0)` : entry.label,
        insertTextRules: entry.kind === 'function' ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : monaco.languages.CompletionItemInsertTextRule.None,
        // Matched against the typed word as it is, every entry scores alike in Monaco's own fuzzy
        // ranking (which favours case-equal letters, `sem` over `SELECT` for "se"), so the index's order stands.
        filterText: word.word,
        sortText: String(rank).padStart(5, '0'),
        range,
      })),
    };
  },
});

export { monaco };
