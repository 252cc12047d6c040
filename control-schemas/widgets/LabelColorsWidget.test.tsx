// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getColorScheme } from '@core/plugin-api/viz-kit/index.js';
import { CONTROLS } from '../controls/index.js';
import { LabelColorsWidget, labelColorRowsOf, labelColorsOf } from './LabelColorsWidget.js';
import { find, mountWidget, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function render(value: unknown, formData: Record<string, unknown> = {}) {
  const mounted = await mountWidget(LabelColorsWidget, { schema: CONTROLS.label_colors.schema, value, context: { formData } });
  unmount = mounted.unmount;
  const rows = () => [...mounted.container.querySelectorAll<HTMLElement>('[data-label-color-row]')];
  return { ...mounted, rows };
}

describe('LabelColorsWidget', () => {
  it('lists each label with its colour', async () => {
    const { rows } = await render({ boy: '#1f77b4', girl: '#ff7f0e' });
    expect(rows().map((row) => find<HTMLInputElement>(row, 'input[aria-label="Label"]').value)).toEqual(['boy', 'girl']);
    expect(find<HTMLInputElement>(rows()[1]!, 'input[type="color"]').value).toBe('#ff7f0e');
  });

  it('adds a label in the scheme’s next colour once it is named', async () => {
    const { container, rows, changes } = await render({ boy: '#1f77b4' }, { color_scheme: 'tableau10' });
    await act(async () => find<HTMLButtonElement>(container, 'button:not([aria-label])').click());
    expect(rows()).toHaveLength(2);
    expect(changes).toEqual([]);
    await act(async () => typeInto(find<HTMLInputElement>(rows()[1]!, 'input[aria-label="Label"]'), 'girl'));
    expect(changes.at(-1)).toEqual({ boy: '#1f77b4', girl: getColorScheme('tableau10').colors[1] });
  });

  it('recolours and removes labels', async () => {
    const { rows, changes } = await render({ boy: '#1f77b4', girl: '#ff7f0e' });
    await act(async () => typeInto(find<HTMLInputElement>(rows()[0]!, 'input[type="color"]'), '#000000'));
    expect(changes.at(-1)).toEqual({ boy: '#000000', girl: '#ff7f0e' });
    await act(async () => find<HTMLButtonElement>(rows()[1]!, 'button[aria-label="Remove girl"]').click());
    expect(changes.at(-1)).toEqual({ boy: '#000000' });
    expect(rows()).toHaveLength(1);
  });

  it('flags a label listed twice and keeps its first colour', async () => {
    const { rows } = await render({ boy: '#1f77b4', girl: '#ff7f0e' });
    await act(async () => typeInto(find<HTMLInputElement>(rows()[1]!, 'input[aria-label="Label"]'), 'boy'));
    expect(rows()[1]!.textContent).toContain('Listed above already');
    expect(labelColorsOf([{ label: 'boy', color: '#111111' }, { label: 'boy', color: '#222222' }, { label: ' ', color: '#333333' }])).toEqual({ boy: '#111111' });
    expect(labelColorRowsOf({ a: '#111111', b: 3 })).toEqual([{ label: 'a', color: '#111111' }]);
  });
});
