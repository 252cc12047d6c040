// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { chartAreaFinished, useExploreReportReady } from './use-explore-report-ready';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ready = () => document.documentElement.dataset['reportReady'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset['reportReady'];
});

function Page({ status, failed = false, alert = false }: { status: string; failed?: boolean; alert?: boolean }) {
  const ref = useExploreReportReady(failed);
  return (
    <div ref={ref}>
      <div data-testid="chart-area" data-status={status}>
        <div data-testid="chart-container">{alert && <div role="alert">Unexpected error</div>}</div>
      </div>
    </div>
  );
}

async function show(element: React.ReactNode) {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  await act(async () => root!.render(element));
  await act(settle);
}

describe('chartAreaFinished', () => {
  it('is true for a drawn, failed or stopped chart and for data the chart could not draw', () => {
    const area = (status: string, inner = '') => {
      const element = document.createElement('div');
      element.setAttribute('data-status', status);
      element.innerHTML = inner;
      return element;
    };
    expect(['rendered', 'failed', 'stopped'].map((status) => chartAreaFinished(area(status)))).toEqual([true, true, true]);
    expect(['idle', 'loading', 'success'].map((status) => chartAreaFinished(area(status)))).toEqual([false, false, false]);
    expect(chartAreaFinished(area('success', '<div data-testid="chart-container"><div role="alert">x</div></div>'))).toBe(true);
  });
});

describe('useExploreReportReady', () => {
  it('signals when the chart has drawn, not while it loads, and clears the signal when the page closes', async () => {
    await show(<Page status="loading" />);
    expect(ready()).toBeUndefined();
    await show(<Page status="success" />);
    expect(ready()).toBeUndefined();
    await show(<Page status="rendered" />);
    expect(ready()).toBe('true');
    await show(<Page status="loading" />);
    expect(ready()).toBeUndefined();
    await show(<Page status="success" alert />);
    expect(ready()).toBe('true');
    await act(async () => root!.unmount());
    root = undefined;
    expect(ready()).toBeUndefined();
  });

  it('signals at once when the page could not open the chart', async () => {
    await show(<Page status="idle" failed />);
    expect(ready()).toBe('true');
  });
});
