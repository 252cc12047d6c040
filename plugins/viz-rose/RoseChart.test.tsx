// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoseFormData } from './form-data.schema.js';
import RoseChart from './RoseChart.js';
import { transformRoseProps, type RoseChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: RoseFormData = { datasource: '3__table', viz_type: 'rose', granularity_sqla: 'ds', metrics: ['count'], groupby: ['gender'], date_time_format: '%Y', number_format: ',d' };
const years = [2000, 2001, 2002, 2003];
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['ds', 'boy', 'girl'],
      coltypes: [2, 0, 0],
      data: years.map((year, i) => ({ ds: Date.UTC(year, 0, 1), boy: 10 * (i + 1), girl: 10 * (i + 1) })),
      rowcount: 4,
    },
  ],
};
const roseProps = (overrides: Partial<RoseFormData> = {}) => transformRoseProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<RoseChartProps>> & { chartProps: RoseChartProps };
const element = (props: Props) => <RoseChart width={500} height={400} formData={formData} colorMode="light" {...props} />;

async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element(props)));
}
async function rerender(props: Props) {
  await act(async () => root!.render(element(props)));
}
async function fire(target: Element, type: string, init: MouseEventInit = {}) {
  await act(async () => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

const svg = () => container.querySelector('svg')!;
const segments = () => [...container.querySelectorAll<SVGPathElement>('[data-part="segment"]')];
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"]`)].map((t) => t.textContent);
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');
/** The rose's centre and radius, from its edge circle. */
function geometry() {
  const group = container.querySelector('[data-part="edge"]')!.parentElement!;
  const [cx, cy] = group.getAttribute('transform')!.match(/-?[\d.]+/g)!.map(Number);
  return { cx: cx!, cy: cy!, radius: Number(container.querySelector('[data-part="edge"]')!.getAttribute('r')) };
}

describe('RoseChart', () => {
  it('draws a segment per period and series, labels the periods, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = roseProps();
    await render({ chartProps, onRendered });
    expect(segments()).toHaveLength(8);
    expect(new Set(segments().map((s) => s.getAttribute('fill')))).toEqual(new Set(chartProps.series.map((s) => s.color)));
    expect(texts('period-label')).toEqual(['2000', '2001', '2002', '2003']);
    expect(onRendered).toHaveBeenCalled();
  });

  it('lists every series of the hovered period in the tooltip, or only the hovered one', async () => {
    await render({ chartProps: roseProps() });
    const { cx, cy, radius } = geometry();
    // The last period (2003, the largest) spans the upper-left quarter; its outer half is girl.
    const at = { clientX: cx - radius * 0.5, clientY: cy - radius * 0.5 };
    await fire(svg(), 'mousemove', at);
    expect(tooltip()?.textContent).toBe('2003boy: 40girl: 40');
    await rerender({ chartProps: roseProps({ rich_tooltip: false }) });
    await fire(svg(), 'mousemove', at);
    expect(tooltip()?.textContent).toBe('2003girl: 40');
    await fire(svg(), 'mouseout', { relatedTarget: container });
    expect(tooltip()).toBeNull();
  });

  it('opens a period as a pie of its series on click, and goes back on a second click', async () => {
    await render({ chartProps: roseProps() });
    const { cx, cy, radius } = geometry();
    await fire(svg(), 'click', { clientX: cx + radius * 0.2, clientY: cy - radius * 0.05 });
    expect(texts('focus-title')).toEqual(['2000']);
    expect([...container.querySelectorAll('[data-part="slice"]')].map((s) => s.getAttribute('data-series'))).toEqual(['boy', 'girl']);
    expect(segments()).toHaveLength(0);
    await fire(svg(), 'click', { clientX: cx, clientY: cy });
    expect(segments()).toHaveLength(8);
  });

  it('hides a series from the legend, giving the others the room', async () => {
    await render({ chartProps: roseProps() });
    await fire(container.querySelector('[data-part="legend-item"][data-key="girl"]')!, 'click');
    expect(segments().map((s) => s.getAttribute('data-series'))).toEqual(['boy', 'boy', 'boy', 'boy']);
  });

  it('draws many segments on a canvas', async () => {
    const many: ChartDataResponse = {
      result: [{ colnames: ['ds', 'a', 'b', 'c'], coltypes: [2, 0, 0, 0], data: Array.from({ length: 800 }, (_, i) => ({ ds: i * 86_400_000, a: 1, b: 2, c: 3 })), rowcount: 800 }],
    };
    await render({ chartProps: transformRoseProps(many, { ...formData, groupby: ['letter'] }) });
    expect(container.querySelector('[data-part="rose-canvas"]')).not.toBeNull();
    expect(segments()).toHaveLength(0);
    // Labels are thinned around the circle.
    expect(texts('period-label').length).toBeLessThan(800);
    expect(texts('period-label').length).toBeGreaterThan(3);
  });

  it('writes light text in dark mode, and says "No data" without periods', async () => {
    await render({ chartProps: roseProps(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="period-label"]')!.getAttribute('fill')).toBe('#9babb6');
    await rerender({ chartProps: transformRoseProps({ result: [{ colnames: ['ds'], coltypes: [2], data: [], rowcount: 0 }] }, formData) });
    expect(texts('empty')).toEqual(['No data']);
  });
});
