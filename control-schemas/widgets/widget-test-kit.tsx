import type { Registry, Widget, WidgetProps } from '@rjsf/utils';
import { act, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { ControlPanelContext, type ControlPanelContextValue, type ControlPanelServices, type ExploreDatasource } from './control-panel-context.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A small dataset as explore describes it, for widget tests. */
export const TEST_DATASOURCE: ExploreDatasource = {
  id: 3,
  type: 'table',
  name: 'public.birth_names',
  columns: [
    { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
    { column_name: 'gender', type: 'VARCHAR', type_generic: 1 },
    { column_name: 'name', type: 'VARCHAR', type_generic: 1 },
    { column_name: 'num', type: 'BIGINT', type_generic: 0 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  order_by_choices: [
    ['["ds", true]', 'ds [asc]'],
    ['["ds", false]', 'ds [desc]'],
    ['["num", true]', 'num [asc]'],
  ],
};

/** Services that record what the widgets ask for. */
export function recordingServices(): ControlPanelServices & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    resolveTimeRange: async (timeRange) => ({ since: null, until: null, timeRange }),
    fetchColumnValues: async () => [],
    openVizGallery: () => calls.push('openVizGallery'),
    openDatasourcePicker: () => calls.push('openDatasourcePicker'),
    vizTypeName: (key) => (key === 'echarts_timeseries_line' ? 'Line Chart' : key),
  };
}

/** The defaults of a composed form-data schema, as the registry derives them. */
export function defaultsOf(schema: JsonSchema): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if ('default' in property) defaults[name] = structuredClone(property.default);
  }
  return defaults;
}

/** Mounts UI into happy-dom with React's own `createRoot` + `act` (no testing library here). */
export async function mount(element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    rerender: async (next: ReactNode) => {
      await act(async () => root.render(next));
    },
    /** Lets effects, timers and promises settle. */
    settle: async (rounds = 3) => {
      for (let i = 0; i < rounds; i += 1) {
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      }
    },
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Renders a widget inside the control panel's context, as `ControlPanel` does. */
export function withPanelContext(element: ReactNode, overrides: Partial<ControlPanelContextValue> = {}): ReactNode {
  const value: ControlPanelContextValue = { datasource: TEST_DATASOURCE, services: recordingServices(), formData: {}, maxRowLimit: 100000, ...overrides };
  return <ControlPanelContext.Provider value={value}>{element}</ControlPanelContext.Provider>;
}

/** Sets an input's value the way typing does, so React's `onChange` fires. */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) throw new Error('HTMLInputElement has no value setter');
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The element matching `selector`; throws naming the selector when there is none. */
export function find<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`No element matches ${selector}`);
  return element;
}

interface WidgetHarnessProps {
  widget: Widget;
  schema: JsonSchema;
  initial: unknown;
  options: Record<string, unknown>;
  changes: unknown[];
}

/** Holds a widget's value the way rjsf does, recording every change the widget reports. */
function WidgetHarness({ widget: Component, schema, initial, options, changes }: WidgetHarnessProps) {
  const [value, setValue] = useState<unknown>(initial);
  const props: WidgetProps = {
    id: 'root_control',
    name: 'control',
    label: typeof schema.title === 'string' ? schema.title : 'Control',
    schema: schema as WidgetProps['schema'],
    uiSchema: {},
    options: options as WidgetProps['options'],
    value,
    onChange: (next: unknown) => {
      changes.push(next);
      setValue(next);
    },
    onBlur: () => undefined,
    onFocus: () => undefined,
    registry: {} as Registry,
  };
  return <Component {...props} />;
}

/**
 * Mounts one widget with a value it may change, inside the control panel's context. `changes`
 * lists the values the widget reported, in order.
 */
export async function mountWidget(
  widget: Widget,
  { schema, value, options = {}, context = {} }: { schema: JsonSchema; value: unknown; options?: Record<string, unknown>; context?: Partial<ControlPanelContextValue> },
) {
  const changes: unknown[] = [];
  const mounted = await mount(withPanelContext(<WidgetHarness widget={widget} schema={schema} initial={value} options={options} changes={changes} />, context));
  return { ...mounted, changes };
}
