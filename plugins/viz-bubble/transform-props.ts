import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  toDimensionValue,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type DimensionValue,
  type LegendOrientation,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { single } from './build-query.js';
import { withBubbleDefaults, type BubbleFormData } from './form-data.schema.js';

/** How a missing entity or dimension value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';
/** Diameter of the smallest bubble, in pixels, as in Superset. */
export const MIN_BUBBLE_SIZE = 5;

/** One bubble. */
export interface Bubble {
  /** The entity's name. */
  entity: string;
  entityValue: DimensionValue;
  /** The dimension's name; null without a dimension. */
  series: string | null;
  seriesValue: DimensionValue;
  x: number;
  y: number;
  size: number;
  /** Diameter in pixels. */
  diameter: number;
  color: string;
}

/** Props of the `bubble_v2` component. */
export interface BubbleChartProps {
  bubbles: Bubble[];
  /** Legend entries: dimension values (or entities) in order of first appearance, with colours. */
  legend: Array<{ key: string; color: string }>;
  entityColumn: QueryFormColumn | null;
  seriesColumn: QueryFormColumn | null;
  /** Verbose names of the three metrics. */
  xName: string;
  yName: string;
  sizeName: string;
  xFormat: string;
  yFormat: string;
  sizeFormat: string;
  logX: boolean;
  logY: boolean;
  truncateY: boolean;
  opacity: number;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  xAxisTitle: string;
  yAxisTitle: string;
}

/**
 * `bubble_v2`: one bubble per row with finite x, y and size values, named by its entity, coloured
 * by its dimension value (its entity without a dimension) from the shared scale, its diameter
 * growing linearly from 5 pixels at the smallest size to 5 + 2 × `max_bubble_size` at the largest,
 * as Superset sizes them.
 *
 * @example
 * transformBubbleProps(response, { …, entity: 'name', x: 'count', y: 'sum__num', size: 'avg__num', max_bubble_size: '25' });
 * // { bubbles: [{ entity: 'Aaron', x: 12, y: 3400, size: 28, diameter: 55, color: '#1FA8C9', … }], … }
 */
export function transformBubbleProps(response: ChartDataResponse, formData: BubbleFormData, context?: TransformPropsContext): BubbleChartProps {
  const fd = withBubbleDefaults(formData);
  const result = response.result[0];
  const entityColumn = single(fd.entity);
  const seriesColumn = single(fd.series);
  const entityLabel = getColumnLabel(entityColumn) ?? '';
  const seriesLabel = getColumnLabel(seriesColumn);
  const [xLabel, yLabel, sizeLabel] = [fd.x, fd.y, fd.size].map((metric) => getMetricLabel(single(metric)) ?? '') as [string, string, string];
  const color = chartColorScale(fd, context);
  const maxBubble = Math.max(0, Number(fd.max_bubble_size) || 0);

  const rows: Array<Omit<Bubble, 'diameter' | 'color'>> = [];
  for (const row of result?.data ?? []) {
    const values = [row[xLabel], row[yLabel], row[sizeLabel]].map(toFiniteNumber);
    if (values.some((value) => value === null)) continue;
    const [xValue, yValue, sizeValue] = values as [number, number, number];
    const entityValue = toDimensionValue(row[entityLabel]);
    const seriesValue = seriesLabel ? toDimensionValue(row[seriesLabel]) : null;
    rows.push({
      entity: entityValue === null ? NULL_LABEL : String(entityValue),
      entityValue,
      series: seriesLabel ? (seriesValue === null ? NULL_LABEL : String(seriesValue)) : null,
      seriesValue,
      x: xValue,
      y: yValue,
      size: sizeValue,
    });
  }
  let smallest = Infinity;
  let largest = -Infinity;
  for (const row of rows) {
    smallest = Math.min(smallest, row.size);
    largest = Math.max(largest, row.size);
  }
  const spread = largest - smallest;
  const legend = new Map<string, string>();
  const bubbles = rows.map((row): Bubble => {
    const key = row.series ?? row.entity;
    let bubbleColor = legend.get(key);
    if (bubbleColor === undefined) {
      bubbleColor = color(key);
      legend.set(key, bubbleColor);
    }
    const diameter = (spread > 0 ? ((row.size - smallest) / spread) * maxBubble * 2 : 0) + MIN_BUBBLE_SIZE;
    return { ...row, diameter, color: bubbleColor };
  });

  return {
    bubbles,
    legend: [...legend].map(([key, legendColor]) => ({ key, color: legendColor })),
    entityColumn,
    seriesColumn,
    xName: verboseName(xLabel, context),
    yName: verboseName(yLabel, context),
    sizeName: verboseName(sizeLabel, context),
    xFormat: fd.xAxisFormat,
    yFormat: fd.y_axis_format,
    sizeFormat: fd.tooltipSizeFormat,
    logX: fd.logXAxis,
    logY: fd.logYAxis,
    truncateY: fd.truncateYAxis,
    opacity: Math.min(1, Math.max(0, fd.opacity)),
    showLegend: fd.show_legend,
    legendOrientation: fd.legend_orientation,
    xAxisTitle: fd.x_axis_label,
    yAxisTitle: fd.y_axis_label,
  };
}
