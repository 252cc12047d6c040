// @vitest-environment happy-dom
import { loadCountryBoundaries, type ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CountryMapChart from './CountryMapChart.js';
import type { CountryMapChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const france: CountryMapChartProps = {
  country: 'france',
  entries: [
    { value: 'FR-75', code: 'FR-75', metric: 31012, formattedMetric: '31,012', color: '#101010' },
    { value: 'FR-974', code: 'FR-974', metric: 14000, formattedMetric: '14,000', color: '#202020' },
  ],
  entityColumn: 'DEPT_ID',
  metricName: 'Births 2004',
  legend: { caption: 'Births 2004', colors: ['#ffffff', '#000000'], minLabel: '14,000', maxLabel: '31,012' },
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

async function render(chartProps: CountryMapChartProps, extra: Partial<ChartRenderProps<CountryMapChartProps>> = {}) {
  const onRendered = vi.fn();
  await act(async () => {
    root.render(<CountryMapChart width={800} height={500} chartProps={chartProps} formData={{ datasource: '1__table', viz_type: 'country_map' }} colorMode="light" onRendered={onRendered} {...extra} />);
  });
  if (chartProps.country === 'usa' || chartProps.country === 'france') {
    await act(async () => {
      await loadCountryBoundaries(chartProps.country === 'usa' ? 'usa' : 'france');
    });
  }
  await vi.waitFor(() => expect(onRendered).toHaveBeenCalled(), { timeout: 10_000 });
  return onRendered;
}

const region = (id: string) => container.querySelector<SVGPathElement>(`[data-part="region"][data-id="${id}"]`);

describe('CountryMapChart', () => {
  it("draws France's 101 departments, the overseas ones in five insets, shaded where they have a value", async () => {
    await render(france);
    expect(container.querySelectorAll('[data-part="region"]')).toHaveLength(101);
    expect(container.querySelectorAll('[data-part="inset"]')).toHaveLength(5);
    expect(region('FR-75')?.getAttribute('fill')).toBe('#101010');
    expect(region('FR-974')?.getAttribute('fill')).toBe('#202020');
    expect(region('FR-2A')?.getAttribute('fill')).toBe('#e3e8ec');
    expect(container.querySelector('[data-part="color-legend"]')?.textContent).toContain('Births 2004');
  });

  it('draws the US states keyed by ISO 3166-2 code', async () => {
    await render({ ...france, country: 'usa', entries: [{ value: 'US-CA', code: 'US-CA', metric: 5, formattedMetric: '5', color: '#303030' }] });
    expect(container.querySelectorAll('[data-part="region"]')).toHaveLength(51);
    expect(region('US-CA')?.getAttribute('fill')).toBe('#303030');
    expect(region('US-AK')).not.toBeNull();
    expect(region('US-HI')).not.toBeNull();
  });

  it('names the region and its value on hover, zooms in on click and out on a second click', async () => {
    await render(france);
    await act(async () => {
      region('FR-75')!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 300, clientY: 120 }));
    });
    expect(container.querySelector('[role="tooltip"]')?.textContent).toContain('Paris');
    expect(container.querySelector('[role="tooltip"]')?.textContent).toContain('Births 2004:31,012');
    const group = () => container.querySelector<SVGGElement>('[data-part="regions"]')!;
    await act(async () => {
      region('FR-75')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(group().getAttribute('data-zoomed')).toBe('FR-75');
    expect(group().style.transform).toMatch(/scale\(8/);
    await act(async () => {
      region('FR-75')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(group().getAttribute('data-zoomed')).toBeNull();
  });

  it('opens the context menu with the region filter', async () => {
    const onContextMenu = vi.fn();
    await render(france, { onContextMenu });
    await act(async () => {
      region('FR-75')!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: 1, clientY: 2 }));
    });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 1, clientY: 2, filters: [{ col: 'DEPT_ID', op: '==', val: 'FR-75' }] });
  });

  it('says which countries it draws when asked for another one', async () => {
    await render({ ...france, country: 'germany' });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No boundaries for "germany": the country map draws USA and France.');
  });
});
