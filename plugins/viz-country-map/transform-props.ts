import {
  getColumnLabel,
  getLinearColorScheme,
  getMetricLabel,
  getNumberFormatter,
  linearColorScale,
  toDimensionValue,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type DimensionValue,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import type { ColorRamp } from '../viz-kit-react/index.js';
import { withCountryMapDefaults, type CountryMapFormData } from './form-data.schema.js';

/** One region's row. */
export interface CountryMapEntry {
  /** The region code as the database returned it (for drill filters). */
  value: DimensionValue;
  /** The ISO 3166-2 code, upper case, as the boundaries are keyed. */
  code: string;
  metric: number;
  formattedMetric: string;
  color: string;
}

/** The colour legend, as the shared ramp legend draws it. */
export type CountryMapLegend = ColorRamp;

/** Props of the `country_map` component. */
export interface CountryMapChartProps {
  /** Superset's `select_country` value. */
  country: string;
  entries: CountryMapEntry[];
  entityColumn: QueryFormColumn | null;
  metricName: string;
  legend: CountryMapLegend | null;
}

/**
 * `country_map`: one entry per region code with a finite metric, shaded between the lowest and
 * highest value on the linear scheme; codes are matched upper case (`fr-75` is `FR-75`).
 *
 * @example
 * transformCountryMapProps(response, { …, select_country: 'france', entity: 'DEPT_ID', metric: 'sum__2004' });
 * // { country: 'france', entries: [{ code: 'FR-75', metric: 31012, color: 'rgb(…)', … }, …], legend: { … } }
 */
export function transformCountryMapProps(response: ChartDataResponse, formData: CountryMapFormData, context?: TransformPropsContext): CountryMapChartProps {
  const fd = withCountryMapDefaults(formData);
  const result = response.result[0];
  const entityColumn = fd.entity ?? null;
  const entityLabel = getColumnLabel(entityColumn) ?? '';
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const format = getNumberFormatter(fd.number_format);
  const rows = (result?.data ?? []).flatMap((row) => {
    const raw = row[entityLabel];
    const metric = toFiniteNumber(row[metricLabel]);
    if (raw === null || raw === undefined || metric === null) return [];
    return [{ value: toDimensionValue(raw), code: String(raw).trim().toUpperCase(), metric }];
  });
  const min = rows.length > 0 ? Math.min(...rows.map((r) => r.metric)) : 0;
  const max = rows.length > 0 ? Math.max(...rows.map((r) => r.metric)) : 0;
  const shade = linearColorScale(fd.linear_color_scheme);
  const metricName = verboseName(metricLabel, context);
  return {
    country: fd.select_country,
    entries: rows.map((r) => ({ ...r, formattedMetric: format(r.metric), color: shade(max > min ? (r.metric - min) / (max - min) : 1) })),
    entityColumn,
    metricName,
    legend: rows.length > 0 ? { caption: metricName, colors: getLinearColorScheme(fd.linear_color_scheme).colors, minLabel: format(min), maxLabel: format(max) } : null,
  };
}
