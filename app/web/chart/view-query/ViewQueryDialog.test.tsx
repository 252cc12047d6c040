// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedQueryOf } from '../../features/sqllab/requested-query';
import { ViewQueryDialog, type ViewQueryDialogProps } from './ViewQueryDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  vi.unstubAllGlobals();
});

async function render(props: Partial<ViewQueryDialogProps>) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<ViewQueryDialog open onClose={vi.fn()} queries={[]} {...props} />));
  return document.querySelector<HTMLElement>('[role="dialog"]')!;
}

const button = (element: ParentNode, name: string) =>
  [...element.querySelectorAll<HTMLButtonElement>('button')].filter((candidate) => candidate.textContent === name);

const SQL = "SELECT name, COUNT(*) AS count\nFROM birth_names\nWHERE state = 'CA'\nGROUP BY name\nLIMIT 100";

describe('ViewQueryDialog', () => {
  it('highlights keywords and copies the SQL', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const dialog = await render({ queries: [{ query: SQL, language: 'sql' }] });
    expect(dialog.querySelector('pre')?.textContent).toBe(SQL);
    const keywords = [...dialog.querySelectorAll('[data-token="keyword"]')].map((node) => node.textContent);
    expect(keywords).toEqual(['SELECT', 'AS', 'FROM', 'WHERE', 'GROUP', 'BY', 'LIMIT']);
    expect(dialog.querySelector('[data-token="string"]')?.textContent).toBe("'CA'");
    await act(async () => button(dialog, 'Copy')[0]!.click());
    expect(writeText).toHaveBeenCalledWith(SQL);
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Copied to clipboard');
  });

  it('falls back to execCommand when the Clipboard API is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const dialog = await render({ queries: [{ query: 'SELECT 1' }] });
    await act(async () => button(dialog, 'Copy')[0]!.click());
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Copied to clipboard');
  });

  it('labels several queries and opens one in SQL Lab', async () => {
    const onOpenInSqlLab = vi.fn();
    const dialog = await render({ queries: [{ query: 'SELECT 1' }, { query: 'SELECT 2' }], onOpenInSqlLab });
    expect(dialog.textContent).toContain('Query 1 of 2');
    expect(dialog.textContent).toContain('Query 2 of 2');
    await act(async () => button(dialog, 'View in SQL Lab')[1]!.click());
    expect(onOpenInSqlLab).toHaveBeenCalledWith('SELECT 2');
  });

  it('opens the chart’s SQL in a new SQL Lab tab through router state, with its datasource', async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const router = createMemoryRouter(
      [
        { path: '/explore/', element: <ViewQueryDialog open onClose={vi.fn()} queries={[{ query: SQL, language: 'sql' }, { query: '{"size": 10}', language: 'json' }]} sqlLabSource={{ datasourceKey: '3__table', dbId: 1, schema: 'main' }} /> },
        { path: '/sqllab/', element: <p>SQL Lab</p> },
      ],
      { initialEntries: ['/explore/'] },
    );
    await act(async () => root!.render(<RouterProvider router={router} />));
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    // Only SQL goes to SQL Lab.
    expect(button(dialog, 'View in SQL Lab')).toHaveLength(1);
    await act(async () => button(dialog, 'View in SQL Lab')[0]!.click());
    expect(router.state.location.pathname).toBe('/sqllab/');
    expect(router.state.location.state).toEqual({ requestedQuery: { datasourceKey: '3__table', dbId: 1, schema: 'main', sql: SQL } });
    expect(requestedQueryOf(new URLSearchParams(), router.state.location.state)).toEqual({ kind: 'datasource', datasourceKey: '3__table', sql: SQL });
  });

  it('offers SQL Lab only when it knows the chart’s datasource or a handler', async () => {
    const dialog = await render({ queries: [{ query: SQL }] });
    expect(button(dialog, 'View in SQL Lab')).toHaveLength(0);
  });

  it('shows loading and errors instead of queries', async () => {
    let dialog = await render({ loading: true });
    expect(dialog.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => root!.render(<ViewQueryDialog open onClose={vi.fn()} queries={[]} error="Request timed out" />));
    dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain('Request timed out');
  });
});
