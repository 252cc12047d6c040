// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROLS } from '../controls/index.js';
import { AnnotationLayersWidget, formulaLayer } from './AnnotationLayersWidget.js';
import { find, mountWidget, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

const EVENTS = { name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 4, show: true, showLabel: true, overrides: {} };

async function render(value: unknown) {
  const mounted = await mountWidget(AnnotationLayersWidget, { schema: CONTROLS.annotation_layers.schema, value });
  unmount = mounted.unmount;
  const button = (text: string) => [...mounted.container.querySelectorAll<HTMLButtonElement>('button')].find((element) => element.textContent === text);
  const field = (name: string) => find<HTMLInputElement>(mounted.container, `[data-formula-form] input[data-field="${name}"]`);
  return { ...mounted, button, field };
}

describe('AnnotationLayersWidget', () => {
  it('adds a formula layer with a name, an expression and a colour', async () => {
    const { button, field, changes, container } = await render([]);
    expect(container.textContent).toContain('No annotation layers.');
    await act(async () => button('Add formula layer')!.click());
    expect(field('name').value).toBe('Formula 1');
    // Nothing to add before the formula is written.
    expect(button('Add layer')!.disabled).toBe(true);
    await act(async () => typeInto(field('name'), 'Target'));
    await act(async () => typeInto(field('expression'), 'y = 1000'));
    await act(async () => typeInto(find<HTMLInputElement>(container, '[data-formula-form] input[type="color"]'), '#00aa00'));
    await act(async () => button('Add layer')!.click());
    expect(changes).toEqual([[formulaLayer('Target', 'y = 1000', '#00aa00')]]);
    expect(find(container, '[data-annotation-layer="Target"]').textContent).toContain('y = 1000');
    expect(container.querySelector('[data-formula-form]')).toBeNull();
  });

  it('keeps layer names unique', async () => {
    const { button, field } = await render([formulaLayer('Target', 'y = 1000', '#00aa00')]);
    await act(async () => button('Add formula layer')!.click());
    await act(async () => typeInto(field('name'), 'Target'));
    await act(async () => typeInto(field('expression'), 'y = 5'));
    expect(find(document.body, '[data-formula-form] [role="alert"]').textContent).toBe('A layer named "Target" exists already.');
    expect(button('Add layer')!.disabled).toBe(true);
  });

  it('shows, hides, edits and removes layers, keeping layers of other kinds as they are', async () => {
    const target = formulaLayer('Target', 'y = 1000', '#00aa00');
    const { container, changes, button, field } = await render([EVENTS, target]);
    expect(find(container, '[data-annotation-layer="Releases"]').textContent).toContain('Event');
    await act(async () => find<HTMLButtonElement>(container, 'button[aria-label="Hide Target"]').click());
    expect(changes.at(-1)).toEqual([EVENTS, { ...target, show: false }]);

    await act(async () => find<HTMLButtonElement>(container, '[data-annotation-layer="Target"] button:not([aria-label])').click());
    expect(field('expression').value).toBe('y = 1000');
    await act(async () => typeInto(field('expression'), 'y = 2 * x'));
    await act(async () => button('Save layer')!.click());
    expect(changes.at(-1)).toEqual([EVENTS, { ...target, value: 'y = 2 * x', show: false }]);

    await act(async () => find<HTMLButtonElement>(container, 'button[aria-label="Remove Releases"]').click());
    expect(changes.at(-1)).toEqual([{ ...target, value: 'y = 2 * x', show: false }]);
  });
});
