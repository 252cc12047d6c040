// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useReportReady, watchChartsFinished } from './use-report-ready';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Tests lay nothing out: a holder counts as shown unless it sits in an element marked `hidden-tab`. */
const displayed = (element: Element) => element.closest('.hidden-tab') === null;
const ready = () => document.documentElement.dataset['reportReady'];
/** Lets the MutationObserver and the settle timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function holder(status: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-chart-status', status);
  return element;
}

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset['reportReady'];
});

describe('watchChartsFinished', () => {
  it('says finished once every shown chart has drawn or failed, and not finished when one loads again', async () => {
    const grid = document.createElement('div');
    grid.append(holder('loading'), holder('rendered'));
    const hidden = document.createElement('div');
    hidden.className = 'hidden-tab';
    hidden.append(holder('idle'));
    grid.append(hidden);
    document.body.append(grid);
    const seen: boolean[] = [];
    const stop = watchChartsFinished(grid, (finished) => seen.push(finished), displayed);
    await settle();
    expect(seen.at(-1)).toBe(false);

    grid.firstElementChild!.setAttribute('data-chart-status', 'failed');
    await settle();
    expect(seen.at(-1)).toBe(true);

    // A refresh: the chart loads again, the signal goes.
    grid.firstElementChild!.setAttribute('data-chart-status', 'loading');
    await settle();
    expect(seen.at(-1)).toBe(false);
    grid.firstElementChild!.setAttribute('data-chart-status', 'rendered');
    await settle();
    expect(seen.at(-1)).toBe(true);
    stop();
  });
});

function Grid({ statuses }: { statuses: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useReportReady(ref);
  return (
    <div ref={ref}>
      {statuses.map((status, index) => (
        <div key={index} data-chart-status={status} />
      ))}
    </div>
  );
}

describe('useReportReady', () => {
  it('sets document.documentElement.dataset.reportReady only while every chart has finished, and clears it on unmount', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<Grid statuses={['idle', 'loading']} />));
    await act(settle);
    expect(ready()).toBeUndefined();

    await act(async () => root!.render(<Grid statuses={['rendered', 'loading']} />));
    await act(settle);
    expect(ready()).toBeUndefined();

    await act(async () => root!.render(<Grid statuses={['rendered', 'failed']} />));
    await act(settle);
    expect(ready()).toBe('true');

    await act(async () => root!.render(<Grid statuses={['rendered', 'loading']} />));
    await act(settle);
    expect(ready()).toBeUndefined();

    await act(async () => root!.render(<Grid statuses={['rendered', 'rendered']} />));
    await act(settle);
    expect(ready()).toBe('true');
    await act(async () => root!.unmount());
    root = undefined;
    expect(ready()).toBeUndefined();
  });
});
