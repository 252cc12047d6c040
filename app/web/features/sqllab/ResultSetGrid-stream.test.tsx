// @vitest-environment happy-dom
import { RecordBatchStreamWriter, tableFromArrays } from 'apache-arrow';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { readArrowStream } from './arrow-result-set';
import type { ResultSet } from './result-set';
import { ResultSetGrid } from './ResultSetGrid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement | null = null;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = null;
});

/** Batches of `n` (1000 rows each) as an Arrow stream, fed to the reader one batch at a time. */
function batchStream(batches: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const writer = new RecordBatchStreamWriter();
  let written = 0;
  const next = (index: number) => {
    writer.write(tableFromArrays({ n: Float64Array.from({ length: 1000 }, (_, row) => index * 1000 + row) }).batches[0]!);
    const all = writer.toUint8Array(true);
    controller.enqueue(all.slice(written));
    written = all.byteLength;
  };
  return { stream, next, end: () => controller.close(), batches };
}

const rowTexts = (element: HTMLElement) => [...element.querySelectorAll('[role="row"]')].slice(1).map((row) => row.querySelector('[role="gridcell"]')?.textContent);

describe('ResultSetGrid over a streaming result', () => {
  it('paints the first batch, counts rows as batches arrive, and keeps its scroll position while they do', async () => {
    const { stream, next, end } = batchStream(3);
    const snapshots: ResultSet[] = [];
    const reading = readArrowStream(stream, (resultSet) => snapshots.push(resultSet));
    next(0);
    for (let i = 0; i < 100 && snapshots.length < 1; i++) await new Promise((resolve) => setTimeout(resolve, 5));

    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<ResultSetGrid resultSet={snapshots[0]!} fallbackHeight={300} />));
    expect(container.textContent).toContain('1,000 rows');
    expect(rowTexts(container)[0]).toBe('0');

    // Scrolled down while the rest streams in.
    const scroller = container.querySelector<HTMLElement>('[role="grid"]')!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 500 * 28 });
    await act(async () => scroller.dispatchEvent(new Event('scroll', { bubbles: true })));
    const shown = rowTexts(container);
    expect(Number(shown.find((text) => Number(text) >= 490))).toBeGreaterThanOrEqual(490);

    next(1);
    next(2);
    end();
    await reading;
    await act(async () => root!.render(<ResultSetGrid resultSet={snapshots.at(-1)!} fallbackHeight={300} />));
    expect(container.textContent).toContain('3,000 rows');
    // The same rows are still in view: growing the result did not move the grid.
    expect(rowTexts(container)).toEqual(shown);
    expect(snapshots.at(-1)!.value(2999, 0)).toBe(2999);
  });
});
