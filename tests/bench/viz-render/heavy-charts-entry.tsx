// Bench page for the heaviest chart types at realistic sizes. `renderHeavyChart(name)` times the
// plugin: its transformProps on the chart-data answer, then the React render of its component in a
// dashboard tile, until the frame after the component reports its marks drawn. `drawHeavyDirectly(name)`
// times the baseline: the same marks drawn straight from the rows (see direct-marks.ts), until the
// frame after the drawing calls. The answers are built before the clock starts (the server's work).
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartDataResponse, ChartRenderProps, QueryFormData, VizContribution } from '@core/plugin-api/index.js';
import type { Frame } from '@core/query/post-processing/index.js';
import { boxPlotViz } from '@plugins/viz-box-plot/viz.js';
import { bubbleViz } from '@plugins/viz-bubble/viz.js';
import { graphViz } from '@plugins/viz-graph/viz.js';
import { heatmapViz } from '@plugins/viz-heatmap/viz.js';
import { sankeyViz } from '@plugins/viz-sankey/viz.js';
import { scatterViz } from '@plugins/viz-timeseries/viz-types.js';
import { drawBoxPlotDirectly, drawBubblesDirectly, drawGraphDirectly, drawHeatmapDirectly, drawSankeyDirectly, drawScatterDirectly } from './direct-marks.js';
import {
  boxPlotFormData,
  boxPlotRows,
  bubbleFormData,
  bubbleRows,
  graphFormData,
  graphRows,
  heatmapFormData,
  heatmapRows,
  sankeyFormData,
  sankeyRows,
  scatterFormData,
  scatterRows,
  serverAnswer,
} from './heavy-chart-data.js';

/** A dashboard tile. */
const WIDTH = 800;
const HEIGHT = 500;
/** The graph plugin's layout budget before its first frame (use-graph-layout.ts); the baseline gets the same. */
const GRAPH_FIRST_FRAME_MS = 12;

interface HeavyCase {
  /** What is drawn, for the report. */
  describe: () => string;
  /** Times the plugin; `keep` leaves the chart on the page (to look at) instead of unmounting it. */
  renderPlugin: (host: HTMLElement, keep?: boolean) => Promise<number>;
  /** Times the baseline; `keep` leaves its drawing on the page. */
  renderDirect: (host: HTMLElement, keep?: boolean) => Promise<number>;
}

declare global {
  interface Window {
    heavyChartNames(): string[];
    describeHeavyChart(name: string): string;
    renderHeavyChart(name: string): Promise<number>;
    drawHeavyDirectly(name: string): Promise<number>;
    /** Draws a case and leaves it on the page, with the plugin or directly, for screenshots. */
    showHeavyChart(name: string, direct: boolean): Promise<number>;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function heavyCase<FormData extends QueryFormData, Props>(
  viz: VizContribution<FormData, Props>,
  formData: FormData,
  rows: () => Frame,
  drawDirectly: (host: HTMLElement, response: ChartDataResponse) => void,
  describe: (response: ChartDataResponse, props: Props) => string,
): HeavyCase {
  // A fresh answer for every run, so no cache keyed by object identity helps a later run.
  const answer = () => serverAnswer(viz, formData, rows());
  return {
    describe: () => {
      const response = answer();
      return describe(response, viz.transformProps(response, formData));
    },
    renderPlugin: async (host, keep = false) => {
      const Component = (await viz.loadComponent()).default as ComponentType<ChartRenderProps<Props>>;
      const response = answer();
      const root = createRoot(host);
      return new Promise<number>((resolve) => {
        const started = performance.now();
        let done = false;
        const chartProps = viz.transformProps(response, formData);
        const onRendered = () => {
          if (done) return;
          done = true;
          // The frame after the marks are drawn: its paint is part of the cost.
          requestAnimationFrame(() => {
            const elapsed = performance.now() - started;
            if (!keep) root.unmount();
            resolve(elapsed);
          });
        };
        root.render(createElement(Component, { width: WIDTH, height: HEIGHT, chartProps, formData, colorMode: 'light', onRendered }));
      });
    },
    renderDirect: async (host, keep = false) => {
      const response = answer();
      const started = performance.now();
      drawDirectly(host, response);
      await nextFrame();
      const elapsed = performance.now() - started;
      if (!keep) host.replaceChildren();
      return elapsed;
    },
  };
}

const count = (n: number) => n.toLocaleString('en');

const CASES: Record<string, HeavyCase> = {
  heatmap: heavyCase(heatmapViz, heatmapFormData, () => heatmapRows(), (host, r) => drawHeatmapDirectly(host, r, WIDTH, HEIGHT), (_, p) => `heatmap_v2, ${p.xCategories.length} × ${p.yCategories.length} = ${count(p.cells.length)} cells`),
  graph: heavyCase(graphViz, graphFormData, () => graphRows(), (host, r) => drawGraphDirectly(host, r, WIDTH, HEIGHT, GRAPH_FIRST_FRAME_MS), (_, p) => `graph_chart, ${count(p.nodes.length)} nodes, ${count(p.edges.length)} edges`),
  sankey: heavyCase(sankeyViz, sankeyFormData, () => sankeyRows(), (host, r) => drawSankeyDirectly(host, r, WIDTH, HEIGHT), (_, p) => `sankey_v2, ${p.nodes.length} nodes, ${count(p.links.length)} flows`),
  scatter: heavyCase(scatterViz, scatterFormData, () => scatterRows(), (host, r) => drawScatterDirectly(host, r, WIDTH, HEIGHT), (_, p) => `echarts_timeseries_scatter, ${count(p.series.reduce((sum, s) => sum + s.values.filter((v) => !Number.isNaN(v)).length, 0))} points in ${p.series.length} series`),
  bubble: heavyCase(bubbleViz, bubbleFormData, () => bubbleRows(), (host, r) => drawBubblesDirectly(host, r, WIDTH, HEIGHT), (_, p) => `bubble_v2, ${count(p.bubbles.length)} bubbles`),
  boxPlot: heavyCase(boxPlotViz, boxPlotFormData, () => boxPlotRows(), (host, r) => drawBoxPlotDirectly(host, r, WIDTH, HEIGHT), (_, p) => `box_plot, ${count(p.boxes.reduce((sum, b) => sum + b.stats.count, 0))} values → ${p.boxes.length} boxes, ${count(p.boxes.reduce((sum, b) => sum + b.stats.outliers.length, 0))} outliers`),
};

function caseNamed(name: string): HeavyCase {
  const found = CASES[name];
  if (!found) throw new Error(`No heavy chart case named ${name}`);
  return found;
}

const host = () => document.getElementById('chart') as HTMLElement;

window.heavyChartNames = () => Object.keys(CASES);
window.describeHeavyChart = (name) => caseNamed(name).describe();
window.renderHeavyChart = (name) => caseNamed(name).renderPlugin(host());
window.drawHeavyDirectly = (name) => caseNamed(name).renderDirect(host());
window.showHeavyChart = (name, direct) => (direct ? caseNamed(name).renderDirect(host(), true) : caseNamed(name).renderPlugin(host(), true));
