// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientErrorObject } from '@core/errors';
import { chartErrorText } from './chart-error-text';
import { ChartStatusOverlay, type ChartStatusOverlayProps } from './ChartStatusOverlay';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

async function render(props: ChartStatusOverlayProps) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<ChartStatusOverlay {...props} />));
  return container;
}

const button = (element: HTMLElement, name: string) =>
  [...element.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === name);

describe('ChartStatusOverlay', () => {
  it('names the missing controls when empty', async () => {
    const element = await render({ status: 'empty', missing: ['Metrics', 'Time range'] });
    expect(element.textContent).toContain('Add required control values to preview chart data');
    expect(element.textContent).toContain('Missing: Metrics, Time range');
  });

  it('shows a spinner with Stop while loading', async () => {
    const onStop = vi.fn();
    const element = await render({ status: 'loading', onStop });
    expect(element.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => button(element, 'Stop')!.click());
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('offers Run once updating was stopped', async () => {
    const onRun = vi.fn();
    const element = await render({ status: 'stopped', onRun });
    expect(element.textContent).toContain('Updating chart was stopped');
    await act(async () => button(element, 'Run')!.click());
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('shows a failed query as an alert with its error type', async () => {
    const element = await render({
      status: 'failed',
      errors: [
        { message: 'Column "nme" does not exist', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR' },
        { message: 'Column "nme" does not exist' },
        { message: 'Check the metric definitions' },
      ],
    });
    const alert = element.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Column "nme" does not exist');
    expect(alert.textContent).toContain('Check the metric definitions');
    expect(alert.textContent).toContain('COLUMN_DOES_NOT_EXIST_ERROR');
    expect(alert.querySelectorAll('li')).toHaveLength(1);
  });

  it('shows the stale banner with Run', async () => {
    const onRun = vi.fn();
    const element = await render({ status: 'stale', onRun });
    expect(element.querySelector('[role="status"]')?.textContent).toContain('Controls changed — run the query to update the chart');
    await act(async () => button(element, 'Run')!.click());
    expect(onRun).toHaveBeenCalledTimes(1);
  });
});

describe('ChartStatusOverlay: a timed-out chart request', () => {
  it('shows the timeout message with the hints of issues 1000 and 1001', async () => {
    const error = await getClientErrorObject({ statusText: 'timeout', timeout: 60_000 });
    const element = await render({ status: 'failed', message: error.error, errors: error.errors ?? [] });
    expect(element.querySelector('[role="alert"] .MuiAlertTitle-root')?.textContent).toBe('Request timed out');
    const hints = [...element.querySelectorAll('[aria-label="Possible causes"] li')].map((item) => item.textContent);
    expect(hints).toEqual(['Issue 1000 - The dataset is too large to query.', 'Issue 1001 - The database is under an unusual load.']);
  });
});

describe('chartErrorText', () => {
  it('prefers the message, replaces CSRF failures and never shows nothing', () => {
    expect(chartErrorText('Boom', [{ message: 'Other' }]).headline).toBe('Boom');
    expect(chartErrorText(undefined, [{ message: 'The CSRF token is missing.' }]).headline).toBe(
      'Your session timed out, please refresh your page and try again.',
    );
    expect(chartErrorText(undefined, [])).toEqual({ headline: 'An error occurred', details: [] });
    expect(chartErrorText('  ', [{ message: '' }]).headline).toBe('An error occurred');
  });
});
