import type { RJSFSchema, Registry, WidgetProps } from '@rjsf/utils';
import { act, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { DndProvider, useDrag } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { ControlPanelContext, DND_ITEM, type ControlPanelContextValue, type ExploreColumn, type ExploreMetric } from '../../control-panel-context.js';
import { fakeControlPanel } from './fake-control-panel.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface RenderWidgetOptions {
  value: unknown;
  options?: WidgetProps['options'];
  schema?: RJSFSchema;
  panel?: ControlPanelContextValue;
  disabled?: boolean;
  /** Datasource-panel items to render beside the widget, to drag onto it. */
  dragSources?: ReadonlyArray<{ column: ExploreColumn } | { metric: ExploreMetric }>;
}

/** A datasource-panel item as the explore page renders it: a react-dnd source of a column or a metric. */
function FakeDragSource({ source }: { source: { column: ExploreColumn } | { metric: ExploreMetric } }): ReactElement {
  const isColumn = 'column' in source;
  const type = isColumn ? DND_ITEM.column : DND_ITEM.metric;
  const name = isColumn ? source.column.column_name : source.metric.metric_name;
  const [, dragRef] = useDrag(() => ({ type, item: { type, ...source } }), [type, source]);
  return (
    <span
      data-drag-source={name}
      ref={(node) => {
        dragRef(node);
      }}
    >
      {name}
    </span>
  );
}

/**
 * Mounts an rjsf widget the way the control panel does (react-dnd's HTML5 backend, the panel
 * context) with its value held in state, so a change re-renders it as in a form. `onChange` is a
 * spy of every value the widget emitted.
 */
export async function renderWidget(Widget: ComponentType<WidgetProps>, { value, options = {}, schema = {}, panel, disabled = false, dragSources = [] }: RenderWidgetOptions) {
  const onChange = vi.fn<(value: unknown) => void>();
  const context = panel ?? fakeControlPanel();
  let setValue: (value: unknown) => void = () => undefined;

  function Harness(): ReactNode {
    const [current, setCurrent] = useState<unknown>(value);
    setValue = setCurrent;
    return (
      <Widget
        id="root_control"
        name="control"
        label="Control"
        value={current}
        options={options}
        schema={schema}
        registry={{} as Registry}
        disabled={disabled}
        onBlur={() => undefined}
        onFocus={() => undefined}
        onChange={(next: unknown) => {
          onChange(next);
          setCurrent(next);
        }}
      />
    );
  }

  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <DndProvider backend={HTML5Backend}>
        <ControlPanelContext.Provider value={context}>
          <div data-testid="sources">
            {dragSources.map((source, index) => (
              <FakeDragSource key={index} source={source} />
            ))}
          </div>
          <Harness />
        </ControlPanelContext.Provider>
      </DndProvider>,
    );
  });

  return {
    container,
    onChange,
    panel: context,
    /** The last value the widget emitted. */
    lastValue: () => onChange.mock.lastCall?.[0],
    /** Replaces the value from outside, as a form reset would. */
    setValue: async (next: unknown) => {
      await act(async () => setValue(next));
    },
    /** The drag source of the named column or metric (see `dragSources`). */
    source: (name: string) => {
      const element = container.querySelector(`[data-drag-source="${name}"]`);
      if (!element) throw new Error(`no drag source ${name}`);
      return element;
    },
    /** Lets pending promises and timers settle. */
    settle: async (ms = 0, rounds = 3) => {
      for (let round = 0; round < rounds; round += 1) {
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, ms));
        });
      }
    },
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
