// The baselines of the heavy render benchmarks: the same marks drawn straight from the chart-data
// rows with plain d3 and canvas or SVG calls, without React and without the plugins' layers
// (no transformProps, no layout helpers, no tooltips, legends or hit-testing). Each function
// draws into `host` and returns once the drawing calls are made; the caller waits for the frame.
import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { extent, forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, interpolateBlues, scaleLinear, scaleOrdinal, scaleSequential, scaleSqrt, scaleTime, schemeTableau10, utcFormat, type SimulationNodeDatum } from 'd3';
import { sankey, sankeyLinkHorizontal } from 'd3-sankey';

const SVG = 'http://www.w3.org/2000/svg';
const FONT = '11px sans-serif';

function rowsOf(response: ChartDataResponse): Array<Record<string, unknown>> {
  return response.result[0]?.data ?? [];
}

function canvasIn(host: HTMLElement, width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px`;
  host.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser gave no 2D canvas context');
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.font = FONT;
  return context;
}

function svgIn(host: HTMLElement, width: number, height: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.style.cssText = 'position:absolute;left:0;top:0';
  host.append(svg);
  return svg;
}

function svgChild(parent: Element, name: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  parent.append(element);
  return element;
}

/** A heatmap: one filled rectangle per cell, coloured by its value, labels every few rows and columns. */
export function drawHeatmapDirectly(host: HTMLElement, response: ChartDataResponse, width: number, height: number): void {
  const rows = rowsOf(response);
  const xs = new Map<unknown, number>();
  const ys = new Map<unknown, number>();
  let low = Infinity;
  let high = -Infinity;
  for (const row of rows) {
    if (!xs.has(row['ds'])) xs.set(row['ds'], xs.size);
    if (!ys.has(row['product'])) ys.set(row['product'], ys.size);
    const value = row['count'] as number;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const context = canvasIn(host, width, height);
  const left = 80;
  const top = 48;
  const cellWidth = (width - left - 12) / xs.size;
  const cellHeight = (height - top - 24) / ys.size;
  const color = scaleSequential(interpolateBlues).domain([low, high]);
  for (const row of rows) {
    context.fillStyle = color(row['count'] as number);
    context.fillRect(left + xs.get(row['ds'])! * cellWidth, top + ys.get(row['product'])! * cellHeight, cellWidth, cellHeight);
  }
  context.fillStyle = '#333';
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  const yStep = Math.ceil(13 / cellHeight);
  for (const [name, index] of ys) if (index % yStep === 0) context.fillText(String(name), left - 6, top + (index + 0.5) * cellHeight);
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const format = utcFormat('%b %d');
  const xStep = Math.ceil(50 / cellWidth);
  for (const [day, index] of xs) if (index % xStep === 0) context.fillText(format(new Date(day as number)), left + (index + 0.5) * cellWidth, height - 20);
}

interface DirectNode extends SimulationNodeDatum {
  radius: number;
  color: string;
}

/** A force-directed graph: d3-force stepped for the same first-frame budget as the plugin, edges with arrowheads and nodes on a canvas. */
export function drawGraphDirectly(host: HTMLElement, response: ChartDataResponse, width: number, height: number, budgetMs: number): void {
  const rows = rowsOf(response);
  const index = new Map<string, number>();
  const nodes: DirectNode[] = [];
  const values: number[] = [];
  const color = scaleOrdinal<string, string>(schemeTableau10);
  const nodeOf = (name: string, team: string) => {
    let i = index.get(name);
    if (i === undefined) {
      i = nodes.length;
      index.set(name, i);
      nodes.push({ radius: 0, color: color(team) });
      values.push(0);
    }
    return i;
  };
  const links = rows.map((row) => {
    const value = row['sum__bytes'] as number;
    const source = nodeOf(String(row['src_host']), String(row['src_team']));
    const target = nodeOf(String(row['dst_host']), String(row['dst_team']));
    values[source]! += value;
    values[target]! += value;
    return { source, target, value };
  });
  const [low = 0, high = 1] = extent(values);
  const radius = scaleLinear([low, high], [2.5, 10]);
  nodes.forEach((node, i) => {
    node.radius = radius(values[i]!);
  });
  const simulation = forceSimulation(nodes)
    .stop()
    .velocityDecay(0.4)
    .force('link', forceLink<DirectNode, { source: number; target: number }>(links.map((l) => ({ source: l.source, target: l.target }))).distance(50))
    .force('charge', forceManyBody().strength(-100).distanceMax(300))
    .force('x', forceX(0).strength(0.03))
    .force('y', forceY(0).strength(0.03))
    .force('collide', forceCollide<DirectNode>((node) => node.radius + 2));
  const start = performance.now();
  do simulation.tick();
  while (performance.now() - start < budgetMs);

  const [minX = 0, maxX = 1] = extent(nodes, (node) => node.x);
  const [minY = 0, maxY = 1] = extent(nodes, (node) => node.y);
  const k = Math.min((width - 40) / Math.max(1, maxX - minX), (height - 40) / Math.max(1, maxY - minY));
  const px = (x: number) => width / 2 + (x - (minX + maxX) / 2) * k;
  const py = (y: number) => height / 2 + (y - (minY + maxY) / 2) * k;
  const context = canvasIn(host, width, height);
  const edgeWidth = scaleLinear(extent(links, (l) => l.value) as [number, number], [1, 4]);
  context.globalAlpha = 0.45;
  for (const link of links) {
    const a = nodes[link.source]!;
    const b = nodes[link.target]!;
    const x1 = px(a.x!);
    const y1 = py(a.y!);
    const x2 = px(b.x!);
    const y2 = py(b.y!);
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / length;
    const uy = (y2 - y1) / length;
    // The line ends at the target's edge, under an arrowhead.
    const tipX = x2 - ux * b.radius;
    const tipY = y2 - uy * b.radius;
    context.strokeStyle = a.color;
    context.fillStyle = a.color;
    context.lineWidth = edgeWidth(link.value);
    context.beginPath();
    context.moveTo(x1, y1);
    context.lineTo(tipX - ux * 6, tipY - uy * 6);
    context.stroke();
    context.beginPath();
    context.moveTo(tipX, tipY);
    context.lineTo(tipX - ux * 6 - uy * 2.7, tipY - uy * 6 + ux * 2.7);
    context.lineTo(tipX - ux * 6 + uy * 2.7, tipY - uy * 6 - ux * 2.7);
    context.closePath();
    context.fill();
  }
  context.globalAlpha = 1;
  context.strokeStyle = '#fff';
  context.lineWidth = 1;
  for (const node of nodes) {
    context.fillStyle = node.color;
    context.beginPath();
    context.arc(px(node.x!), py(node.y!), node.radius, 0, 2 * Math.PI);
    context.fill();
    context.stroke();
  }
}

/** A sankey: d3-sankey's layout, one SVG path per flow, a rectangle and a label per node. */
export function drawSankeyDirectly(host: HTMLElement, response: ChartDataResponse, width: number, height: number): void {
  const rows = rowsOf(response);
  const stages = ['channel', 'campaign', 'landing_page', 'outcome'];
  const sums = new Map<string, { source: string; target: string; value: number }>();
  const names = new Set<string>();
  for (const row of rows) {
    const value = row['count'] as number;
    for (let s = 0; s + 1 < stages.length; s++) {
      const source = String(row[stages[s]!]);
      const target = String(row[stages[s + 1]!]);
      names.add(source).add(target);
      const key = `${source}\u0000${target}`;
      const sum = sums.get(key);
      if (sum) sum.value += value;
      else sums.set(key, { source, target, value });
    }
  }
  const color = scaleOrdinal<string, string>(schemeTableau10);
  const graph = sankey<{ name: string }, { source: string; target: string; value: number }>()
    .nodeId((node) => node.name)
    .nodeWidth(12)
    .nodePadding(2)
    .extent([
      [1, 1],
      [width - 100, height - 1],
    ])({ nodes: [...names].map((name) => ({ name })), links: [...sums.values()].map((link) => ({ ...link })) });
  const svg = svgIn(host, width, height);
  const path = sankeyLinkHorizontal();
  const links = svgChild(svg, 'g', { fill: 'none', 'stroke-opacity': 0.35 });
  for (const link of graph.links) {
    const source = link.source as { name: string };
    svgChild(links, 'path', { d: path(link) ?? '', stroke: color(source.name), 'stroke-width': Math.max(1, link.width ?? 1) });
  }
  const nodes = svgChild(svg, 'g', {});
  for (const node of graph.nodes) {
    svgChild(nodes, 'rect', { x: node.x0!, y: node.y0!, width: node.x1! - node.x0!, height: Math.max(1, node.y1! - node.y0!), fill: color(node.name) });
    if (node.y1! - node.y0! >= 10) {
      const label = svgChild(nodes, 'text', { x: node.x1! + 6, y: (node.y0! + node.y1!) / 2, dy: '0.35em', 'font-size': 11 });
      label.textContent = node.name;
    }
  }
}

/** A time scatter: one path of dots per series on a canvas, over time and value axes. */
export function drawScatterDirectly(host: HTMLElement, response: ChartDataResponse, width: number, height: number): void {
  const result = response.result[0]!;
  const rows = result.data;
  const series = result.colnames.filter((name) => name !== 'ds');
  let low = Infinity;
  let high = -Infinity;
  for (const row of rows) {
    for (const name of series) {
      const value = row[name] as number | null;
      if (value === null) continue;
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  const left = 50;
  const x = scaleTime([new Date(rows[0]!['ds'] as number), new Date(rows[rows.length - 1]!['ds'] as number)], [left, width - 10]);
  const y = scaleLinear([low, high], [height - 30, 10]).nice();
  const context = canvasIn(host, width, height);
  context.fillStyle = '#333';
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (const tick of y.ticks(6)) context.fillText(String(tick), left - 6, y(tick));
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const format = x.tickFormat(6);
  for (const tick of x.ticks(6)) context.fillText(format(tick), x(tick), height - 24);
  const color = scaleOrdinal<string, string>(schemeTableau10);
  context.globalAlpha = 0.8;
  for (const name of series) {
    context.fillStyle = color(name);
    context.beginPath();
    for (const row of rows) {
      const value = row[name] as number | null;
      if (value === null) continue;
      const cx = x(row['ds'] as number);
      const cy = y(value);
      context.moveTo(cx + 2, cy);
      context.arc(cx, cy, 2, 0, 2 * Math.PI);
    }
    context.fill();
  }
  context.globalAlpha = 1;
}

/** A bubble chart: one circle per row, sized by its size metric, largest first, on a canvas. */
export function drawBubblesDirectly(host: HTMLElement, response: ChartDataResponse, width: number, height: number): void {
  const rows = rowsOf(response);
  const x = scaleLinear(extent(rows, (row) => row['sum__orders'] as number) as [number, number], [60, width - 30]).nice();
  const y = scaleLinear(extent(rows, (row) => row['sum__revenue'] as number) as [number, number], [height - 40, 30]).nice();
  const r = scaleSqrt(extent(rows, (row) => row['avg__basket'] as number) as [number, number], [2.5, 27.5]);
  const color = scaleOrdinal<string, string>(schemeTableau10);
  const marks = rows.map((row) => ({ x: x(row['sum__orders'] as number), y: y(row['sum__revenue'] as number), r: r(row['avg__basket'] as number), color: color(String(row['region'])) }));
  marks.sort((a, b) => b.r - a.r);
  const context = canvasIn(host, width, height);
  context.globalAlpha = 0.6;
  context.strokeStyle = '#fff';
  context.lineWidth = 0.75;
  for (const mark of marks) {
    context.fillStyle = mark.color;
    context.beginPath();
    context.arc(mark.x, mark.y, mark.r, 0, 2 * Math.PI);
    context.fill();
    if (mark.r >= 4) context.stroke();
  }
  context.globalAlpha = 1;
}

/** A box plot from the server's statistics: whiskers, quartile box, median and mean per group in SVG, outliers on a canvas. */
export function drawBoxPlotDirectly(host: HTMLElement, response: ChartDataResponse, width: number, height: number): void {
  const rows = rowsOf(response);
  const metric = 'avg__latency_ms';
  const stat = (row: Record<string, unknown>, name: string) => row[`${metric}__${name}`] as number;
  let low = Infinity;
  let high = -Infinity;
  for (const row of rows) {
    for (const value of [stat(row, 'min'), stat(row, 'max'), ...(row[`${metric}__outliers`] as number[])]) {
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  const left = 60;
  const band = (width - left - 10) / rows.length;
  const y = scaleLinear([low, high], [height - 60, 10]).nice();
  const color = scaleOrdinal<string, string>(schemeTableau10);
  const context = canvasIn(host, width, height);
  const svg = svgIn(host, width, height);
  for (const tick of y.ticks(8)) {
    svgChild(svg, 'line', { x1: left, x2: width - 10, y1: y(tick), y2: y(tick), stroke: '#eee' });
    const label = svgChild(svg, 'text', { x: left - 6, y: y(tick), dy: '0.35em', 'text-anchor': 'end', 'font-size': 11 });
    label.textContent = String(tick);
  }
  rows.forEach((row, i) => {
    const cx = left + (i + 0.5) * band;
    const half = Math.min(band * 0.3, 32);
    const stroke = color(String(row['service']));
    const g = svgChild(svg, 'g', { stroke, 'stroke-width': 1.5 });
    svgChild(g, 'line', { x1: cx, x2: cx, y1: y(stat(row, 'max')), y2: y(stat(row, 'min')) });
    svgChild(g, 'rect', { x: cx - half, y: y(stat(row, 'q3')), width: 2 * half, height: Math.max(1, y(stat(row, 'q1')) - y(stat(row, 'q3'))), fill: stroke, 'fill-opacity': 0.35 });
    svgChild(g, 'line', { x1: cx - half, x2: cx + half, y1: y(stat(row, 'median')), y2: y(stat(row, 'median')), 'stroke-width': 2.5 });
    svgChild(g, 'circle', { cx, cy: y(stat(row, 'mean')), r: 2.5, fill: '#fff' });
    const label = svgChild(svg, 'text', { transform: `translate(${cx},${height - 34}) rotate(-45)`, 'text-anchor': 'end', 'font-size': 11 });
    label.textContent = String(row['service']);
    context.fillStyle = stroke;
    context.globalAlpha = 0.75;
    context.beginPath();
    for (const value of row[`${metric}__outliers`] as number[]) {
      context.moveTo(cx + 2.5, y(value));
      context.arc(cx, y(value), 2.5, 0, 2 * Math.PI);
    }
    context.fill();
  });
  context.globalAlpha = 1;
}
