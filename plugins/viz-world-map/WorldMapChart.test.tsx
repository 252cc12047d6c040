// @vitest-environment happy-dom
import { loadWorldBoundaries, type ChartRenderProps, type DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorldMapChartProps } from './transform-props.js';
import WorldMapChart from './WorldMapChart.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const entry = (label: string, metric: number, color: string) => ({
  value: label,
  label,
  metric,
  secondary: metric / 2,
  formattedMetric: String(metric),
  formattedSecondary: String(metric / 2),
  color,
});

const props: WorldMapChartProps = {
  entries: [entry('FR', 66, '#111111'), entry('BR', 200, '#222222'), entry('XX', 1, '#333333')],
  entityColumn: 'iso2',
  countryFieldType: 'cca2',
  metricName: 'Population',
  secondaryName: 'Rural population',
  colorBy: 'metric',
  showBubbles: true,
  maxBubbleSize: 20,
  bubbleColor: '#007a87',
  legend: { caption: 'Population', colors: ['#ffffff', '#000000'], minLabel: '1', maxLabel: '200' },
};

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function render(extra: Partial<ChartRenderProps<WorldMapChartProps>> = {}) {
  const onRendered = vi.fn();
  await act(async () => {
    root.render(<WorldMapChart width={800} height={450} chartProps={props} formData={{ datasource: '1__table', viz_type: 'world_map' }} colorMode="light" onRendered={onRendered} {...extra} />);
  });
  await act(async () => {
    await loadWorldBoundaries();
  });
  await vi.waitFor(() => expect(onRendered).toHaveBeenCalled(), { timeout: 10_000 });
  return onRendered;
}

const region = (id: string) => container.querySelector<SVGPathElement>(`[data-part="region"][data-id="${id}"]`);

describe('WorldMapChart', () => {
  it('draws every country from the shipped boundaries, coloured where it has a value', async () => {
    await render();
    expect(container.querySelectorAll('[data-part="region"]').length).toBeGreaterThan(150);
    expect(region('FRA')?.getAttribute('fill')).toBe('#111111');
    expect(region('BRA')?.getAttribute('fill')).toBe('#222222');
    expect(region('DEU')?.getAttribute('fill')).toBe('#e3e8ec');
    expect(region('FRA')?.getAttribute('data-has-value')).toBe('true');
    expect(container.querySelector('[data-part="color-legend"]')?.textContent).toContain('Population');
  });

  it('sizes bubbles by area, the largest at the maximum size', async () => {
    await render();
    const radius = (id: string) => Number(container.querySelector(`[data-part="bubble"][data-id="${id}"]`)?.getAttribute('r'));
    expect(radius('BRA')).toBeCloseTo(20);
    expect(radius('FRA')).toBeCloseTo(20 * Math.sqrt(33 / 100));
  });

  it('shows a tooltip on hover, cross-filters on click and clears on a second click', async () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    await render({ setDataMask });
    await act(async () => {
      region('FRA')!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 400, clientY: 100 }));
    });
    const tooltip = container.querySelector('[role="tooltip"]')?.textContent ?? '';
    expect(tooltip).toContain('France');
    expect(tooltip).toContain('Population:66');
    expect(tooltip).toContain('Rural population:33');
    await act(async () => {
      region('FRA')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'iso2', op: 'IN', val: ['FR'] }] },
      filterState: { value: ['FR'], selectedValues: ['FR'], label: 'France' },
    });
    await render({ setDataMask, filterState: { value: ['FR'], selectedValues: ['FR'] } });
    expect(region('BRA')?.getAttribute('opacity')).toBe('0.35');
    expect(region('FRA')?.getAttribute('opacity')).toBe('1');
    await act(async () => {
      region('FRA')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(setDataMask).toHaveBeenLastCalledWith(expect.objectContaining({ filterState: expect.objectContaining({ value: null }) }));
  });

  it('opens the context menu with the country filter', async () => {
    const onContextMenu = vi.fn();
    await render({ onContextMenu });
    await act(async () => {
      region('BRA')!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: 5, clientY: 6 }));
    });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 5, clientY: 6, filters: [{ col: 'iso2', op: '==', val: 'BR' }] });
  });

  it('draws in dark mode with the dark no-data fill', async () => {
    await render({ colorMode: 'dark' });
    expect(region('DEU')?.getAttribute('fill')).toBe('#2b3741');
  });
});
