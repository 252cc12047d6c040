// @vitest-environment happy-dom
import {
  DND_ITEM,
  type DndColumnItem,
  type DndMetricItem,
  type ExploreColumn,
  type ExploreDatasource,
  type ExploreMetric,
} from '@control-schemas/widgets/control-panel-context.js';
import { act } from 'react';
import { DndProvider, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterDatasource } from './datasource-filter';
import { DatasourcePanel, type DatasourcePanelProps } from './DatasourcePanel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const metrics: ExploreMetric[] = [
  { metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)', description: 'Number of rows' },
  { metric_name: 'sum__num', expression: 'SUM(num)', warning_text: 'Includes test data' },
];

const columns: ExploreColumn[] = [
  { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
  { column_name: 'name', verbose_name: 'Baby name', type: 'VARCHAR', type_generic: 1 },
  { column_name: 'num', type: 'BIGINT', type_generic: 0 },
  { column_name: 'is_boy', type: 'BOOLEAN', type_generic: 3 },
  { column_name: 'num_doubled', type: 'BIGINT', type_generic: 0, expression: 'num * 2' },
];

const datasource: ExploreDatasource = { id: 3, type: 'table', name: 'main.birth_names', columns, metrics, database: { id: 1, name: 'examples' } };

async function render(props: Partial<DatasourcePanelProps> = {}) {
  const handlers = { onChangeDataset: vi.fn(), onEditDataset: vi.fn() };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <DndProvider backend={HTML5Backend}>
        <DatasourcePanel datasource={datasource} {...handlers} {...props} />
      </DndProvider>,
    ),
  );
  return { element: container, ...handlers };
}

const labels = (element: HTMLElement, kind: 'metric' | 'column') =>
  [...element.querySelectorAll(`[data-kind="${kind}"]`)].map((row) => row.querySelector('p')?.textContent);
const sectionHeader = (element: HTMLElement, title: string) =>
  [...element.querySelectorAll<HTMLElement>('[aria-expanded]')].find((node) => node.getAttribute('aria-label')?.startsWith(title))!;

async function search(element: HTMLElement, value: string) {
  const input = element.querySelector<HTMLInputElement>('input[aria-label="Search metrics & columns"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('DatasourcePanel', () => {
  it('lists metrics and columns with type icons, warnings and calculated markers', async () => {
    const { element } = await render();
    expect(element.querySelector('h2')?.textContent).toBe('main.birth_names');
    expect(labels(element, 'metric')).toEqual(['COUNT(*)', 'sum__num']);
    expect(labels(element, 'column')).toEqual(['ds', 'Baby name', 'num', 'is_boy', 'num_doubled']);
    const types = [...element.querySelectorAll('[data-column-type]')].map((icon) => icon.getAttribute('data-column-type'));
    expect(types).toEqual(['temporal', 'string', 'numeric', 'boolean', 'numeric']);
    expect(element.querySelector('[aria-label="Warning: Includes test data"]')).not.toBeNull();
    expect(element.querySelectorAll('[aria-label="Calculated column"]')).toHaveLength(1);
    expect(element.textContent).toContain('Showing 2 of 2');
    expect(element.textContent).toContain('Showing 5 of 5');
  });

  it('filters both lists by the search text, on names and verbose names', async () => {
    const { element } = await render();
    await search(element, 'NUM');
    expect(labels(element, 'metric')).toEqual(['sum__num']);
    expect(labels(element, 'column')).toEqual(['num', 'num_doubled']);
    expect(element.textContent).toContain('Showing 1 of 2');
    expect(element.textContent).toContain('Showing 2 of 5');
    await search(element, 'baby');
    expect(labels(element, 'metric')).toEqual([]);
    expect(labels(element, 'column')).toEqual(['Baby name']);
    expect(element.textContent).toContain('No metrics match “baby”');
  });

  it('collapses and expands a section', async () => {
    const { element } = await render();
    await act(async () => sectionHeader(element, 'Metrics').click());
    expect(sectionHeader(element, 'Metrics').getAttribute('aria-expanded')).toBe('false');
    expect(labels(element, 'metric')).toEqual([]);
    expect(labels(element, 'column')).toHaveLength(5);
    await act(async () => sectionHeader(element, 'Metrics').click());
    expect(labels(element, 'metric')).toHaveLength(2);
  });

  it('offers the dataset actions it was given', async () => {
    const { element, onChangeDataset } = await render({ onEditDataset: undefined });
    await act(async () => element.querySelector<HTMLElement>('button[aria-label="Dataset actions"]')!.click());
    const items = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(['Change dataset']);
    await act(async () => items[0]!.click());
    expect(onChangeDataset).toHaveBeenCalledTimes(1);
  });

  it('renders only the rows in view of a long column list', async () => {
    const many = Array.from({ length: 5000 }, (_, index): ExploreColumn => ({ column_name: `col_${index}`, type_generic: 1 }));
    const { element } = await render({ datasource: { ...datasource, columns: many }, estimatedListHeight: 400 });
    const rendered = labels(element, 'column');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(element.textContent).toContain('Showing 5000 of 5000');
    await search(element, 'col_4999');
    expect(labels(element, 'column')).toEqual(['col_4999']);
  });
});

/** A control-like drop target accepting both item types. */
function DropZone({ onDrop }: { onDrop: (item: DndColumnItem | DndMetricItem) => void }) {
  const [, dropRef] = useDrop(() => ({ accept: [DND_ITEM.column, DND_ITEM.metric], drop: onDrop }), [onDrop]);
  return (
    <div
      data-testid="drop"
      ref={(node) => {
        dropRef(node);
      }}
    />
  );
}

/** happy-dom's DataTransfer lacks setDragImage, which the HTML5 backend calls on drag start. */
const dataTransfer = () => Object.assign(new DataTransfer(), { setDragImage: () => undefined });

const dragEvent = (type: string) => {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.assign(event, { dataTransfer: dataTransfer(), clientX: 0, clientY: 0 });
  return event;
};

describe('DatasourcePanel drag and drop', () => {
  it('drags a column and a metric with the item shapes the controls accept', async () => {
    const onDrop = vi.fn();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <DndProvider backend={HTML5Backend}>
          <DatasourcePanel datasource={datasource} onChangeDataset={vi.fn()} />
          <DropZone onDrop={onDrop} />
        </DndProvider>,
      ),
    );
    const drop = container.querySelector('[data-testid="drop"]')!;
    const dragTo = async (source: Element) => {
      await act(async () => {
        source.dispatchEvent(dragEvent('dragstart'));
        drop.dispatchEvent(dragEvent('dragenter'));
        drop.dispatchEvent(dragEvent('dragover'));
        drop.dispatchEvent(dragEvent('drop'));
        source.dispatchEvent(dragEvent('dragend'));
      });
    };
    await dragTo(container.querySelectorAll('[data-kind="column"]')[2]!);
    expect(onDrop).toHaveBeenLastCalledWith({ type: DND_ITEM.column, column: columns[2] }, expect.anything());
    await dragTo(container.querySelectorAll('[data-kind="metric"]')[0]!);
    expect(onDrop).toHaveBeenLastCalledWith({ type: DND_ITEM.metric, metric: metrics[0] }, expect.anything());
  });
});

describe('filterDatasource', () => {
  it('keeps dataset order and matches case-insensitively', () => {
    expect(filterDatasource(datasource, ' Name ').columns.map((column) => column.column_name)).toEqual(['name']);
    expect(filterDatasource(datasource, '').metrics).toHaveLength(2);
  });
});
