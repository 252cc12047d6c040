// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataPane, type DataPaneProps, type DataPaneTabState } from './DataPane';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

async function render(element: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
  return container;
}

const tab = (element: HTMLElement, name: string) =>
  [...element.querySelectorAll<HTMLElement>('[role="tab"]')].find((candidate) => candidate.textContent === name)!;

const loaded: DataPaneTabState = { status: 'success', data: { colnames: ['name'], coltypes: [1], data: [{ name: 'Ada' }, { name: 'Grace' }] } };

/** The page's side: open state plus tab states that follow the load calls. */
function Harness({ onLoadResults, onLoadSamples }: Pick<DataPaneProps, 'onLoadResults' | 'onLoadSamples'>) {
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<DataPaneTabState>({ status: 'idle' });
  return (
    <DataPane
      open={open}
      onToggle={() => setOpen((value) => !value)}
      results={results}
      samples={{ status: 'error', error: 'Sorry, an error occurred' }}
      onLoadResults={() => {
        onLoadResults();
        setResults({ status: 'loading' });
      }}
      onLoadSamples={onLoadSamples}
    />
  );
}

describe('DataPane', () => {
  it('loads results once when opened, not while collapsed', async () => {
    const onLoadResults = vi.fn();
    const onLoadSamples = vi.fn();
    const element = await render(<Harness onLoadResults={onLoadResults} onLoadSamples={onLoadSamples} />);
    expect(onLoadResults).not.toHaveBeenCalled();
    expect(element.querySelector('[role="tabpanel"]')).toBeNull();

    await act(async () => element.querySelector<HTMLElement>('button[aria-label="Expand data pane"]')!.click());
    expect(onLoadResults).toHaveBeenCalledTimes(1);
    expect(element.querySelector('[role="progressbar"]')).not.toBeNull();
    expect(element.textContent).toContain('Loading results');

    await act(async () => element.querySelector<HTMLElement>('button[aria-label="Collapse data pane"]')!.click());
    await act(async () => tab(element, 'Results').click());
    expect(element.querySelector('[role="tabpanel"]')).not.toBeNull();
    expect(onLoadResults).toHaveBeenCalledTimes(1);
  });

  it('shows the samples error with a Retry that reloads', async () => {
    const onLoadSamples = vi.fn();
    const element = await render(<Harness onLoadResults={vi.fn()} onLoadSamples={onLoadSamples} />);
    await act(async () => tab(element, 'Samples').click());
    expect(element.querySelector('[role="tabpanel"]')).not.toBeNull();
    expect(element.querySelector('[role="alert"]')?.textContent).toContain('Sorry, an error occurred');
    expect(onLoadSamples).not.toHaveBeenCalled();
    const retry = [...element.querySelectorAll('button')].find((button) => button.textContent === 'Retry')!;
    await act(async () => retry.click());
    expect(onLoadSamples).toHaveBeenCalledTimes(1);
  });

  it('shows loaded rows in the grid without loading again', async () => {
    const onLoadResults = vi.fn();
    const element = await render(
      <DataPane open onToggle={vi.fn()} results={loaded} onLoadResults={onLoadResults} onLoadSamples={vi.fn()} height={300} />,
    );
    expect(onLoadResults).not.toHaveBeenCalled();
    expect(element.querySelector('[role="grid"]')?.getAttribute('aria-label')).toBe('Results');
    expect(element.textContent).toContain('2 rows');
    expect(element.textContent).toContain('Grace');
  });
});
