// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { chartsStillDrawing, waitForChartsDrawn } from './render-all-charts';

/** Tests lay nothing out: a holder counts as displayed unless it sits in an element marked `hidden-tab`. */
const displayed = (element: Element) => element.closest('.hidden-tab') === null;

/** A grid of chart holders with these statuses (`waiting`: idle for a required filter value). */
function gridOf(statuses: Array<'idle' | 'loading' | 'success' | 'rendered' | 'failed' | 'waiting' | 'undrawable'>, hiddenTab: string[] = []): HTMLElement {
  const grid = document.createElement('div');
  const holder = (status: string) => {
    const element = document.createElement('div');
    element.setAttribute('data-chart-status', status === 'waiting' ? 'idle' : status === 'undrawable' ? 'success' : status);
    if (status === 'waiting') element.innerHTML = '<div role="status" data-testid="chart-waiting-for-filters">Waiting for required filter values</div>';
    if (status === 'undrawable') element.innerHTML = '<div data-testid="chart-container"><div role="alert">Unexpected error</div></div>';
    return element;
  };
  for (const status of statuses) grid.appendChild(holder(status));
  const tab = document.createElement('div');
  tab.className = 'hidden-tab';
  for (const status of hiddenTab) tab.appendChild(holder(status));
  grid.appendChild(tab);
  document.body.appendChild(grid);
  return grid;
}

const setStatus = (grid: HTMLElement, index: number, status: string) => grid.querySelectorAll('[data-chart-status]')[index]!.setAttribute('data-chart-status', status);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('chartsStillDrawing', () => {
  it('counts the shown charts that have not drawn, failed or stopped to wait for a filter value', () => {
    const grid = gridOf(['rendered', 'idle', 'loading', 'success', 'failed', 'waiting', 'undrawable'], ['idle', 'loading']);
    expect(chartsStillDrawing(grid, displayed).map((holder) => holder.getAttribute('data-chart-status'))).toEqual(['idle', 'loading', 'success']);
  });
});

describe('waitForChartsDrawn', () => {
  it('answers 0 at once when every shown chart has drawn, whatever the hidden tabs hold', async () => {
    const grid = gridOf(['rendered', 'failed', 'waiting'], ['idle']);
    await expect(waitForChartsDrawn(grid, { displayed, timeoutMs: 5_000 })).resolves.toBe(0);
  });

  it('waits while charts load and draw, and answers 0 once the last one has drawn', async () => {
    const grid = gridOf(['rendered', 'idle', 'idle']);
    let answered: number | undefined;
    const waiting = waitForChartsDrawn(grid, { displayed, timeoutMs: 5_000 }).then((left) => (answered = left));
    setStatus(grid, 1, 'loading');
    setStatus(grid, 2, 'loading');
    await new Promise((resolve) => setTimeout(resolve, 20));
    setStatus(grid, 1, 'success');
    setStatus(grid, 2, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBeUndefined();
    setStatus(grid, 1, 'rendered');
    await expect(waiting).resolves.toBe(0);
  });

  it('gives up after the timeout and answers how many charts had not drawn', async () => {
    const grid = gridOf(['rendered', 'loading', 'success', 'idle']);
    setStatus(grid, 3, 'rendered');
    await expect(waitForChartsDrawn(grid, { displayed, timeoutMs: 50 })).resolves.toBe(2);
  });
});
