// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOUNDS_SCHEMA } from '../schema-parts/bounds-schema.js';
import { BoundsWidget, boundOfText, boundsOf } from './BoundsWidget.js';
import { find, mountWidget, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function render(value: unknown) {
  const mounted = await mountWidget(BoundsWidget, { schema: { ...BOUNDS_SCHEMA, title: 'Value bounds' }, value });
  unmount = mounted.unmount;
  const input = (label: 'Min' | 'Max') => find<HTMLInputElement>(mounted.container, `input[aria-label="${label}"]`);
  return { ...mounted, input };
}

describe('BoundsWidget', () => {
  it('shows each end, an open end empty, stored text read as a number', async () => {
    const { input } = await render([null, '250']);
    expect(input('Min').value).toBe('');
    expect(input('Min').placeholder).toBe('Min');
    expect(input('Max').value).toBe('250');
  });

  it('stores typed numbers and an emptied field as null', async () => {
    const { input, changes } = await render([null, null]);
    await act(async () => typeInto(input('Min'), '-1.5'));
    expect(changes.at(-1)).toEqual([-1.5, null]);
    await act(async () => typeInto(input('Max'), '10'));
    expect(changes.at(-1)).toEqual([-1.5, 10]);
    await act(async () => typeInto(input('Min'), ''));
    expect(changes.at(-1)).toEqual([null, 10]);
  });

  it('keeps half-typed text without storing it', async () => {
    const { input, changes } = await render([1, 2]);
    await act(async () => typeInto(input('Min'), '-'));
    expect(input('Min').value).toBe('-');
    expect(changes).toEqual([]);
  });

  it('names a minimum above the maximum', async () => {
    const { container, input } = await render([1, 5]);
    expect(container.textContent).not.toContain('Minimum value cannot be higher than maximum value');
    await act(async () => typeInto(input('Min'), '8'));
    expect(container.textContent).toContain('Minimum value cannot be higher than maximum value');
    expect(input('Min').getAttribute('aria-invalid')).toBe('true');
  });

  it('reads values', () => {
    expect(boundsOf(null)).toEqual([null, null]);
    expect(boundsOf([' 3 ', 'x'])).toEqual([3, null]);
    expect(boundOfText(' ')).toBeNull();
    expect(boundOfText('1e')).toBeUndefined();
    expect(boundOfText('1e3')).toBe(1000);
  });
});
