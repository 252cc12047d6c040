import { getTimeFormatter, toDate, type AnnotationLayer, type CategoricalColorScale, type ChartDataQueryResult } from '@core/plugin-api/index.js';
import { formulaAnnotations, lineDash } from './formula-annotations.js';
import type { FormulaAnnotation, XAxisType } from './timeseries-chart-props.js';

/** A line drawn over the chart from an annotation layer: a formula, or a series of another chart. */
export interface AnnotationLine extends FormulaAnnotation {
  /** Stroke opacity, 1 when absent. */
  opacity?: number;
  /** Dot diameter on each point (`showMarkers`), 0 or absent for none. */
  markerSize?: number;
}

/** An event (one instant) or an interval (a period) of an EVENT or INTERVAL layer. */
export interface AnnotationMark {
  /** The chart's name of the layer. */
  layer: string;
  /** The annotation's title (a native annotation's short description). */
  title: string;
  /** Further text (a native annotation's long description). */
  descriptions: string[];
  /** Where it starts and ends, in the units of the chart's x values; equal for an event. */
  start: number;
  end: number;
  /** When, as the tooltip says it. */
  when: string;
  color: string;
  /** Stroke (events) or fill (intervals) opacity. */
  opacity: number;
  /** Stroke width in pixels. */
  width: number;
  dash: number[];
  /** The title is written on the chart, not only in the tooltip. */
  showLabel: boolean;
}

/** The events and intervals a chart draws. */
export interface AnnotationMarks {
  events: AnnotationMark[];
  intervals: AnnotationMark[];
}

/** What `transformProps` adds to the chart's props for its annotation layers. */
export interface TimeseriesAnnotationProps {
  /** Formula and time-series lines, measured on the primary value axis. */
  annotations: AnnotationLine[];
  annotationMarks: AnnotationMarks;
}

/** Superset's `opacity` choices of a layer. */
const OPACITIES: Readonly<Record<string, number>> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 };

/** A layer's opacity (`opacityLow`, `opacityMedium`, `opacityHigh`), or `fallback` when it names none. */
export function annotationOpacity(opacity: unknown, fallback = 1): number {
  return typeof opacity === 'string' && opacity in OPACITIES ? OPACITIES[opacity]! : fallback;
}

/** The columns a native layer's records are read by when the layer names none. */
const NATIVE_COLUMNS = { timeColumn: 'start_dttm', intervalEndColumn: 'end_dttm', titleColumn: 'short_descr', descriptionColumns: ['long_descr'] } as const;

/** An instant as epoch milliseconds (numbers as they are), or NaN. */
function instant(value: unknown): number {
  if (typeof value === 'number') return value;
  return toDate(value)?.getTime() ?? Number.NaN;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const stringOption = (layer: AnnotationLayer, key: string): string | undefined => (typeof layer[key] === 'string' && layer[key] !== '' ? (layer[key] as string) : undefined);

/** The records of a `{records}` result (Superset's native and table layers), or null for another shape. */
function recordsOf(data: unknown): Array<Record<string, unknown>> | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const records = (data as { records?: unknown }).records;
  return Array.isArray(records) ? records.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : null;
}

/** The layer's colour: its own, else the chart's colour of its name. */
function layerColor(layer: AnnotationLayer, color: CategoricalColorScale): string {
  return stringOption(layer, 'color') ?? color(layer.name);
}

function layerWidth(layer: AnnotationLayer, fallback: number): number {
  const width = Number(layer['width']);
  return Number.isFinite(width) && width > 0 ? width : fallback;
}

/** How the tooltip says when: a date alone when every instant of the chart falls on midnight. */
function whenFormatter(instants: readonly number[]): (start: number, end: number) => string {
  const dateOnly = instants.every((ms) => ms % 86_400_000 === 0);
  const format = getTimeFormatter(dateOnly ? '%Y-%m-%d' : '%Y-%m-%d %H:%M');
  return (start, end) => (end === start ? format(start) : `${format(start)} – ${format(end)}`);
}

/** The events or intervals of one EVENT or INTERVAL layer, from `{records}` (native or table layers). */
function layerMarks(layer: AnnotationLayer, data: unknown, color: CategoricalColorScale): AnnotationMark[] {
  const records = recordsOf(data);
  if (!records) return [];
  const native = layer.sourceType === 'NATIVE';
  const timeColumn = stringOption(layer, 'timeColumn') ?? (native ? NATIVE_COLUMNS.timeColumn : undefined);
  if (!timeColumn) return [];
  const interval = layer.annotationType === 'INTERVAL';
  const endColumn = stringOption(layer, 'intervalEndColumn') ?? (native ? NATIVE_COLUMNS.intervalEndColumn : undefined);
  const titleColumn = stringOption(layer, 'titleColumn') ?? (native ? NATIVE_COLUMNS.titleColumn : undefined);
  const descriptionColumns = Array.isArray(layer['descriptionColumns'])
    ? (layer['descriptionColumns'] as unknown[]).filter((c): c is string => typeof c === 'string')
    : native
      ? [...NATIVE_COLUMNS.descriptionColumns]
      : [];
  const marks: AnnotationMark[] = [];
  for (const record of records) {
    const start = instant(record[timeColumn]);
    if (Number.isNaN(start)) continue;
    const endValue = interval && endColumn ? instant(record[endColumn]) : start;
    const end = Number.isNaN(endValue) ? start : Math.max(start, endValue);
    marks.push({
      layer: layer.name,
      title: titleColumn ? text(record[titleColumn]) : '',
      descriptions: descriptionColumns.map((column) => text(record[column])).filter((description) => description !== ''),
      start,
      end,
      when: '',
      color: layerColor(layer, color),
      // Intervals shade the plot behind the series: light unless the layer asks otherwise.
      opacity: annotationOpacity(layer['opacity'], interval ? OPACITIES['opacityLow']! : 1),
      width: layerWidth(layer, 1),
      dash: lineDash(layer['style'], 'solid'),
      showLabel: layer.showLabel === true,
    });
  }
  return marks;
}

/** Whether every value of a column is an instant: a date-time text, or epoch milliseconds (after 1973). */
function holdsInstants(records: ReadonlyArray<Record<string, unknown>>, column: string): boolean {
  return records.every((record) => {
    const value = record[column];
    if (typeof value === 'number') return Math.abs(value) > 1e11;
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(instant(value));
  });
}

/** One series of a time-series layer: Superset's `[{key, values: [{x, y}]}]`. */
interface SeriesResult {
  key: string;
  values: Array<{ x: unknown; y: unknown }>;
}

function isSeriesResult(data: unknown): data is SeriesResult[] {
  return Array.isArray(data) && data.every((item) => typeof item === 'object' && item !== null && Array.isArray((item as SeriesResult).values));
}

/**
 * The series of a TIME_SERIES layer: `[{key, values}]` as is, or `{records}` of another chart's
 * rows read as one series per numeric column against its time column (`timeColumn`, else
 * `__timestamp`, else the first column holding instants).
 */
function layerSeries(layer: AnnotationLayer, data: unknown): Array<{ key: string; x: number[]; y: number[] }> {
  if (isSeriesResult(data)) {
    return data.map((series) => {
      const points = series.values.map((point) => [instant(point.x), Number(point.y)] as const).filter(([x]) => !Number.isNaN(x));
      return { key: String(series.key), x: points.map(([x]) => x), y: points.map(([, y]) => y) };
    });
  }
  const records = recordsOf(data);
  if (!records || records.length === 0) return [];
  const columns = Object.keys(records[0]!);
  const timeColumn = stringOption(layer, 'timeColumn') ?? (columns.includes('__timestamp') ? '__timestamp' : columns.find((column) => holdsInstants(records, column)));
  if (!timeColumn) return [];
  const ordered = records
    .map((record) => ({ record, x: instant(record[timeColumn]) }))
    .filter((row) => !Number.isNaN(row.x))
    .sort((a, b) => a.x - b.x);
  return columns
    .filter((column) => column !== timeColumn && ordered.some(({ record }) => typeof record[column] === 'number'))
    .map((column) => ({
      key: column,
      x: ordered.map(({ x }) => x),
      y: ordered.map(({ record }) => (typeof record[column] === 'number' ? (record[column] as number) : Number.NaN)),
    }));
}

/** The lines of one TIME_SERIES layer, named after the layer (and each series when there are several). */
function layerLines(layer: AnnotationLayer, data: unknown, color: CategoricalColorScale): AnnotationLine[] {
  const series = layerSeries(layer, data);
  const hideLine = layer['hideLine'] === true;
  const showMarkers = layer['showMarkers'] === true;
  return series.map((item) => {
    const name = series.length === 1 ? layer.name : `${layer.name}: ${item.key}`;
    return {
      name,
      color: stringOption(layer, 'color') ?? color(name),
      width: hideLine ? 0 : layerWidth(layer, 1.5),
      dash: lineDash(layer['style'], 'solid'),
      x: Float64Array.from(item.x),
      y: Float64Array.from(item.y),
      opacity: annotationOpacity(layer['opacity']),
      markerSize: showMarkers || hideLine ? 5 : 0,
    };
  });
}

/**
 * The annotation layers of a time-series chart, ready to draw: FORMULA layers evaluated along the
 * x-axis; TIME_SERIES layers (another chart's series) as lines; EVENT and INTERVAL layers (native
 * annotations, or a table chart's rows) as events and intervals, on a time or numeric x-axis only.
 * Data comes from the query's `annotation_data` by layer name; hidden layers and layers without
 * data draw nothing.
 *
 * @example
 * ```ts
 * timeseriesAnnotations(formData.annotation_layers, response.result[0], read.x, read.xType, color).annotationMarks.events[0]?.title; // 'v2 released'
 * ```
 */
export function timeseriesAnnotations(
  layers: readonly AnnotationLayer[],
  result: ChartDataQueryResult | undefined,
  x: Float64Array,
  xType: XAxisType,
  color: CategoricalColorScale,
): TimeseriesAnnotationProps {
  const shown = layers.filter((layer) => typeof layer === 'object' && layer !== null && layer.show !== false);
  const raw = result?.['annotation_data'];
  const data = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const annotations: AnnotationLine[] = formulaAnnotations(shown, x, color);
  const events: AnnotationMark[] = [];
  const intervals: AnnotationMark[] = [];
  if (xType !== 'category') {
    for (const layer of shown) {
      const layerData = data[layer.name];
      if (layerData === undefined || layerData === null) continue;
      if (layer.annotationType === 'TIME_SERIES') annotations.push(...layerLines(layer, layerData, color));
      else if (layer.annotationType === 'EVENT') events.push(...layerMarks(layer, layerData, color));
      else if (layer.annotationType === 'INTERVAL') intervals.push(...layerMarks(layer, layerData, color));
    }
  }
  const when = whenFormatter([...events, ...intervals].flatMap((mark) => [mark.start, mark.end]));
  const described = (mark: AnnotationMark): AnnotationMark => ({
    ...mark,
    when: xType === 'time' ? when(mark.start, mark.end) : mark.start === mark.end ? String(mark.start) : `${mark.start} – ${mark.end}`,
  });
  return { annotations, annotationMarks: { events: events.map(described), intervals: intervals.map(described) } };
}
