import {
  pickedColorCss,
  chartColorScale,
  getColumnLabel,
  getLinearColorScheme,
  getMetricLabel,
  getNumberFormatter,
  linearColorScale,
  toDimensionValue,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type CountryFieldType,
  type DimensionValue,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import type { ColorRamp } from '../viz-kit-react/index.js';
import { withWorldMapDefaults, type WorldMapFormData } from './form-data.schema.js';
import type { ColorBy } from './world-map-controls.js';

/** One country's row. */
export interface WorldMapEntry {
  /** The entity value as the database returned it (for cross-filters). */
  value: DimensionValue;
  /** The entity as text. */
  label: string;
  metric: number | null;
  secondary: number | null;
  formattedMetric: string;
  formattedSecondary: string;
  /** Fill of the country. */
  color: string;
}

/** The colour legend of the metric shading, as the shared ramp legend draws it. */
export type WorldMapLegend = ColorRamp;

/** Props of the `world_map` component. */
export interface WorldMapChartProps {
  entries: WorldMapEntry[];
  entityColumn: QueryFormColumn | null;
  countryFieldType: CountryFieldType;
  metricName: string;
  /** Name of the bubble-size metric; the main metric's when none is set. */
  secondaryName: string;
  colorBy: ColorBy;
  showBubbles: boolean;
  /** Radius of the largest bubble, in pixels. */
  maxBubbleSize: number;
  bubbleColor: string;
  legend: WorldMapLegend | null;
}

/**
 * `world_map`: one entry per country row. Coloured by metric, a country takes its place between
 * the lowest and highest value on the linear scheme (the legend shows the range); coloured by
 * country, it takes the categorical scheme's colour of its name, shared across a dashboard. The
 * bubble-size metric (the metric itself when none is set) sizes the bubbles by area.
 *
 * @example
 * transformWorldMapProps(response, { …, entity: 'country_code', country_fieldtype: 'cca3', metric: 'sum__SP_POP_TOTL' });
 * // { entries: [{ value: 'CHN', metric: 1364270000, color: 'rgb(5, 4, 21)', … }, …], legend: { minLabel: '9.89k', maxLabel: '1.36G', … } }
 */
export function transformWorldMapProps(response: ChartDataResponse, formData: WorldMapFormData, context?: TransformPropsContext): WorldMapChartProps {
  const fd = withWorldMapDefaults(formData);
  const result = response.result[0];
  const entityColumn = fd.entity ?? null;
  const entityLabel = getColumnLabel(entityColumn) ?? '';
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const secondaryLabel = getMetricLabel(fd.secondary_metric) ?? metricLabel;
  const format = getNumberFormatter(fd.y_axis_format);
  const colorBy: ColorBy = fd.color_by === 'country' ? 'country' : 'metric';

  const rows = (result?.data ?? [])
    .map((row) => {
      const value = toDimensionValue(row[entityLabel]);
      const metric = toFiniteNumber(row[metricLabel]);
      const secondary = toFiniteNumber(row[secondaryLabel]);
      return { value, label: value === null ? '' : String(value), metric, secondary };
    })
    .filter((r) => r.value !== null && r.label !== '');
  const values = rows.map((r) => r.metric).filter((v): v is number => v !== null);
  const min = values.length > 0 ? Math.min(...values) : 0;
  const max = values.length > 0 ? Math.max(...values) : 0;
  const shade = linearColorScale(fd.linear_color_scheme);
  const categorical = chartColorScale(fd, context);

  const entries: WorldMapEntry[] = rows.map((r) => ({
    ...r,
    formattedMetric: r.metric === null ? '–' : format(r.metric),
    formattedSecondary: r.secondary === null ? '–' : format(r.secondary),
    color: colorBy === 'country' ? categorical(r.label) : r.metric === null ? '' : shade(max > min ? (r.metric - min) / (max - min) : 1),
  }));

  return {
    entries,
    entityColumn,
    countryFieldType: fd.country_fieldtype,
    metricName: verboseName(metricLabel, context),
    secondaryName: verboseName(secondaryLabel, context),
    colorBy,
    showBubbles: fd.show_bubbles,
    maxBubbleSize: Math.max(1, Number.parseInt(String(fd.max_bubble_size), 10) || 25),
    bubbleColor: pickedColorCss(fd.color_picker, 'rgba(0, 122, 135, 1)'),
    legend:
      colorBy === 'metric' && values.length > 0
        ? { caption: verboseName(metricLabel, context), colors: getLinearColorScheme(fd.linear_color_scheme).colors, minLabel: format(min), maxLabel: format(max) }
        : null,
  };
}
