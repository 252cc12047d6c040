// @vitest-environment happy-dom
import type { Widget } from '@rjsf/utils';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { CONTROLS } from '../controls/index.js';
import { CheckboxWidget } from './CheckboxWidget.js';
import { ColorSchemeWidget } from './ColorSchemeWidget.js';
import { ColorWidget } from './ColorWidget.js';
import type { ControlPanelContextValue } from './control-panel-context.js';
import { DatasourceWidget } from './DatasourceWidget.js';
import { IntegerWidget, integerValueOf } from './IntegerWidget.js';
import { RadioButtonsWidget } from './RadioButtonsWidget.js';
import { SliderWidget } from './SliderWidget.js';
import { TextWidget } from './TextWidget.js';
import { VizTypeWidget } from './VizTypeWidget.js';
import { find, mountWidget, recordingServices, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

async function render(widget: Widget, schema: JsonSchema, value: unknown, options: Record<string, unknown> = {}, context: Partial<ControlPanelContextValue> = {}) {
  const mounted = await mountWidget(widget, { schema, value, options, context });
  unmount = mounted.unmount;
  return mounted;
}

describe('CheckboxWidget and TextWidget', () => {
  it('store a boolean and the text as typed', async () => {
    const checkbox = await render(CheckboxWidget, CONTROLS.show_legend.schema, true);
    const box = find<HTMLInputElement>(checkbox.container, 'input[type="checkbox"]');
    expect(box.checked).toBe(true);
    await act(async () => box.click());
    expect(checkbox.changes).toEqual([false]);
    await checkbox.unmount();

    const text = await render(TextWidget, CONTROLS.x_axis_title.schema, '');
    await act(async () => typeInto(find<HTMLInputElement>(text.container, 'input'), 'Births'));
    expect(text.changes).toEqual(['Births']);
  });
});

describe('IntegerWidget', () => {
  it('stores whole numbers as numbers and other text unchanged', () => {
    expect(integerValueOf('42', false)).toBe(42);
    expect(integerValueOf(' -3 ', false)).toBe(-3);
    expect(integerValueOf('abc', false)).toBe('abc');
    expect(integerValueOf('1.5', false)).toBe('1.5');
    expect(integerValueOf('', true)).toBeNull();
    expect(integerValueOf('  ', false)).toBeUndefined();
  });

  it('lets invalid text through and clears a nullable control to null', async () => {
    const { container, changes } = await render(IntegerWidget, CONTROLS.rolling_periods.schema, 7);
    const input = find<HTMLInputElement>(container, 'input');
    expect(input.value).toBe('7');
    await act(async () => typeInto(input, 'abc'));
    expect(input.value).toBe('abc');
    await act(async () => typeInto(input, ''));
    await act(async () => typeInto(input, '12'));
    expect(changes).toEqual(['abc', null, 12]);
  });
});

describe('SliderWidget', () => {
  it('draws the schema’s range and the value with the step’s precision', async () => {
    const { container } = await render(SliderWidget, CONTROLS.opacity.schema, 0.2, { step: 0.05 });
    const input = find<HTMLInputElement>(container, 'input[type="range"]');
    expect([input.min, input.max, input.step]).toEqual(['0', '1', '0.05']);
    expect(container.textContent).toContain('0.20');
  });
});

describe('ColorWidget', () => {
  it('shows Superset’s { r, g, b, a } as hex and stores typed text', async () => {
    const { container, changes } = await render(ColorWidget, CONTROLS.color_picker.schema, { r: 0, g: 122, b: 135, a: 1 });
    const text = find<HTMLInputElement>(container, 'input[type="text"], input:not([type])');
    expect(text.value).toBe('#007a87');
    await act(async () => typeInto(text, 'rgb(31, 119, 180)'));
    expect(changes).toEqual(['rgb(31, 119, 180)']);
  });

  it('stores a picked colour as hex, keeping the alpha it had', async () => {
    const { container, changes } = await render(ColorWidget, CONTROLS.color_picker.schema, { r: 0, g: 122, b: 135, a: 0.5 });
    await act(async () => typeInto(find<HTMLInputElement>(container, 'input[type="color"]'), '#1f77b4'));
    expect(changes).toEqual(['#1f77b480']);
  });
});

describe('RadioButtonsWidget', () => {
  it('shows one button per choice and stores the one clicked', async () => {
    const { container, changes } = await render(RadioButtonsWidget, CONTROLS.legend_orientation.schema, 'top');
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Top', 'Bottom', 'Left', 'Right']);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    await act(async () => buttons[1]!.click());
    expect(changes).toEqual(['bottom']);
    // Clicking the selected button keeps the choice.
    await act(async () => find<HTMLButtonElement>(container, 'button[aria-pressed="true"]').click());
    expect(changes).toEqual(['bottom']);
  });
});

describe('ColorSchemeWidget', () => {
  it('shows a scheme that no longer exists as the default one', async () => {
    const { container, changes } = await render(ColorSchemeWidget, CONTROLS.color_scheme.schema, 'retiredScheme');
    expect(container.textContent).toContain('Tessera');
    expect(container.querySelectorAll('[data-scheme-swatches] span').length).toBeGreaterThan(0);
    expect(changes).toEqual([]);
  });

  it('lists every scheme with its colours and stores the id picked', async () => {
    const { container, changes, settle } = await render(ColorSchemeWidget, CONTROLS.color_scheme.schema, 'supersetColors');
    const trigger = find(container, '[role="combobox"]');
    await act(async () => trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
    await settle();
    const item = find(document.body, '[data-scheme="tableau10"]');
    expect(item.textContent).toBe('Tableau 10');
    expect(item.querySelectorAll('[data-scheme-swatches] span')).toHaveLength(10);
    await act(async () => item.click());
    expect(changes).toEqual(['tableau10']);
  });
});

describe('DatasourceWidget and VizTypeWidget', () => {
  it('show the dataset and viz type and open the page’s pickers', async () => {
    const services = recordingServices();
    const dataset = await render(DatasourceWidget, CONTROLS.datasource.schema, '3__table', {}, { services });
    expect(dataset.container.textContent).toContain('public.birth_names');
    expect(dataset.container.querySelector('[data-testid="TableChartOutlinedIcon"]')).not.toBeNull();
    await act(async () => find<HTMLButtonElement>(dataset.container, 'button').click());
    await dataset.unmount();

    const viz = await render(VizTypeWidget, CONTROLS.viz_type.schema, 'echarts_timeseries_line', {}, { services });
    const button = find<HTMLButtonElement>(viz.container, 'button');
    expect(button.textContent).toBe('Line Chart');
    await act(async () => button.click());
    expect(services.calls).toEqual(['openDatasourcePicker', 'openVizGallery']);
    expect(dataset.changes).toEqual([]);
    expect(viz.changes).toEqual([]);
  });
});
