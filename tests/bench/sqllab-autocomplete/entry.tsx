// Bench page for SQL Lab: the editor's completion source over a 40,000-object catalogue, and the
// results grid over a million rows. Each measurement checks what it measured (the completions
// found, the row painted), so a broken page fails the bench instead of timing nothing.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { resultSetFromArrow } from '@app/web/features/sqllab/arrow-result-set.js';
import { completionContextAt, tableAliases } from '@app/web/features/sqllab/completion-context.js';
import { completionEntries } from '@app/web/features/sqllab/completion-entries.js';
import { CompletionIndex } from '@app/web/features/sqllab/completion-index.js';
import { resultSetFromRows, type ResultSet } from '@app/web/features/sqllab/result-set.js';
import { ResultSetGrid } from '@app/web/features/sqllab/ResultSetGrid.js';
import { suggestCompletions } from '@app/web/features/sqllab/suggest-completions.js';
import type { QueryResults } from '@core/sqllab/index.js';
import { arrowResult, jsonResult } from './synthetic-results';
import { syntheticCatalogue, type SyntheticCatalogue } from './synthetic-schema';

/** What one typing pass measured. */
interface TypingPass {
  /** Time of each keystroke's completion lookup, ms. */
  keystrokes: number[];
  /** Keystrokes that had at least one completion. */
  answered: number;
  /** Labels offered right after `li.` (the columns of the joined table). */
  afterAlias: string[];
}

/** The bench's API, called by tests/bench/sqllab-autocomplete.bench.mjs through page.evaluate. */
interface SqlLabBench {
  /** Generates the catalogue; returns its object count and the statement typed. */
  catalogue(): { objectCount: number; typedSql: string };
  /** Builds the completion index from the catalogue; returns the time taken, ms. */
  buildIndex(): number;
  /** Types the statement one key at a time against a freshly built index. */
  typeStatement(): TypingPass;
  /** Builds the million-row result in both shapes (untimed). */
  prepareResults(rowCount: number): number;
  /** Decodes (Arrow) or wraps (JSON) the result and renders the grid: ms until the first rows are painted. */
  firstPaint(shape: 'arrow' | 'json'): Promise<number>;
  /** Scrolls the grid to the bottom: ms until the last row is painted in view. */
  scrollToEnd(): Promise<number>;
  /** Scrolls to a row: ms until it is painted in view. */
  scrollToRow(row: number): Promise<number>;
  /** Scrolls back to the top (untimed). */
  scrollToTop(): Promise<void>;
}

declare global {
  interface Window {
    sqllabBench: SqlLabBench;
  }
}

let catalogue: SyntheticCatalogue | null = null;
let arrowBytes: Uint8Array | null = null;
let json: QueryResults | null = null;
let mounted: { root: Root; host: HTMLElement; rowCount: number } | null = null;

const ensureCatalogue = () => (catalogue ??= syntheticCatalogue());

/** The source the editor asks at each keystroke, as use-completion-source.ts builds it. */
function completionSource(index: CompletionIndex) {
  return (textBeforeCaret: string, fullText: string) => suggestCompletions(index, completionContextAt(textBeforeCaret), tableAliases(fullText));
}

/** Resolves after the next frame has been painted (rAF runs before paint; the next task after it). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });

/** Waits, frame by frame, until `ready()` holds in a frame about to paint, then for that paint. */
async function paintedWhen(ready: () => boolean, what: string, limitMs = 20_000): Promise<void> {
  const started = performance.now();
  for (;;) {
    const found = await new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(ready())));
    if (found) break;
    if (performance.now() - started > limitMs) throw new Error(`${what}: not painted within ${limitMs} ms`);
  }
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The row at `rowIndex` (0-based data row) is in the DOM, inside the grid's visible box, showing id `rowIndex + 1`. */
function rowInView(host: HTMLElement, rowIndex: number): boolean {
  const grid = host.querySelector<HTMLElement>('[role="grid"]');
  const row = host.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex + 2}"]`);
  if (!grid || !row) return false;
  const firstCell = row.querySelector('[role="gridcell"]');
  if (firstCell?.textContent !== String(rowIndex + 1)) return false;
  const box = grid.getBoundingClientRect();
  const rect = row.getBoundingClientRect();
  return rect.height > 0 && rect.top >= box.top && rect.bottom <= box.bottom + 0.5;
}

function unmount() {
  if (!mounted) return;
  mounted.root.unmount();
  mounted.host.remove();
  mounted = null;
}

function scroller(): HTMLElement {
  const grid = mounted?.host.querySelector<HTMLElement>('[role="grid"]');
  if (!grid) throw new Error('no grid is mounted');
  return grid;
}

window.sqllabBench = {
  catalogue() {
    const { objectCount, typedSql } = ensureCatalogue();
    return { objectCount, typedSql };
  },

  buildIndex() {
    const { sources } = ensureCatalogue();
    const started = performance.now();
    const index = CompletionIndex.build(completionEntries(sources));
    const elapsed = performance.now() - started;
    if (index.size < 40_000) throw new Error(`the index holds ${index.size} entries`);
    return elapsed;
  },

  typeStatement() {
    const { sources, typedSql } = ensureCatalogue();
    const source = completionSource(CompletionIndex.build(completionEntries(sources)));
    const keystrokes: number[] = [];
    let answered = 0;
    let afterAlias: string[] = [];
    const aliasAt = typedSql.indexOf('li.', typedSql.indexOf(' ON ')) + 'li.'.length;
    for (let caret = 1; caret <= typedSql.length; caret += 1) {
      const typed = typedSql.slice(0, caret);
      const started = performance.now();
      const completions = source(typed, typed);
      keystrokes.push(performance.now() - started);
      if (completions.length > 0) answered += 1;
      if (caret === aliasAt) afterAlias = completions.map((entry) => entry.label);
    }
    return { keystrokes, answered, afterAlias };
  },

  prepareResults(rowCount) {
    unmount();
    arrowBytes = arrowResult(rowCount);
    json = jsonResult(rowCount);
    return arrowBytes.byteLength;
  },

  async firstPaint(shape) {
    if (!arrowBytes || !json) throw new Error('prepareResults first');
    unmount();
    const host = document.createElement('div');
    host.style.cssText = 'width:1200px;height:640px;display:flex;flex-direction:column';
    document.body.append(host);
    const started = performance.now();
    const resultSet: ResultSet = shape === 'arrow' ? resultSetFromArrow(arrowBytes) : resultSetFromRows(json);
    const root = createRoot(host);
    mounted = { root, host, rowCount: resultSet.rowCount };
    root.render(createElement(ResultSetGrid, { resultSet, label: 'Query results' }));
    await paintedWhen(() => rowInView(host, 0) && rowInView(host, 5), `first rows (${shape})`);
    return performance.now() - started;
  },

  async scrollToEnd() {
    const grid = scroller();
    const last = mounted!.rowCount - 1;
    const started = performance.now();
    grid.scrollTop = grid.scrollHeight;
    await paintedWhen(() => rowInView(mounted!.host, last), 'last row');
    return performance.now() - started;
  },

  async scrollToRow(row) {
    const grid = scroller();
    const started = performance.now();
    // The spacer is scaled: a row's scroll position is its share of the scrollable range.
    const range = grid.scrollHeight - grid.clientHeight;
    grid.scrollTop = Math.round((row / Math.max(1, mounted!.rowCount - 1)) * range);
    await paintedWhen(() => {
      const rows = [...mounted!.host.querySelectorAll<HTMLElement>('[role="row"][aria-rowindex]')].map((element) => Number(element.getAttribute('aria-rowindex')) - 2);
      // The jump lands within a few rows of the target (the scroll position is rounded to a pixel).
      const near = rows.find((candidate) => Math.abs(candidate - row) <= 40 && rowInView(mounted!.host, candidate));
      return near !== undefined;
    }, `row ${row}`);
    return performance.now() - started;
  },

  async scrollToTop() {
    const grid = scroller();
    grid.scrollTop = 0;
    await paintedWhen(() => rowInView(mounted!.host, 0), 'first row again');
    await afterPaint();
  },
};
