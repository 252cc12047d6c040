// Bench page: renders the line chart with N points (?points=, ?series=) and records how long it
// takes from the start of the React render until the component reports its marks drawn.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartDataResponse, ChartRenderProps, QueryFormData } from '@core/plugin-api/index.js';
import { defaultsFromSchema } from '@core/registry/index.js';
import { lineViz } from '@plugins/viz-timeseries/viz-types.js';

declare global {
  interface Window {
    renderLineChart(points: number, series: number): Promise<number>;
  }
}

const HOUR = 3_600_000;

function response(points: number, series: number): ChartDataResponse {
  const names = Array.from({ length: series }, (_, s) => `series ${s + 1}`);
  const perSeries = Math.ceil(points / series);
  const data = new Array<Record<string, unknown>>(perSeries);
  let value = 1000;
  for (let i = 0; i < perSeries; i++) {
    const row: Record<string, unknown> = { ds: Date.UTC(2020, 0, 1) + i * HOUR };
    for (let s = 0; s < series; s++) {
      value += Math.sin(i / 50 + s) * 5 + (((i * 7919 + s * 104729) % 101) - 50) / 10;
      row[names[s] as string] = value + s * 200;
    }
    data[i] = row;
  }
  return { result: [{ colnames: ['ds', ...names], coltypes: [2, ...names.map(() => 0)], data, rowcount: data.length }] };
}

window.renderLineChart = async (points, series) => {
  const formData: QueryFormData = {
    ...(defaultsFromSchema(lineViz.formDataSchema) as Record<string, unknown>),
    datasource: '1__table',
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' }],
    groupby: ['name'],
  };
  const { default: Component } = (await lineViz.loadComponent()) as { default: (props: ChartRenderProps) => unknown };
  const body = response(points, series);
  const host = document.getElementById('chart') as HTMLElement;
  const root = createRoot(host);
  return new Promise<number>((resolve) => {
    const started = performance.now();
    let done = false;
    const chartProps = lineViz.transformProps(body, formData);
    root.render(
      createElement(Component as never, {
        width: 1200,
        height: 600,
        chartProps,
        formData,
        colorMode: 'light',
        onRendered: () => {
          if (done) return;
          done = true;
          // Wait for the frame to be painted, then report (the paint is part of the cost).
          requestAnimationFrame(() => {
            const elapsed = performance.now() - started;
            root.unmount();
            resolve(elapsed);
          });
        },
      } satisfies ChartRenderProps),
    );
  });
};
