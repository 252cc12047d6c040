// @vitest-environment happy-dom
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BigNumberTrend from './BigNumberTrend.js';
import type { BigNumberTrendProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

async function render(props: Partial<ChartRenderProps<BigNumberTrendProps>> & { chartProps: BigNumberTrendProps }) {
  if (!root) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  await act(async () => {
    root!.render(<BigNumberTrend width={400} height={240} formData={{ datasource: '1__table', viz_type: 'big_number' }} colorMode="light" {...props} />);
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

const WEEK = 7 * 86_400_000;
const start = Date.UTC(2024, 0, 1);
const values = [100, 104, 98, 110, 120, 118, 125, 130, 145.6, null];
const chartProps: BigNumberTrendProps = {
  value: 145.6,
  formattedValue: '145.6',
  timestamp: start + 8 * WEEK,
  formattedTimestamp: '2024-02-26',
  change: 0.12,
  formattedChange: '+12.0% WoW',
  changeDirection: 'up',
  trend: values.map((y, i) => ({ x: start + i * WEEK, y })),
  showTrendLine: true,
  startYAxisAtZero: true,
  headerFontSize: 0.4,
  subheaderFontSize: 0.15,
  numberFormat: ',.1f',
  timeFormat: '%Y-%m-%d',
  metricLabel: 'count',
  xAxisColumn: 'ds',
  timeGrain: 'P1W',
};
const part = (name: string) => container.querySelector<HTMLElement>(`[data-part="${name}"]`);
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');
/** happy-dom has no layout: the trend's box starts at 0, so clientX is the x inside it. */
async function mouse(target: HTMLElement, type: 'click' | 'contextmenu', clientX: number) {
  await act(async () => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: type === 'click' ? 0 : 2, clientX, clientY: 200 }));
  });
}

describe('BigNumberTrend', () => {
  it('draws the number, its change in green and the trend, and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps, onRendered });
    expect(part('header')?.textContent).toBe('145.6');
    expect(part('change')?.textContent).toContain('+12.0% WoW');
    expect(part('change')?.style.color).toBe('#2e7d4f');
    expect(part('timestamp')?.textContent).toBe('2024-02-26');
    const line = part('trend-line')?.getAttribute('d') ?? '';
    expect(line).toMatch(/^M/);
    expect(part('trend-area')?.getAttribute('d')).toMatch(/Z$/);
    expect(onRendered).toHaveBeenCalled();
  });

  it('keeps the trend in the bottom part of the box', async () => {
    await render({ chartProps });
    const svg = part('trend')!.querySelector('svg')!;
    const trendHeight = Number(svg.getAttribute('height'));
    expect(Number(svg.getAttribute('width'))).toBe(400);
    expect(trendHeight).toBeGreaterThan(240 * 0.3);
    expect(trendHeight).toBeLessThan(240);
  });

  it('shows a decrease in red', async () => {
    await render({ chartProps: { ...chartProps, change: -0.25, formattedChange: '−25.0% WoW', changeDirection: 'down' } });
    expect(part('change')?.style.color).toBe('#c2362f');
    expect(part('change')?.dataset.direction).toBe('down');
  });

  it('shows the date and value of the hovered period in a tooltip', async () => {
    await render({ chartProps });
    // happy-dom has no layout: the trend's box starts at 0, so clientX is the x inside it.
    await act(async () => {
      part('trend')!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 2 }));
    });
    expect(tooltip()?.textContent).toBe('2024-01-01100.0');
    expect(part('hover-marker')).not.toBeNull();
    await act(async () => {
      part('trend')!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 399 }));
    });
    // The last period has no value: the nearest one that has is shown.
    expect(tooltip()?.textContent).toBe('2024-02-26145.6');
    const left = parseFloat(tooltip()!.style.left);
    const width = parseFloat(tooltip()!.style.width);
    expect(left + width).toBeLessThanOrEqual(400);
    await act(async () => {
      part('trend')!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    expect(tooltip()).toBeNull();
  });

  it('cross-filters to the clicked period at the time grain, and clears on a second click', async () => {
    const setDataMask = vi.fn();
    await render({ chartProps, setDataMask });
    expect(part('trend')?.style.cursor).toBe('pointer');
    expect(part('selected-marker')).toBeNull();
    await mouse(part('trend')!, 'click', 2);
    expect(setDataMask).toHaveBeenCalledTimes(1);
    const mask = setDataMask.mock.calls[0]![0];
    expect(mask).toEqual({
      extraFormData: { filters: [{ col: 'ds', op: '==', val: start, grain: 'P1W' }] },
      filterState: { value: [start], label: '2024-01-01' },
    });

    // The host hands the mask's filter state back: the period is marked, and a click on it clears.
    await render({ chartProps, setDataMask, filterState: mask.filterState });
    expect(part('selected-marker')).not.toBeNull();
    expect(part('selected-marker')!.querySelector('line')?.getAttribute('x1')).toBe('0');
    await mouse(part('trend')!, 'click', 3);
    expect(setDataMask).toHaveBeenLastCalledWith({ extraFormData: {}, filterState: { value: null } });

    // A click on another period while one is selected moves the filter there.
    await mouse(part('trend')!, 'click', 399);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'ds', op: '==', val: start + 8 * WEEK, grain: 'P1W' }] },
      filterState: { value: [start + 8 * WEEK], label: '2024-02-26' },
    });
  });

  it('leaves the grain out of the filter without a time grain', async () => {
    const setDataMask = vi.fn();
    await render({ chartProps: { ...chartProps, timeGrain: null }, setDataMask });
    await mouse(part('trend')!, 'click', 2);
    expect(setDataMask).toHaveBeenCalledWith({ extraFormData: { filters: [{ col: 'ds', op: '==', val: start }] }, filterState: { value: [start], label: '2024-01-01' } });
  });

  it('is not clickable without setDataMask', async () => {
    await render({ chartProps, filterState: { value: [start + 2 * WEEK], label: '2024-01-15' } });
    expect(part('trend')?.style.cursor).toBe('');
    await mouse(part('trend')!, 'click', 2);
    // The host's filter state is still shown.
    expect(part('selected-marker')).not.toBeNull();
  });

  it('reports the rows of the right-clicked period, or of every row off the trend', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps, onContextMenu });
    await mouse(part('trend')!, 'contextmenu', 399);
    expect(onContextMenu).toHaveBeenCalledTimes(1);
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 399, clientY: 200, filters: [{ col: 'ds', op: '==', val: start + 8 * WEEK, grain: 'P1W' }] });
    await mouse(part('header')!, 'contextmenu', 10);
    expect(onContextMenu).toHaveBeenCalledTimes(2);
    expect(onContextMenu).toHaveBeenLastCalledWith({ clientX: 10, clientY: 200, filters: [] });
  });

  it('draws a long series on a canvas', async () => {
    const stroke = vi.fn();
    const context = {
      setTransform: vi.fn(),
      clearRect: vi.fn(),
      createLinearGradient: () => ({ addColorStop: vi.fn() }),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      bezierCurveTo: vi.fn(),
      closePath: vi.fn(),
      fill: vi.fn(),
      stroke,
      measureText: (text: string) => ({ width: text.length * 7 }),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const onRendered = vi.fn();
    const trend = Array.from({ length: 3000 }, (_, i) => ({ x: start + i * 3_600_000, y: Math.sin(i / 100) * 50 + 100 }));
    await render({ chartProps: { ...chartProps, trend }, onRendered });
    expect(part('trend-canvas')).not.toBeNull();
    expect(part('trend-line')).toBeNull();
    expect(stroke).toHaveBeenCalled();
    expect(context.lineTo.mock.calls.length + context.bezierCurveTo.mock.calls.length).toBeGreaterThan(1000);
    expect(onRendered).toHaveBeenCalled();
  });

  it('centres the number without a trend line', async () => {
    await render({ chartProps: { ...chartProps, showTrendLine: false } });
    expect(part('trend')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.justifyContent).toBe('center');
    expect(part('header')?.textContent).toBe('145.6');
  });

  it('says "No data" without a value', async () => {
    await render({ chartProps: { ...chartProps, value: null, formattedValue: '', timestamp: null, formattedTimestamp: '', change: null, formattedChange: '', changeDirection: null, trend: [] } });
    expect(part('header')?.textContent).toBe('No data');
    expect(part('trend')).toBeNull();
    expect(part('subheader')).toBeNull();
  });
});
