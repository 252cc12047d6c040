// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnnotationMark } from './annotation-layers.js';
import { computeGeometry } from './chart-geometry.js';
import { markSpan } from './ChartAnnotations.js';
import { testChartProps } from './test-fixtures.js';
import type { TimeseriesChartProps } from './timeseries-chart-props.js';
import TimeseriesChart from './TimeseriesChart.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WIDTH = 640;
const HEIGHT = 360;
const day = (n: number) => Date.UTC(2024, 0, n);

const mark = (fields: Partial<AnnotationMark> & Pick<AnnotationMark, 'start' | 'end'>): AnnotationMark => ({
  layer: 'Releases',
  title: 'v2',
  descriptions: ['Second release'],
  when: '2024-01-03',
  color: '#d9534f',
  opacity: 1,
  width: 1,
  dash: [],
  showLabel: false,
  ...fields,
});

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

function render(chartProps: TimeseriesChartProps) {
  act(() => root.render(<TimeseriesChart width={WIDTH} height={HEIGHT} chartProps={chartProps} formData={{ datasource: '1__table', viz_type: 'echarts_timeseries_line' }} colorMode="light" />));
}

describe('annotation marks on the time-series chart', () => {
  const props = testChartProps({
    annotationMarks: {
      events: [mark({ start: day(3), end: day(3) }), mark({ start: day(30), end: day(30), title: 'Outside' })],
      intervals: [mark({ layer: 'Sales', title: 'Sale', descriptions: [], start: day(2), end: day(4), when: '2024-01-02 – 2024-01-04', opacity: 0.2, showLabel: true })],
    },
  });

  it('places events and intervals where their instants fall, and leaves out those outside the window', () => {
    const geometry = computeGeometry({ props, width: WIDTH, height: HEIGHT, hidden: new Set() });
    const at = geometry.base.positionOfValue(day(3));
    expect(markSpan(geometry, props.x, day(3), day(3))).toEqual([at, at]);
    expect(markSpan(geometry, props.x, day(2), day(4))).toEqual([geometry.base.positionOfValue(day(2)), geometry.base.positionOfValue(day(4))]);
    // Clipped to the plot when it runs past the data; absent when wholly outside.
    expect(markSpan(geometry, props.x, day(4), day(40))).toEqual([geometry.base.positionOfValue(day(4)), geometry.plot.width]);
    expect(markSpan(geometry, props.x, day(30), day(30))).toBeNull();

    render(props);
    const lines = container.querySelectorAll('line[data-annotation-event]');
    expect(lines).toHaveLength(1);
    expect(Number(lines[0]!.getAttribute('x1'))).toBeCloseTo(at);
    expect(Number(lines[0]!.getAttribute('y2'))).toBeCloseTo(geometry.plot.height);
    const band = container.querySelector('rect[data-annotation-interval="Sales"]')!;
    expect(Number(band.getAttribute('width'))).toBeCloseTo(geometry.base.positionOfValue(day(4)) - geometry.base.positionOfValue(day(2)));
    expect(band.getAttribute('fill-opacity')).toBe('0.2');
    // The band lies under the series (in the first layer), the event line over them.
    const [marksLayer] = container.querySelectorAll('svg');
    expect(marksLayer!.contains(band)).toBe(true);
    expect(marksLayer!.contains(lines[0]!)).toBe(false);
    // Only the interval asked for its label.
    expect([...container.querySelectorAll('.timeseries-annotations text')].map((text) => text.textContent)).toEqual(['Sale']);
  });

  it('tells what an event or interval is on hover and on keyboard focus', () => {
    render(props);
    const event = container.querySelector('[data-annotation-marker="event"]')!;
    expect(event.getAttribute('aria-label')).toBe('Releases: v2: 2024-01-03');
    act(() => event.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 200, clientY: 100 })));
    const tooltip = container.querySelector('[data-annotation-tooltip]')!;
    expect([...tooltip.children].map((line) => line.textContent)).toEqual(['Releases', 'v2', 'Second release', '2024-01-03']);
    act(() => event.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    expect(container.querySelector('[data-annotation-tooltip]')).toBeNull();

    const interval = container.querySelector('[data-annotation-marker="interval"]') as SVGElement;
    act(() => interval.focus());
    expect(container.querySelector('[data-annotation-tooltip]')!.textContent).toContain('2024-01-02 – 2024-01-04');
  });

  it('draws nothing extra without annotation layers', () => {
    render(testChartProps());
    expect(container.querySelector('[data-annotation-markers]')).toBeNull();
    expect(container.querySelector('.timeseries-annotation-bands')).toBeNull();
  });
});
