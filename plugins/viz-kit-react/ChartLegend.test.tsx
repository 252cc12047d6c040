// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartLegend, type ChartLegendProps } from './ChartLegend.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const palette = { text: '#111111', disabled: '#bbbbbb' };
const box = { left: 0, top: 0, width: 300, height: 30 };

function render(props: Partial<ChartLegendProps>): HTMLElement {
  const container = document.createElement('div');
  root = createRoot(container);
  const items = [
    { key: 'boy', color: '#1f77b4', hidden: false },
    { key: 'girl', label: 'Girls', color: '#ff7f0e', hidden: true },
  ];
  act(() => root!.render(<ChartLegend box={box} orientation="top" items={items} palette={palette} onToggle={() => undefined} {...props} />));
  return container;
}

describe('ChartLegend', () => {
  it('lists an entry per item, by its label or its key, a hidden one struck through', () => {
    const container = render({});
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('[data-part="legend-item"]')];
    expect(buttons.map((button) => button.textContent)).toEqual(['boy', 'Girls']);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(buttons[0]!.title).toBe('Hide boy');
    expect(buttons[1]!.title).toBe('Show Girls');
    expect(buttons[1]!.style.color).toBe(palette.disabled);
  });

  it('toggles an entry on click and reports hovering over a shown one', () => {
    const onToggle = vi.fn();
    const onHover = vi.fn();
    const container = render({ onToggle, onHover });
    const [boy, girl] = [...container.querySelectorAll<HTMLButtonElement>('[data-part="legend-item"]')];
    act(() => girl!.click());
    expect(onToggle).toHaveBeenCalledWith('girl');
    act(() => boy!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(onHover).toHaveBeenLastCalledWith('boy');
    act(() => boy!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(onHover).toHaveBeenLastCalledWith(null);
  });

  it('draws square or dot swatches, a hidden one in its own colour when given', () => {
    const swatches = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-part="legend-item"] span[aria-hidden="true"]')];
    const [square, hidden] = swatches(render({}));
    expect(square!.style.borderRadius).toBe('2px');
    expect(hidden!.style.background).toBe(palette.disabled);
    act(() => root!.unmount());
    const [dot, hiddenDot] = swatches(render({ swatch: 'dot', palette: { ...palette, disabledSwatch: '#eeeeee' } }));
    expect(dot!.style.borderRadius).toBe('50%');
    expect(hiddenDot!.style.background).toBe('#eeeeee');
  });

  it('wraps in rows above or below the plot, and stacks in a column beside it', () => {
    const list = (orientation: ChartLegendProps['orientation']) => render({ orientation }).querySelector<HTMLElement>('[data-part="legend"]')!;
    expect(list('bottom').style.flexDirection).toBe('row');
    act(() => root!.unmount());
    expect(list('left').style.flexDirection).toBe('column');
  });
});
