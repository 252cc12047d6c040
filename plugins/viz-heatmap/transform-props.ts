import {
  getColumnLabel,
  getLinearColorScheme,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  linearColorScale,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withHeatmapDefaults, type HeatmapFormData } from './form-data.schema.js';
import type { AxisSort, HeatmapLegendType } from './heatmap-controls.js';
import { yAxisColumnOf } from './y-axis-column.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing axis value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';
/** Colour steps of a piecewise legend. */
export const PIECEWISE_STEPS = 5;

/** An axis value as it came from the database (temporal values as epoch milliseconds). */
export type AxisValue = string | number | boolean | null;

/** One category along an axis. */
export interface AxisCategory {
  value: AxisValue;
  label: string;
}

/** One cell: a pair of categories with a value. */
export interface HeatmapCell {
  /** Index into `xCategories`. */
  x: number;
  /** Index into `yCategories`. */
  y: number;
  value: number;
  formattedValue: string;
  /** Position on the colour scale, 0–1. */
  t: number;
  color: string;
  /** Share of the normalised range's total, written with its range: `12.34% (CA)`; null when hidden. */
  percentage: string | null;
}

/** What the colour legend shows. */
export interface HeatmapLegend {
  type: HeatmapLegendType;
  /** The scheme's stops, lowest first, for the ramp. */
  colors: readonly string[];
  /** Labels of the low and high ends. */
  minLabel: string;
  maxLabel: string;
  /** Piecewise legends: each step's colour and range, lowest first. */
  pieces: Array<{ color: string; label: string }>;
  /** What the scale measures, under the ramp. */
  caption: string;
}

/** Props of the `heatmap_v2` component. */
export interface HeatmapChartProps {
  xCategories: AxisCategory[];
  yCategories: AxisCategory[];
  cells: HeatmapCell[];
  xColumn: QueryFormColumn | null;
  yColumn: QueryFormColumn | null;
  /** Verbose names of the axes and metric. */
  xName: string;
  yName: string;
  metricName: string;
  legend: HeatmapLegend;
  showLegend: boolean;
  showValues: boolean;
  /** Every n-th label; -1 as many as fit. */
  xInterval: number;
  yInterval: number;
  /** Fixed label room in pixels; null to fit the labels. */
  leftMargin: number | null;
  bottomMargin: number | null;
}

const formatPercent = getNumberFormatter('.2%');
const formatShare = getNumberFormatter('.0%');

function toAxisValue(value: unknown): AxisValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

function compareValues(a: AxisValue, b: AxisValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** Orders an axis's categories (given with their metric totals) as `sort` asks; missing values stay last. */
function sortCategories(categories: AxisCategory[], totals: Map<AxisCategory, number>, sort: AxisSort): AxisCategory[] {
  const sorted = [...categories];
  if (sort.startsWith('value')) {
    const sign = sort === 'value_asc' ? 1 : -1;
    sorted.sort((a, b) => sign * ((totals.get(a) ?? 0) - (totals.get(b) ?? 0)) || compareValues(a.value, b.value));
  } else {
    const sign = sort === 'alpha_asc' ? 1 : -1;
    sorted.sort((a, b) => (a.value === null ? 1 : b.value === null ? -1 : sign * compareValues(a.value, b.value)));
  }
  return sorted;
}

function parseBound(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function parseMargin(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

interface RawCell {
  x: AxisCategory;
  y: AxisCategory;
  value: number;
  rank: number | null;
}

/**
 * `heatmap_v2`: the categories of both axes (written with `x_axis_time_format` when temporal,
 * `<NULL>` when missing), ordered by `sort_x_axis` / `sort_y_axis` (by value, or by the metric's
 * total per category), and one cell per row with a value. A cell's colour is its place in the
 * normalised range (`normalize_across`: the whole heatmap within `value_bounds`, its column or its
 * row, from lowest to highest), or its percentile rank there when `normalized`; a piecewise legend
 * quantises it into five steps. The tooltip percentage is the cell's share of its range's total.
 *
 * @example
 * transformHeatmapProps(response, { …, x_axis: 'state', groupby: 'gender', metric: 'count' });
 * // { xCategories: [{ value: 'CA', label: 'CA' }, …], cells: [{ x: 0, y: 1, value: 12, color: 'rgb(…)', … }], … }
 */
export function transformHeatmapProps(response: ChartDataResponse, formData: HeatmapFormData, context?: TransformPropsContext): HeatmapChartProps {
  const fd = withHeatmapDefaults(formData);
  const result = response.result[0];
  const yColumn = yAxisColumnOf(fd.groupby);
  const xColumn = fd.x_axis ?? null;
  const xLabel = getColumnLabel(xColumn) ?? '';
  const yLabel = getColumnLabel(yColumn) ?? '';
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatValue = getNumberFormatter(fd.y_axis_format);
  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const colnames = result?.colnames ?? [];
  const metricColumn = colnames.includes(metricLabel) ? metricLabel : colnames.find((name) => name !== xLabel && name !== yLabel && name !== 'rank');
  const temporal = (label: string) => (result ? result.coltypes[colnames.indexOf(label)] === TEMPORAL : false);
  const xTemporal = temporal(xLabel);
  const yTemporal = temporal(yLabel);

  const axis = (isTemporal: boolean) => {
    const byKey = new Map<string, AxisCategory>();
    return (raw: unknown): AxisCategory => {
      const value = toAxisValue(raw);
      const key = `${typeof value}:${String(value)}`;
      let category = byKey.get(key);
      if (!category) {
        category = { value, label: value === null ? NULL_LABEL : isTemporal ? formatTime(value as number | string) : String(value) };
        byKey.set(key, category);
      }
      return category;
    };
  };
  const xOf = axis(xTemporal);
  const yOf = axis(yTemporal);

  const raw: RawCell[] = [];
  const xTotals = new Map<AxisCategory, number>();
  const yTotals = new Map<AxisCategory, number>();
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const x = xOf(row[xLabel]);
    const y = yOf(row[yLabel]);
    const value = toFiniteNumber(row[metricColumn!]);
    if (!xTotals.has(x)) xTotals.set(x, 0);
    if (!yTotals.has(y)) yTotals.set(y, 0);
    if (value === null) continue;
    xTotals.set(x, xTotals.get(x)! + value);
    yTotals.set(y, yTotals.get(y)! + value);
    raw.push({ x, y, value, rank: toFiniteNumber(row['rank']) });
  }
  const xCategories = sortCategories([...xTotals.keys()], xTotals, fd.sort_x_axis);
  const yCategories = sortCategories([...yTotals.keys()], yTotals, fd.sort_y_axis);
  const xIndex = new Map(xCategories.map((c, i) => [c, i]));
  const yIndex = new Map(yCategories.map((c, i) => [c, i]));

  // The range each cell is normalised within, and its total for the tooltip percentage.
  const across = fd.normalize_across;
  const rangeOf = (cell: RawCell): AxisCategory | null => (across === 'x' ? cell.x : across === 'y' ? cell.y : null);
  const extents = new Map<AxisCategory | null, { min: number; max: number; total: number }>();
  for (const cell of raw) {
    const key = rangeOf(cell);
    const extent = extents.get(key) ?? { min: Infinity, max: -Infinity, total: 0 };
    extent.min = Math.min(extent.min, cell.value);
    extent.max = Math.max(extent.max, cell.value);
    extent.total += cell.value;
    extents.set(key, extent);
  }
  const [lowBound, highBound] = Array.isArray(fd.value_bounds) ? fd.value_bounds.map(parseBound) : [null, null];
  const whole = extents.get(null);
  if (across === 'heatmap' && whole) {
    if (lowBound !== null && lowBound !== undefined) whole.min = lowBound;
    if (highBound !== null && highBound !== undefined) whole.max = highBound;
  }

  const color = linearColorScale(fd.linear_color_scheme);
  const piecewise = fd.legend_type === 'piecewise';
  const quantise = (t: number) => (piecewise ? (Math.min(PIECEWISE_STEPS - 1, Math.floor(t * PIECEWISE_STEPS)) + 0.5) / PIECEWISE_STEPS : t);
  const cells: HeatmapCell[] = raw.map((cell) => {
    const range = rangeOf(cell);
    const extent = extents.get(range)!;
    const spread = extent.max - extent.min;
    const byValue = spread > 0 ? (cell.value - extent.min) / spread : 0.5;
    const t = Math.min(1, Math.max(0, fd.normalized && cell.rank !== null ? cell.rank : byValue));
    const share = extent.total !== 0 ? cell.value / extent.total : null;
    return {
      x: xIndex.get(cell.x)!,
      y: yIndex.get(cell.y)!,
      value: cell.value,
      formattedValue: formatValue(cell.value),
      t,
      color: color(quantise(t)),
      percentage: fd.show_percentage && share !== null ? `${formatPercent(share)} (${range === null ? 'heatmap' : range.label})` : null,
    };
  });

  const valueScale = across === 'heatmap' && !fd.normalized && whole !== undefined;
  const endLabel = (t: number) => (valueScale ? formatValue(whole!.min + t * (whole!.max - whole!.min)) : formatShare(t));
  const caption = fd.normalized
    ? `Percentile rank${across === 'x' ? ' in each column' : across === 'y' ? ' in each row' : ''}`
    : across === 'x'
      ? 'Share of each column’s range'
      : across === 'y'
        ? 'Share of each row’s range'
        : verboseName(metricLabel, context);
  const pieces = Array.from({ length: PIECEWISE_STEPS }, (_, i) => ({
    color: color((i + 0.5) / PIECEWISE_STEPS),
    label: `${endLabel(i / PIECEWISE_STEPS)} – ${endLabel((i + 1) / PIECEWISE_STEPS)}`,
  }));

  return {
    xCategories,
    yCategories,
    cells,
    xColumn,
    yColumn,
    xName: verboseName(xLabel, context),
    yName: verboseName(yLabel, context),
    metricName: verboseName(metricLabel, context),
    legend: {
      type: fd.legend_type,
      colors: getLinearColorScheme(fd.linear_color_scheme).colors,
      minLabel: cells.length > 0 ? endLabel(0) : '',
      maxLabel: cells.length > 0 ? endLabel(1) : '',
      pieces,
      caption,
    },
    showLegend: fd.show_legend,
    showValues: fd.show_values,
    xInterval: fd.xscale_interval,
    yInterval: fd.yscale_interval,
    leftMargin: parseMargin(fd.left_margin),
    bottomMargin: parseMargin(fd.bottom_margin),
  };
}
