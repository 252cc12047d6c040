// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROLS } from '../controls/index.js';
import { AnnotationLayersWidget } from './AnnotationLayersWidget.js';
import { find, mountWidget, recordingServices, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

const SOURCES = {
  NATIVE: [{ value: 4, label: 'Releases' }, { value: 5, label: 'Outages' }],
  line: [{ value: 12, label: 'Births forecast' }],
  table: [],
};

async function render(value: unknown, withSources = true) {
  const asked: string[] = [];
  const services = {
    ...recordingServices(),
    ...(withSources
      ? {
          fetchAnnotationSources: async (sourceType: 'NATIVE' | 'line' | 'table') => {
            asked.push(sourceType);
            return SOURCES[sourceType];
          },
        }
      : {}),
  };
  const mounted = await mountWidget(AnnotationLayersWidget, { schema: CONTROLS.annotation_layers.schema, value, context: { services } });
  unmount = mounted.unmount;
  const button = (text: string) => [...mounted.container.querySelectorAll<HTMLButtonElement>('button')].find((element) => element.textContent === text);
  const field = <E extends Element = HTMLInputElement>(name: string) => find<E>(mounted.container, `[data-source-form] [data-field="${name}"]`);
  const choose = async (name: string, value: string) => {
    const select = field<HTMLSelectElement>(name);
    await act(async () => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  return { ...mounted, asked, button, field, choose };
}

describe('AnnotationLayersWidget: layers drawn from annotation layers and charts', () => {
  it('adds an interval layer from an annotation layer, with its style', async () => {
    const { button, field, choose, changes, settle, asked, container } = await render([]);
    await act(async () => button('Add annotation layer')!.click());
    await settle();
    expect(asked).toEqual(['NATIVE']);
    expect([...field<HTMLSelectElement>('value').options].map((option) => option.textContent)).toEqual(['Choose annotation layer', 'Releases', 'Outages']);
    expect(button('Add layer')!.disabled).toBe(true);
    expect(find(container, '[data-source-form] [role="alert"]').textContent).toBe('Choose the annotation layer to draw.');

    await act(async () => typeInto(field('name'), 'Incidents'));
    await choose('annotationType', 'INTERVAL');
    await choose('value', '5');
    await choose('opacity', 'opacityMedium');
    await choose('style', 'dashed');
    await act(async () => find<HTMLInputElement>(container, 'input[aria-label="Show label"]').click());
    await act(async () => button('Add layer')!.click());
    expect(changes).toEqual([
      [
        {
          name: 'Incidents', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 5, show: true, showLabel: true, color: '#D9534F', style: 'dashed', width: 1, opacity: 'opacityMedium', overrides: {},
          timeColumn: 'start_dttm', intervalEndColumn: 'end_dttm', titleColumn: 'short_descr', descriptionColumns: ['long_descr'],
        },
      ],
    ]);
    expect(find(container, '[data-annotation-layer="Incidents"]').textContent).toContain('Interval');
  });

  it('draws a line chart’s series over the chart’s own time range, and edits an existing layer', async () => {
    const events = { name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 4, show: false, showLabel: false, color: '#112233', overrides: {} };
    const { button, field, choose, changes, settle, asked, container } = await render([events]);
    await act(async () => button('Add annotation layer')!.click());
    await choose('annotationType', 'TIME_SERIES');
    await settle();
    expect(asked).toContain('line');
    await choose('value', '12');
    await act(async () => typeInto(field('name'), 'Forecast'));
    await act(async () => button('Add layer')!.click());
    expect(changes.at(-1)).toEqual([events, expect.objectContaining({ name: 'Forecast', annotationType: 'TIME_SERIES', sourceType: 'line', value: 12, overrides: { time_range: null } })]);

    await act(async () => find<HTMLButtonElement>(container, '[data-annotation-layer="Releases"] button:not([aria-label])').click());
    await settle();
    expect(field<HTMLSelectElement>('value').value).toBe('4');
    await act(async () => typeInto(field('width'), '3'));
    await act(async () => button('Save layer')!.click());
    expect((changes.at(-1) as unknown[])[0]).toMatchObject({ name: 'Releases', value: 4, width: 3, color: '#112233', show: false });
  });

  it('says where to create annotation layers when there are none to offer', async () => {
    const { button, settle, container } = await render([], false);
    await act(async () => button('Add annotation layer')!.click());
    await settle();
    expect(container.textContent).toContain('No annotation layers yet: add one under Settings › Annotation Layers.');
  });
});
