// Deterministic synthetic chart data for the heavy render benchmarks, shaped as
// `/api/v1/chart/data` answers for each viz type: raw rows as the SQL query returns them (one column
// per label the query selects), run through the viz's own `buildQuery` post-processing rules (rank,
// pivot, boxplot …) with the same operations the server applies, then written as records.
import type { ChartDataResponse, QueryFormData, VizContribution } from '@core/plugin-api/index.js';
import { applyPostProcessing, type Frame } from '@core/query/post-processing/index.js';

/** Superset's generic type codes, as in `coltypes`. */
const NUMERIC = 0;
const STRING = 1;
const TEMPORAL = 2;
const BOOLEAN = 3;
const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);

/** A seeded pseudo-random source (mulberry32): the same numbers on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A normally distributed value (Box–Muller) from a uniform source. */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function genericType(frame: Frame, index: number): number {
  if (frame.temporalColumns?.includes(frame.columns[index]!)) return TEMPORAL;
  for (const value of frame.data[index]!) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' || typeof value === 'bigint') return NUMERIC;
    if (typeof value === 'boolean') return BOOLEAN;
    return STRING;
  }
  return STRING;
}

/** What the server answers for `raw` (the SQL result) under the viz's post-processing rules. */
export function serverAnswer<FormData extends QueryFormData>(viz: VizContribution<FormData, unknown>, formData: FormData, raw: Frame): ChartDataResponse {
  const rules = (viz.buildQuery(formData).queries[0]?.post_processing ?? []).filter((rule) => rule !== null && rule !== undefined);
  const frame = rules.length > 0 ? applyPostProcessing(raw, rules) : raw;
  const rowcount = frame.data[0]?.length ?? 0;
  const data = new Array<Record<string, unknown>>(rowcount);
  for (let row = 0; row < rowcount; row++) {
    const record: Record<string, unknown> = {};
    frame.columns.forEach((column, c) => {
      record[column] = frame.data[c]![row];
    });
    data[row] = record;
  }
  return { result: [{ colnames: [...frame.columns], coltypes: frame.columns.map((_, c) => genericType(frame, c)), data, rowcount }] };
}

/** `heatmap_v2`: 100 days × 100 products, a count per cell (the server adds each cell's `rank`). */
export const heatmapFormData = {
  datasource: '1__table',
  viz_type: 'heatmap_v2',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  groupby: 'product',
  metric: 'count',
  show_percentage: true,
} satisfies QueryFormData;

export function heatmapRows(days = 100, products = 100): Frame {
  const random = seededRandom(7);
  const ds: number[] = [];
  const product: string[] = [];
  const count: number[] = [];
  for (let d = 0; d < days; d++) {
    for (let p = 0; p < products; p++) {
      ds.push(START + d * DAY);
      product.push(`Product ${pad(p + 1, 3)}`);
      // A weekly rhythm, popular products, noise.
      count.push(Math.round(200 * (1 + 0.4 * Math.sin((2 * Math.PI * d) / 7)) * (1 + 3 / (1 + p / 10)) * (0.6 + 0.8 * random())));
    }
  }
  return { columns: ['ds', 'product', 'count'], data: [ds, product, count], temporalColumns: ['ds'] };
}

/** `graph_chart`: hosts talking to hosts, each in one of 8 teams (the node categories). */
export const graphFormData = {
  datasource: '1__table',
  viz_type: 'graph_chart',
  source: 'src_host',
  target: 'dst_host',
  source_category: 'src_team',
  target_category: 'dst_team',
  metric: 'sum__bytes',
} satisfies QueryFormData;

export function graphRows(nodes = 1000, edges = 2000): Frame {
  const random = seededRandom(11);
  const host = (i: number) => `host-${pad(i, 4)}`;
  const team = (i: number) => `team ${(i % 8) + 1}`;
  const src: string[] = [];
  const dst: string[] = [];
  const srcTeam: string[] = [];
  const dstTeam: string[] = [];
  const bytes: number[] = [];
  const seen = new Set<string>();
  // A spanning tree keeps every host in the graph; the rest of the edges prefer busy hosts.
  for (let i = 1; i < nodes; i++) {
    const parent = Math.floor(random() * i);
    seen.add(`${parent}>${i}`);
    src.push(host(parent));
    dst.push(host(i));
  }
  while (src.length < edges) {
    const a = Math.floor(random() ** 2 * nodes);
    const b = Math.floor(random() * nodes);
    if (a === b || seen.has(`${a}>${b}`)) continue;
    seen.add(`${a}>${b}`);
    src.push(host(a));
    dst.push(host(b));
  }
  for (let e = 0; e < src.length; e++) {
    srcTeam.push(team(Number(src[e]!.slice(5))));
    dstTeam.push(team(Number(dst[e]!.slice(5))));
    bytes.push(Math.round(1000 * Math.exp(2 * random())));
  }
  return { columns: ['src_host', 'dst_host', 'src_team', 'dst_team', 'sum__bytes'], data: [src, dst, srcTeam, dstTeam, bytes] };
}

/** `sankey_v2`: visits from 50 channels through 50 campaigns and 50 landing pages to 50 outcomes. */
export const sankeyFormData = {
  datasource: '1__table',
  viz_type: 'sankey_v2',
  source: 'channel',
  intermediate_levels: ['campaign', 'landing_page'],
  target: 'outcome',
  metric: 'count',
} satisfies QueryFormData;

export function sankeyRows(perStage = 50, rows = 1000): Frame {
  const random = seededRandom(13);
  // Skewed choices: a few large nodes, a long tail.
  const pick = () => Math.floor(random() ** 1.8 * perStage) + 1;
  const columns: string[][] = [[], [], [], []];
  const names = ['Channel', 'Campaign', 'Page', 'Outcome'];
  const count: number[] = [];
  const seen = new Set<string>();
  while (count.length < rows) {
    const path = names.map((name) => `${name} ${pad(pick(), 2)}`);
    const key = path.join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    path.forEach((value, stage) => columns[stage]!.push(value));
    count.push(Math.round(10 + 990 * random() ** 3));
  }
  // Every node of every stage appears at least once.
  for (let i = 1; i <= perStage; i++) {
    const path = names.map((name) => `${name} ${pad(i, 2)}`);
    if (seen.has(path.join('|'))) continue;
    path.forEach((value, stage) => columns[stage]!.push(value));
    count.push(5);
  }
  return { columns: ['channel', 'campaign', 'landing_page', 'outcome', 'count'], data: [...columns, count] };
}

/** `echarts_timeseries_scatter`: a reading every 10 minutes from 4 sensors (pivoted by the server). */
export const scatterFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_scatter',
  x_axis: 'ds',
  time_grain_sqla: 'PT10M',
  metrics: ['avg__reading'],
  groupby: ['sensor'],
  row_limit: 100_000,
} satisfies QueryFormData;

export function scatterRows(points = 100_000, sensors = 4): Frame {
  const random = seededRandom(17);
  const ds: number[] = [];
  const sensor: string[] = [];
  const reading: number[] = [];
  const perSensor = Math.ceil(points / sensors);
  for (let i = 0; i < perSensor; i++) {
    for (let s = 0; s < sensors; s++) {
      ds.push(START + i * 600_000);
      sensor.push(`sensor ${s + 1}`);
      reading.push(20 + 5 * s + 4 * Math.sin(i / 144) + 2 * normal(random));
    }
  }
  return { columns: ['ds', 'sensor', 'avg__reading'], data: [ds, sensor, reading], temporalColumns: ['ds'] };
}

/** `bubble_v2`: 100,000 customers in 6 regions by orders, revenue and basket size. */
export const bubbleFormData = {
  datasource: '1__table',
  viz_type: 'bubble_v2',
  entity: 'customer',
  series: 'region',
  x: 'sum__orders',
  y: 'sum__revenue',
  size: 'avg__basket',
  row_limit: 100_000,
} satisfies QueryFormData;

export function bubbleRows(points = 100_000): Frame {
  const random = seededRandom(19);
  const customer: string[] = [];
  const region: string[] = [];
  const orders: number[] = [];
  const revenue: number[] = [];
  const basket: number[] = [];
  for (let i = 0; i < points; i++) {
    customer.push(`Customer ${pad(i + 1, 6)}`);
    region.push(`Region ${(i % 6) + 1}`);
    const n = Math.max(1, Math.round(Math.exp(2 + normal(random))));
    const size = Math.exp(3.5 + 0.5 * normal(random));
    orders.push(n);
    basket.push(size);
    revenue.push(n * size * (0.8 + 0.4 * random()));
  }
  return { columns: ['customer', 'region', 'sum__orders', 'sum__revenue', 'avg__basket'], data: [customer, region, orders, revenue, basket] };
}

/** `box_plot`: response times of 100,000 requests across 20 services (the server computes each service's distribution). */
export const boxPlotFormData = {
  datasource: '1__table',
  viz_type: 'box_plot',
  columns: ['request_id'],
  groupby: ['service'],
  metrics: ['avg__latency_ms'],
  whiskerOptions: 'Tukey',
} satisfies QueryFormData;

export function boxPlotRows(points = 100_000, services = 20): Frame {
  const random = seededRandom(23);
  const request: string[] = [];
  const service: string[] = [];
  const latency: number[] = [];
  for (let i = 0; i < points; i++) {
    const s = i % services;
    request.push(`r${pad(i, 6)}`);
    service.push(`service-${pad(s + 1, 2)}`);
    // Log-normal with a heavy tail: a realistic share of Tukey outliers.
    latency.push(Math.exp(3 + 0.15 * s + (0.5 + 0.02 * s) * normal(random)));
  }
  return { columns: ['request_id', 'service', 'avg__latency_ms'], data: [request, service, latency] };
}
