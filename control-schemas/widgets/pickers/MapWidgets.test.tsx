// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FixedOrMetricWidget, SpatialWidget, ViewportWidget } from './MapWidgets.js';
import { button, chooseOption, click, dialog, field, typeText } from './test-support/dom.js';
import { renderWidget } from './test-support/render-widget.js';

let rendered: Awaited<ReturnType<typeof renderWidget>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const combobox = (root: ParentNode) => root.querySelector('[role="combobox"]')!;

describe('SpatialWidget', () => {
  it('starts on two columns and stores the picked longitude column', async () => {
    rendered = await renderWidget(SpatialWidget, { value: null });
    expect(combobox(rendered.container).textContent).toContain('Longitude and latitude columns');
    await click(rendered.container.querySelectorAll<HTMLElement>('button')[0]!);
    await click(button(dialog('Add column'), 'num', 'option'));
    expect(rendered.lastValue()).toEqual({ type: 'latlong', lonCol: 'num' });
  });

  it('switches to a delimited column, latitude first', async () => {
    rendered = await renderWidget(SpatialWidget, { value: { type: 'latlong', lonCol: 'num', latCol: 'num' } });
    await chooseOption(combobox(rendered.container), 'One delimited column');
    expect(rendered.lastValue()).toMatchObject({ type: 'delimited' });
    await click(rendered.container.querySelector('input[type="checkbox"]')!);
    expect(rendered.lastValue()).toMatchObject({ type: 'delimited', reverseCheckbox: true });
  });
});

describe('FixedOrMetricWidget', () => {
  it('stores a typed fixed value as a number', async () => {
    rendered = await renderWidget(FixedOrMetricWidget, { value: { type: 'fix', value: 1000 } });
    await typeText(field(rendered.container, 'Fixed value'), '25');
    expect(rendered.lastValue()).toEqual({ type: 'fix', value: 25 });
  });

  it('switches to a metric', async () => {
    rendered = await renderWidget(FixedOrMetricWidget, { value: { type: 'fix', value: 1000 } });
    await chooseOption(combobox(rendered.container), 'Metric');
    expect(rendered.lastValue()).toEqual({ type: 'metric', value: null });
  });
});

describe('ViewportWidget', () => {
  it('changes one number of the camera, keeping the others', async () => {
    rendered = await renderWidget(ViewportWidget, { value: { longitude: 1, latitude: 2, zoom: 3, bearing: 0, pitch: 0 } });
    await typeText(field(rendered.container, 'Zoom'), '11.5');
    expect(rendered.lastValue()).toEqual({ longitude: 1, latitude: 2, zoom: 11.5, bearing: 0, pitch: 0 });
  });
});
