// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { computeGeometry } from './chart-geometry.js';
import { manySeries, testChartProps } from './test-fixtures.js';
import type { TimeseriesChartProps } from './timeseries-chart-props.js';
import TimeseriesChart from './TimeseriesChart.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WIDTH = 640;
const HEIGHT = 360;

/** A 2D context that records what is drawn (happy-dom has no canvas backend). */
function recordingContext() {
  const calls: string[] = [];
  const target: Record<string, unknown> = {};
  const context = new Proxy(target, {
    get: (object, name: string) => {
      if (name in object) return object[name];
      return () => {
        calls.push(name);
      };
    },
    set: (object, name: string, value) => {
      object[name] = value;
      return true;
    },
  });
  return { context, calls };
}

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
  vi.restoreAllMocks();
});

function render(chartProps: TimeseriesChartProps, extra: Partial<ChartRenderProps<TimeseriesChartProps>> = {}) {
  const props: ChartRenderProps<TimeseriesChartProps> = {
    width: WIDTH,
    height: HEIGHT,
    chartProps,
    formData: { datasource: '1__table', viz_type: 'echarts_timeseries_line' },
    colorMode: 'light',
    ...extra,
  };
  act(() => root.render(<TimeseriesChart {...props} />));
  return props;
}

const overlay = () => container.querySelector('[data-testid="timeseries-overlay"]')!;

function mouse(type: string, x: number, y: number, button = 0) {
  act(() => {
    overlay().dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button }));
  });
}

/** Where the point of series `key` at x index `index` is, in the overlay's (plot) coordinates. */
function pointOf(chartProps: TimeseriesChartProps, key: string, index: number) {
  const geometry = computeGeometry({ props: chartProps, width: WIDTH, height: HEIGHT, hidden: new Set() });
  const series = chartProps.series.find((item) => item.key === key)!;
  return { x: geometry.base.position(index), y: geometry.value.scale(series.values[index]!) };
}

describe('TimeseriesChart', () => {
  it('draws one SVG path per series with axes and a legend, then reports it is rendered', () => {
    const onRendered = vi.fn();
    render(testChartProps({ xAxisTitle: 'Day', yAxisTitle: 'Births' }), { onRendered });
    const lines = container.querySelectorAll('path[data-series]');
    expect([...lines].map((path) => path.getAttribute('data-series'))).toEqual(['boy', 'girl']);
    // The gap on the fourth day splits the boys' line in two.
    expect(lines[0]!.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    expect(container.querySelector('canvas')).toBeNull();
    expect(onRendered).toHaveBeenCalled();
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Day', 'Births', '0', '50']));
    expect([...container.querySelectorAll('button[aria-pressed]')].map((button) => button.textContent)).toEqual(['boy', 'girl']);
  });

  it('draws 10,000 points per series on a canvas, one path per series through the visible extremes', () => {
    const { context, calls } = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    const onRendered = vi.fn();
    render(testChartProps({ series: manySeries(2, 10_000) }), { onRendered });
    const canvas = container.querySelector('canvas')!;
    expect(canvas).not.toBeNull();
    expect(Number(canvas.getAttribute('width'))).toBeGreaterThan(0);
    expect(container.querySelectorAll('path[data-series], circle').length).toBe(0);
    expect(calls.filter((name) => name === 'stroke')).toHaveLength(2);
    // Far more points than pixels: at most four per pixel column and series are drawn.
    const segments = calls.filter((name) => name === 'lineTo').length;
    expect(segments).toBeGreaterThan(2 * 100);
    expect(segments).toBeLessThanOrEqual(2 * 4 * WIDTH);
    expect(calls).toContain('setTransform');
    expect(onRendered).toHaveBeenCalled();
  });

  it('hides a series when its legend item is clicked', () => {
    render(testChartProps());
    const boy = [...container.querySelectorAll('button')].find((button) => button.textContent === 'boy')!;
    act(() => boy.click());
    expect([...container.querySelectorAll('path[data-series]')].map((path) => path.getAttribute('data-series'))).toEqual(['girl']);
    expect(boy.getAttribute('aria-pressed')).toBe('false');
    act(() => boy.click());
    expect(container.querySelectorAll('path[data-series]')).toHaveLength(2);
  });

  it('shows a tooltip with each series value at the nearest x on mouse move', () => {
    const chartProps = testChartProps({ yFormat: ',.1f' });
    render(chartProps);
    const point = pointOf(chartProps, 'boy', 2);
    mouse('mousemove', point.x + 4, point.y);
    const tooltip = container.querySelector('[role="tooltip"]')!;
    expect(tooltip.textContent).toContain('2024-01-03');
    expect(tooltip.textContent).toContain('boy30.0');
    expect(tooltip.textContent).toContain('girl25.0');
    expect(container.querySelector('line[stroke-dasharray="3 3"]')).not.toBeNull();
    act(() => overlay().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: container })));
    expect(container.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('cross-filters on the clicked series, and clears the filter on a second click', () => {
    const chartProps = testChartProps();
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    render(chartProps, { setDataMask });
    const point = pointOf(chartProps, 'girl', 1);
    mouse('mousedown', point.x, point.y);
    mouse('mouseup', point.x, point.y);
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
      filterState: { value: [['girl']], selectedValues: ['girl'], label: 'girl' },
    });
    render(chartProps, { setDataMask, filterState: { value: [['girl']], selectedValues: ['girl'] } });
    const boyLine = container.querySelector('path[data-series="boy"]')!;
    expect(boyLine.getAttribute('stroke-opacity')).toBe('0.25');
    mouse('mousedown', point.x, point.y);
    mouse('mouseup', point.x, point.y);
    expect(setDataMask).toHaveBeenLastCalledWith({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the drill menu with filters for the x value and series on right-click', () => {
    const chartProps = testChartProps();
    const onContextMenu = vi.fn();
    render(chartProps, { onContextMenu });
    const point = pointOf(chartProps, 'boy', 4);
    mouse('contextmenu', point.x, point.y, 2);
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: point.x,
      clientY: point.y,
      filters: [
        { col: 'ds', op: '==', val: Date.UTC(2024, 0, 5), grain: 'P1D' },
        { col: 'gender', op: '==', val: 'boy' },
      ],
    });
  });

  it('draws grouped and horizontal stacked bars with value labels', () => {
    render(testChartProps({ variant: 'bar', showValues: true }));
    expect(container.querySelectorAll('rect[data-series="boy"]')).toHaveLength(4);
    expect(container.querySelectorAll('rect[data-series="girl"]')).toHaveLength(5);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toContain('45');
    render(testChartProps({ variant: 'bar', stack: true, horizontal: true }));
    const [first] = [...container.querySelectorAll('rect[data-series="boy"]')];
    const stacked = container.querySelector('rect[data-series="girl"]')!;
    expect(Number(stacked.getAttribute('x'))).toBeCloseTo(Number(first!.getAttribute('x')) + Number(first!.getAttribute('width')));
  });

  it('draws areas, steps and dots', () => {
    render(testChartProps({ variant: 'area', stack: true, opacity: 0.4 }));
    expect(container.querySelectorAll('path[fill-opacity="0.4"]')).toHaveLength(2);
    render(testChartProps({ variant: 'step', stepPosition: 'start' }));
    expect(container.querySelector('path[data-series="girl"]')!.getAttribute('d')).not.toMatch(/C/);
    render(testChartProps({ variant: 'scatter', markers: true, opacity: 0.8 }));
    expect(container.querySelectorAll('path[data-series]')).toHaveLength(0);
    expect(container.querySelectorAll('g[data-series="girl"] circle')).toHaveLength(5);
  });

  it('zooms into a dragged range and back out on double-click', () => {
    const chartProps = testChartProps({ zoomable: true });
    render(chartProps);
    const before = container.querySelector('path[data-series="girl"]')!.getAttribute('d');
    const from = pointOf(chartProps, 'girl', 1);
    const to = pointOf(chartProps, 'girl', 3);
    mouse('mousedown', from.x, 50);
    mouse('mousemove', to.x, 60);
    expect(container.querySelector('rect[pointer-events="none"][stroke]')).not.toBeNull();
    mouse('mouseup', to.x, 60);
    const zoomed = container.querySelector('path[data-series="girl"]')!.getAttribute('d');
    expect(zoomed).not.toBe(before);
    expect(zoomed!.startsWith('M0,')).toBe(true);
    act(() => overlay().dispatchEvent(new MouseEvent('dblclick', { bubbles: true })));
    expect(container.querySelector('path[data-series="girl"]')!.getAttribute('d')).toBe(before);
  });

  it('draws formula annotations and light text in dark mode', () => {
    const chartProps = testChartProps({
      annotations: [{ name: 'target', color: '#ff0000', width: 2, dash: [6, 4], x: testChartProps().x, y: Float64Array.of(40, 40, 40, 40, 40) }],
    });
    render(chartProps, { colorMode: 'dark' });
    expect(container.querySelector('[data-annotation="target"] path')!.getAttribute('stroke')).toBe('#ff0000');
    expect(container.querySelector('.timeseries-axes')!.getAttribute('fill')).toBe('#E3E8ED');
  });

  it('says so when there is nothing to draw', () => {
    const onRendered = vi.fn();
    render(testChartProps({ series: [] }), { onRendered });
    expect(container.textContent).toBe('No results');
    expect(onRendered).toHaveBeenCalled();
  });
});
