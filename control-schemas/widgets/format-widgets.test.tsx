// @vitest-environment happy-dom
import type { Widget } from '@rjsf/utils';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { CONTROLS } from '../controls/index.js';
import { NumberFormatWidget, numberFormatExample } from './NumberFormatWidget.js';
import { TimeFormatWidget, timeFormatExample } from './TimeFormatWidget.js';
import { find, mountWidget, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

async function render(widget: Widget, schema: JsonSchema, value: unknown) {
  const mounted = await mountWidget(widget, { schema, value, options: { freeForm: true } });
  unmount = mounted.unmount;
  const input = find<HTMLInputElement>(mounted.container, 'input');
  const open = async () => {
    await act(async () => {
      input.focus();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    await mounted.settle();
    return [...document.body.querySelectorAll<HTMLElement>('[role="option"]')];
  };
  return { ...mounted, input, open };
}

describe('format examples', () => {
  it('formats a sample through the formatters charts use', () => {
    expect(numberFormatExample(',.2f')).toBe('12,345.43');
    expect(numberFormatExample('.1%')).toBe('12.3%');
    expect(numberFormatExample('SMART_NUMBER')).toBe('12.3k');
    expect(timeFormatExample('%Y-%m-%d')).toBe('2024-03-05');
    expect(timeFormatExample('%b %d, %Y')).toBe('Mar 05, 2024');
  });
});

describe('NumberFormatWidget', () => {
  it('shows an empty value as Adaptive', async () => {
    const { input } = await render(NumberFormatWidget, CONTROLS.y_axis_format.schema, '');
    expect(input.value).toBe('Adaptive (12.3k)');
  });

  it('lists the formats, each with a live example, and stores the one picked', async () => {
    const { open, changes } = await render(NumberFormatWidget, CONTROLS.y_axis_format.schema, 'SMART_NUMBER');
    const options = await open();
    expect(options.map((option) => option.dataset.format)).toContain(',.2f');
    const grouped = options.find((option) => option.dataset.format === ',.2f')!;
    expect(grouped.textContent).toContain(',.2f → 12,345.43');
    const percent = options.find((option) => option.dataset.format === '.2%')!;
    expect(percent.textContent).toContain('.2% → 12.34%');
    await act(async () => grouped.click());
    expect(changes).toEqual([',.2f']);
  });

  it('accepts a typed d3 format and shows what it gives', async () => {
    const { input, changes, container } = await render(NumberFormatWidget, CONTROLS.y_axis_format.schema, 'SMART_NUMBER');
    await act(async () => {
      input.focus();
      typeInto(input, ',.4f');
    });
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(changes.at(-1)).toBe(',.4f');
    expect(find(container, '[data-format-example]').textContent).toBe('e.g. 12,345.4320');
  });
});

describe('TimeFormatWidget', () => {
  it('lists the time formats with live examples and stores the one picked', async () => {
    const { open, changes, input } = await render(TimeFormatWidget, CONTROLS.x_axis_time_format.schema, 'smart_date');
    expect(input.value).toBe('Adaptive');
    const options = await open();
    const iso = options.find((option) => option.dataset.format === '%Y-%m-%d %H:%M:%S')!;
    expect(iso.textContent).toContain('→ 2024-03-05 14:30:15');
    await act(async () => iso.click());
    expect(changes).toEqual(['%Y-%m-%d %H:%M:%S']);
  });
});
