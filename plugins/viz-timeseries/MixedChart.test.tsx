// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataMask } from '@core/plugin-api/index.js';
import { computeGeometry } from './chart-geometry.js';
import { hitTest } from './hit-test.js';
import { testChartProps, testSeries } from './test-fixtures.js';
import type { SeriesStyle, TimeseriesChartProps } from './timeseries-chart-props.js';
import { tooltipContent } from './tooltip-content.js';
import TimeseriesChart from './TimeseriesChart.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WIDTH = 640;
const HEIGHT = 360;
const bars: SeriesStyle = { kind: 'bar', curve: 'linear', area: false, markers: false, markerSize: 6, opacity: 0.2, stackGroup: 'A', yAxis: 0, showValues: false };
const line: SeriesStyle = { kind: 'line', curve: 'smooth', area: false, markers: true, markerSize: 6, opacity: 0.2, stackGroup: null, yAxis: 1, showValues: false };

/** A mixed chart: births by gender as stacked bars on the left, names in CA as a line on the right. */
function mixedProps(overrides: Partial<TimeseriesChartProps> = {}): TimeseriesChartProps {
  return testChartProps({
    series: [
      { ...testSeries('A-boy', [40, 50, 60, 70, 80], '#2F6FDE'), style: bars },
      { ...testSeries('A-girl', [30, 35, 40, 45, 50], '#F2A541'), style: bars },
      { ...testSeries('B-ca', [1200, 1500, 1300, 1700, 1600], '#3BA272'), style: line, dimensions: ['state'], dimensionValues: ['CA'] },
    ],
    yFormat: 'SMART_NUMBER',
    secondaryAxis: { format: ',d', title: 'Names', startAtZero: true },
    ...overrides,
  });
}

describe('the mixed chart', () => {
  it('measures each query on its own axis: stacked bars on the left, the line on the right', () => {
    const geometry = computeGeometry({ props: mixedProps(), width: WIDTH, height: HEIGHT, hidden: new Set() });
    expect(geometry.secondary).not.toBeNull();
    expect(geometry.value.scale.domain()[1]).toBeGreaterThanOrEqual(130);
    expect(geometry.value.scale.domain()[1]).toBeLessThan(1000);
    expect(geometry.secondary!.scale.domain()[1]).toBeGreaterThanOrEqual(1700);
    expect(geometry.secondary!.ticks.map((tick) => tick.label)).toContain('1,000');
    expect(geometry.stacks!.get('A-girl')!.lower[4]).toBe(80);
    expect(geometry.stacks!.has('B-ca')).toBe(false);
    // The stack shares one slot per x value; the plot leaves room on the right for the second axis.
    expect([...geometry.barSlots.values()]).toEqual([{ slot: 0, slots: 1 }, { slot: 0, slots: 1 }]);
    expect(geometry.plot.left + geometry.plot.width).toBeLessThan(WIDTH - 40);
    expect(geometry.base.kind).toBe('band');
  });

  it('finds the line over the bars, and the bar under the pointer elsewhere', () => {
    const props = mixedProps();
    const geometry = computeGeometry({ props, width: WIDTH, height: HEIGHT, hidden: new Set() });
    const x = geometry.base.position(3);
    expect(hitTest(geometry, x, geometry.secondary!.scale(1700))).toEqual({ index: 3, seriesKey: 'B-ca' });
    expect(hitTest(geometry, x, geometry.value.scale(20))).toEqual({ index: 3, seriesKey: 'A-boy' });
    expect(hitTest(geometry, x, geometry.value.scale(100))).toEqual({ index: 3, seriesKey: 'A-girl' });
  });

  it('writes each value in its axis’ format and totals only a single stack', () => {
    const props = mixedProps();
    const geometry = computeGeometry({ props, width: WIDTH, height: HEIGHT, hidden: new Set() });
    const content = tooltipContent(props, geometry, 3, 'B-ca');
    expect(content.rows.map((row) => [row.name, row.value])).toEqual([
      ['B-ca', '1,700'],
      ['A-boy', '70'],
      ['A-girl', '45'],
    ]);
    expect(content.total).toBeNull();
    const barsOnly = computeGeometry({ props, width: WIDTH, height: HEIGHT, hidden: new Set(['B-ca']) });
    expect(tooltipContent(props, barsOnly, 3, null).total).toBe('115');
  });

  describe('drawn', () => {
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

    it('draws bars and a line with markers, a right axis with its title, and legend swatches per style', () => {
      const onRendered = vi.fn();
      act(() => root.render(<TimeseriesChart width={WIDTH} height={HEIGHT} chartProps={mixedProps()} formData={{ datasource: '1__table', viz_type: 'mixed_timeseries' }} colorMode="dark" onRendered={onRendered} />));
      expect(container.querySelectorAll('rect[data-series="A-boy"]')).toHaveLength(5);
      expect(container.querySelectorAll('path[data-series="B-ca"]')).toHaveLength(1);
      expect(container.querySelectorAll('g[data-series="B-ca"] circle')).toHaveLength(5);
      const secondary = container.querySelector('.timeseries-secondary-axis')!;
      expect([...secondary.querySelectorAll('text')].map((text) => text.textContent)).toEqual(expect.arrayContaining(['1,000', 'Names']));
      // Dark mode: light tick labels.
      expect(container.querySelector('.timeseries-axes')!.getAttribute('fill')).toBe('#E3E8ED');
      const swatches = [...container.querySelectorAll('button[aria-pressed] span[aria-hidden]')] as HTMLElement[];
      expect(swatches.map((swatch) => swatch.style.height)).toEqual(['10px', '10px', '0px']);
      expect(onRendered).toHaveBeenCalled();
    });

    it("cross-filters a query B series on query B's dimensions", () => {
      const setDataMask = vi.fn<(mask: DataMask) => void>();
      const props = mixedProps();
      act(() => root.render(<TimeseriesChart width={WIDTH} height={HEIGHT} chartProps={props} formData={{ datasource: '1__table', viz_type: 'mixed_timeseries' }} colorMode="light" setDataMask={setDataMask} />));
      const geometry = computeGeometry({ props, width: WIDTH, height: HEIGHT, hidden: new Set() });
      const overlay = container.querySelector('[data-testid="timeseries-overlay"]')!;
      const point = { clientX: geometry.base.position(3), clientY: geometry.secondary!.scale(1700) };
      act(() => {
        overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0, ...point }));
        overlay.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0, ...point }));
      });
      expect(setDataMask).toHaveBeenCalledWith({
        extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
        filterState: { value: [['CA']], selectedValues: ['B-ca'], label: 'CA' },
      });
    });
  });
});
