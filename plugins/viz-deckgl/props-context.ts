import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  verboseName,
  type ChartDataResponse,
  type DimensionValue,
  type NumberFormatter,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import type { DeckLayerSpec, LegendItem, MarkInfo } from './chart-props.js';
import type { DeckFormData } from './form-data.js';
import { columnTable, type ColumnTable } from './point-columns.js';
import { toRgba, type Rgba } from './rgba.js';
import type { LonLat } from './spatial.js';

/** One result row as an object. */
export type Row = Readonly<Record<string, unknown>>;

/** A column's label in the result (its name, or an adhoc column's label). */
export const labelOf = (column: QueryFormColumn): string => getColumnLabel(column) ?? String(column);

/** A column's cell as stored: ids such as ZIP codes read in full, not as "94.1k" (the number format is for metrics). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  return String(value);
}

/** A position as a tooltip shows it: latitude, longitude. */
export const where = ([lon, lat]: LonLat): string => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** A cell as a cross-filter value. */
export function toDimension(value: unknown): DimensionValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * The link template with `{column}` placeholders filled from a row (URL-encoded), or null when
 * the template is empty or the result is not a web (http, https) or same-site link.
 */
export function fillLinkTemplate(template: string | undefined, row: Row): string | null {
  if (!template || !template.trim()) return null;
  const link = template.trim().replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = row[name.trim()];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
  return /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//')) ? link : null;
}

/** A metric's label in the result and its name as the dataset shows it. */
export interface MetricCell {
  label: string;
  name: string;
}

/** What one family of layers reads to make its layer specs: the result, the form data and the shared colouring. */
export interface PropsContext {
  /** The form data with the type's defaults. */
  fd: DeckFormData;
  /** The result column by column (an Arrow answer's rows are never made into objects). */
  table: ColumnTable;
  /** The result's rows as objects, read the first time they are asked for. */
  rows(): Row[];
  format: NumberFormatter;
  baseColor: Rgba;
  /** The category column's label, if any. */
  dimension: string | null;
  host: TransformPropsContext | undefined;
  /** A category's colour, entered in the legend the first time it is seen. */
  paint(label: string): Rgba;
  /** A row's colour, category, tooltip lines (the category first, the tooltip columns last) and link. */
  info(row: Row, lines: Array<[string, string]>): MarkInfo;
  metricCell(metric: QueryFormMetric | null | undefined): MetricCell | null;
  /** The categories painted so far, in order. */
  legendItems: Map<string, LegendItem>;
}

/** What a layer family adds to the map: its layers, the rows it left off, the positions to fit and (when it owns one) its legend. */
export interface FamilyProps {
  layers: DeckLayerSpec[];
  skipped: number;
  positions: LonLat[];
  legend?: { title: string; items: LegendItem[] };
}

/** The shared reading and colouring of one chart-data response under some form data (already given its defaults). */
export function propsContext(response: ChartDataResponse, fd: DeckFormData, host: TransformPropsContext | undefined): PropsContext {
  const table = columnTable(response.result?.[0]);
  let rowObjects: Row[] | null = null;
  const colorScale = chartColorScale(fd, host);
  const baseColor = toRgba(fd.color_picker);
  const dimension = fd.dimension ? labelOf(fd.dimension) : null;
  const tooltipColumns = (fd.js_columns ?? []).map(labelOf).filter((label) => label !== dimension);
  const legendItems = new Map<string, LegendItem>();
  const paint = (label: string) => {
    const css = colorScale(label);
    if (!legendItems.has(label)) legendItems.set(label, { label, color: css });
    return toRgba(css, baseColor);
  };
  return {
    fd,
    table,
    rows: () => (rowObjects ??= (response.result?.[0]?.data ?? []) as Row[]),
    format: getNumberFormatter(fd.legend_format),
    baseColor,
    dimension,
    host,
    paint,
    info: (row, lines) => {
      const category = dimension ? toDimension(row[dimension]) : undefined;
      let color = baseColor;
      if (dimension) {
        const label = category === null || category === undefined ? '∅' : String(category);
        color = paint(label);
        lines.unshift([verboseName(dimension, host), label]);
      }
      for (const column of tooltipColumns) lines.push([verboseName(column, host), cellText(row[column])]);
      return { color, category, tooltip: lines, link: fillLinkTemplate(fd.link_template, row) };
    },
    metricCell: (metric) => {
      const label = metric ? getMetricLabel(metric) : null;
      return label ? { label, name: verboseName(label, host) } : null;
    },
    legendItems,
  };
}
