// @vitest-environment happy-dom
import type { Widget, WidgetProps } from '@rjsf/utils';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import type { UiSchema } from '@core/plugin-api/ui-schema.js';
import { composeVizSchema } from '../compose/compose-viz-schema.js';
import { BASIC_WIDGETS } from './basic-widgets.js';
import type { ExploreDatasource } from './control-panel-context.js';
import { ControlPanel } from './ControlPanel.js';
import { TEST_DATASOURCE, defaultsOf, find, mount, recordingServices, typeInto } from './widget-test-kit.js';

/** Stand-in for the picker widgets (written elsewhere): shows the value, sets a fixed one on click. */
function PickerStandIn({ id, name, value, onChange }: WidgetProps) {
  return (
    <button type="button" id={id} data-stand-in={name} onClick={() => onChange(name === 'x_axis' ? 'ds' : ['count'])}>
      {JSON.stringify(value)}
    </button>
  );
}

const WIDGETS: Record<string, Widget> = {
  ...(BASIC_WIDGETS as Record<string, Widget>),
  MetricsWidget: PickerStandIn,
  MetricWidget: PickerStandIn,
  ColumnsWidget: PickerStandIn,
  ColumnWidget: PickerStandIn,
  AdhocFiltersWidget: PickerStandIn,
  TimeRangeWidget: PickerStandIn,
};

const PANEL = composeVizSchema([
  'metrics',
  'groupby',
  'adhoc_filters',
  'row_limit',
  'time_range',
  'x_axis',
  'time_grain_sqla',
  'rolling_type',
  'rolling_periods',
  'time_compare',
  'comparison_type',
  'y_axis_format',
  'color_scheme',
]);

type Change = { next: Record<string, unknown>; changed: string | undefined };

interface HarnessProps {
  schema: JsonSchema;
  uiSchema: UiSchema;
  initial: Record<string, unknown>;
  changes: Change[];
  datasource?: ExploreDatasource;
  maxRowLimit?: number;
  showErrors?: boolean;
}

/** The page's part: keeps the form data the panel reports. */
function Harness({ schema, uiSchema, initial, changes, datasource = TEST_DATASOURCE, maxRowLimit = 100000, showErrors }: HarnessProps) {
  const [formData, setFormData] = useState(initial);
  const [services] = useState(recordingServices);
  return (
    <ControlPanel
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      datasource={datasource}
      services={services}
      maxRowLimit={maxRowLimit}
      widgets={WIDGETS}
      showErrors={showErrors}
      onChange={(next, changed) => {
        changes.push({ next, changed });
        setFormData(next);
      }}
    />
  );
}

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function renderPanel(formData: Record<string, unknown>, options: Partial<HarnessProps> = {}) {
  const schema = options.schema ?? PANEL.schema;
  const uiSchema = options.uiSchema ?? PANEL.uiSchema;
  const changes: Change[] = [];
  const mounted = await mount(<Harness schema={schema} uiSchema={uiSchema} initial={{ ...defaultsOf(schema), ...formData }} changes={changes} {...options} />);
  unmount = mounted.unmount;
  await mounted.settle();
  const { container } = mounted;
  const control = (name: string) => container.querySelector<HTMLElement>(`[data-control="${name}"]`);
  const errorOf = (name: string) => control(name)?.querySelector('[data-control-error]')?.getAttribute('aria-label') ?? null;
  return { ...mounted, changes, control, errorOf };
}

describe('ControlPanel', () => {
  it('groups the controls into the shared sections, Query and Time open', async () => {
    const { container, control } = await renderPanel({});
    const sections = [...container.querySelectorAll<HTMLElement>('[data-section]')];
    expect(sections.map((section) => section.dataset.section)).toEqual(['query', 'time', 'advanced_analytics', 'customize']);
    const titleOf = (section: HTMLElement) => section.querySelector('.MuiAccordionSummary-content')?.textContent;
    expect(sections.map(titleOf)).toEqual(['Query', 'Time', 'Advanced analytics', 'Customize']);
    const expanded = (key: string) => find(container, `[data-section="${key}"] .MuiAccordionSummary-root`).getAttribute('aria-expanded');
    expect(expanded('query')).toBe('true');
    expect(expanded('time')).toBe('true');
    expect(expanded('advanced_analytics')).toBe('false');

    const labelOf = (name: string) => control(name)?.querySelector('label')?.textContent;
    expect(labelOf('metrics')).toBe('Metrics');
    expect(labelOf('row_limit')).toBe('Row limit');
    expect(labelOf('comparison_type')).toBe('Calculation type');
    expect(find(container, '[data-section="query"]').contains(control('metrics'))).toBe(true);
    expect(find(container, '[data-section="advanced_analytics"]').contains(control('rolling_type'))).toBe(true);
    // Required (nonEmpty) controls carry the asterisk; the description is an info tooltip.
    expect(control('metrics')?.querySelector('[data-required-marker]')).not.toBeNull();
    expect(control('row_limit')?.querySelector('[data-required-marker]')).toBeNull();
    expect(control('row_limit')?.querySelector('[data-control-description]')?.getAttribute('aria-label')).toMatch(/^The most rows the query returns/);
    // No submit button.
    expect(container.querySelector('button[type="submit"]')).toBeNull();
  });

  it('shows the validators’ messages as an error icon with a tooltip', async () => {
    const { container, errorOf, settle } = await renderPanel({ metrics: [], row_limit: 200000 });
    expect(errorOf('metrics')).toBe('cannot be empty');
    expect(errorOf('row_limit')).toBe('Value cannot exceed 100000');
    expect(errorOf('groupby')).toBeNull();
    expect(find(container, '[data-section="query"] [data-section-error]').getAttribute('aria-label')).toBe('3 controls have errors');

    const icon = find(container, '[data-control="metrics"] [data-control-error]');
    await act(async () => {
      icon.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    await settle(5);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(document.body.querySelector('[role="tooltip"]')?.textContent).toBe('cannot be empty');
  });

  it('clears a message once the value is fixed', async () => {
    const { container, errorOf, changes } = await renderPanel({ metrics: [] });
    await act(async () => find(container, '[data-stand-in="metrics"]').click());
    expect(changes.at(-1)).toMatchObject({ changed: 'metrics', next: { metrics: ['count'] } });
    expect(errorOf('metrics')).toBeNull();
  });

  it('reads the row-limit bound from maxRowLimit and reports text that is not an integer', async () => {
    const bounded = await renderPanel({ metrics: ['count'], row_limit: 200000 }, { maxRowLimit: 500000 });
    expect(bounded.errorOf('row_limit')).toBeNull();
    await bounded.unmount();
    unmount = undefined;

    const typed = await renderPanel({ metrics: ['count'], row_limit: 'abc' });
    expect(typed.errorOf('row_limit')).toBe('is expected to be an integer');
  });

  it('passes typed text through to the integer validator', async () => {
    const { container, errorOf, changes } = await renderPanel({ metrics: ['count'], rolling_type: 'mean' });
    const input = find<HTMLInputElement>(container, '[data-control="rolling_periods"] input');
    await act(async () => typeInto(input, 'abc'));
    expect(changes.at(-1)).toMatchObject({ changed: 'rolling_periods', next: { rolling_periods: 'abc' } });
    expect(errorOf('rolling_periods')).toBe('is expected to be an integer');
    await act(async () => typeInto(input, '7'));
    expect(changes.at(-1)?.next.rolling_periods).toBe(7);
    expect(errorOf('rolling_periods')).toBeNull();
  });

  it('hides the time grain unless the x-axis is a temporal column, and shows no errors of hidden controls', async () => {
    const categorical = await renderPanel({ x_axis: 'gender', rolling_type: 'None', rolling_periods: 'abc' });
    expect(categorical.control('x_axis')).not.toBeNull();
    expect(categorical.control('time_grain_sqla')).toBeNull();
    expect(categorical.control('rolling_periods')).toBeNull();
    expect(categorical.container.textContent).not.toContain('is expected to be an integer');
    await categorical.unmount();
    unmount = undefined;

    const temporal = await renderPanel({ x_axis: 'ds' });
    expect(temporal.control('time_grain_sqla')).not.toBeNull();
    await temporal.unmount();
    unmount = undefined;

    const adhoc = await renderPanel({ x_axis: { label: 'day', sqlExpression: "DATE_TRUNC('day', ds)", expressionType: 'SQL' } });
    expect(adhoc.control('time_grain_sqla')).not.toBeNull();
  });

  it('shows the time grain once the x-axis becomes temporal', async () => {
    const { container, control } = await renderPanel({ x_axis: null });
    expect(control('time_grain_sqla')).toBeNull();
    await act(async () => find(container, '[data-stand-in="x_axis"]').click());
    expect(control('time_grain_sqla')).not.toBeNull();
  });

  it('forces a percent y-axis format for a percentage comparison, through onChange', async () => {
    const { changes } = await renderPanel({ comparison_type: 'percentage', y_axis_format: 'SMART_NUMBER' });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ changed: 'y_axis_format', next: { comparison_type: 'percentage', y_axis_format: '.1%' } });
  });

  it('applies the forced format in the same change as the comparison the user picks', async () => {
    const { container, changes, settle } = await renderPanel({ comparison_type: 'values' });
    const input = find<HTMLInputElement>(container, '[data-control="comparison_type"] input');
    await act(async () => {
      input.focus();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    await settle();
    const option = [...document.body.querySelectorAll<HTMLElement>('[role="option"]')].find((element) => element.textContent === 'Percentage change');
    expect(option).toBeDefined();
    await act(async () => option!.click());
    expect(changes.at(-1)).toMatchObject({ changed: 'comparison_type', next: { comparison_type: 'percentage', y_axis_format: '.1%' } });
    expect(find<HTMLInputElement>(container, '[data-control="y_axis_format"] input').value).toBe('Percent, 1 decimal (12.3%)');
  });

  it('names the control that changed, render-only controls included', async () => {
    const { schema, uiSchema } = composeVizSchema(['metrics', 'show_legend', 'legend_orientation', 'label_colors']);
    const { container, changes } = await renderPanel({ metrics: ['count'] }, { schema, uiSchema });
    await act(async () => find<HTMLInputElement>(container, '[data-control="show_legend"] input[type="checkbox"]').click());
    expect(changes.at(-1)).toMatchObject({ changed: 'show_legend', next: { show_legend: false } });
    expect(uiSchema.show_legend).toMatchObject({ 'ui:renderTrigger': true });
    // The legend position follows the legend.
    expect(container.querySelector('[data-control="legend_orientation"]')).toBeNull();
  });

  it('hands object-valued controls to their widget rather than one input per property', async () => {
    const { schema, uiSchema } = composeVizSchema(['label_colors']);
    const { container, changes } = await renderPanel({ label_colors: { boy: '#1f77b4' } }, { schema, uiSchema });
    const rows = container.querySelectorAll('[data-control="label_colors"] [data-label-color-row]');
    expect(rows).toHaveLength(1);
    const label = find<HTMLInputElement>(container, '[data-control="label_colors"] input[aria-label="Label"]');
    expect(label.value).toBe('boy');
    await act(async () => typeInto(label, 'boys'));
    expect(changes.at(-1)).toMatchObject({ changed: 'label_colors', next: { label_colors: { boys: '#1f77b4' } } });
  });

  it('reports nothing on mount, keeping cleared values and fields of other controls as they are', async () => {
    const { changes, control } = await renderPanel({ x_axis: 'ds', time_grain_sqla: null, time_compare: [], slice_id: 42 });
    expect(changes).toEqual([]);
    expect(control('time_grain_sqla')?.querySelector('input')?.value).toBe('');
  });

  it('keeps form-data fields that are not controls of this viz type in the data it reports', async () => {
    const { container, changes } = await renderPanel({ metrics: [], slice_id: 42, datasource: '3__table' });
    await act(async () => find(container, '[data-stand-in="metrics"]').click());
    expect(changes.at(-1)?.next).toMatchObject({ metrics: ['count'], slice_id: 42, datasource: '3__table' });
  });

  it('shows no messages when told not to', async () => {
    const { container } = await renderPanel({ metrics: [], row_limit: 200000 }, { showErrors: false });
    expect(container.querySelector('[data-control-error]')).toBeNull();
    expect(container.querySelector('[data-section-error]')).toBeNull();
  });
});
