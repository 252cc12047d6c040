import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withFunnelDefaults, type FunnelFormData, type LegendOrientation } from './form-data.schema.js';
import type { FunnelLabelType, PercentCalculationType } from './funnel-controls.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A dimension value as it came from the database (temporal values as epoch milliseconds). */
export type GroupValue = string | number | boolean | null;

/** One step of the funnel. */
export interface FunnelStep {
  /** The step's name: its dimension values, written and joined with ", ". */
  key: string;
  /** The raw dimension values, one per `groupby` column, for cross-filters and drilling. */
  groupValues: GroupValue[];
  value: number;
  formattedValue: string;
  color: string;
}

/** Props of the `funnel` component. */
export interface FunnelChartProps {
  /** Steps in query order (largest first when sorted by the metric). */
  steps: FunnelStep[];
  groupby: QueryFormColumn[];
  metricLabel: string;
  percentCalculationType: PercentCalculationType;
  showLabels: boolean;
  labelType: FunnelLabelType;
  showTooltip: boolean;
  tooltipLabelType: FunnelLabelType;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * `funnel`: one step per row, named by its dimension values (temporal ones written with
 * `date_format`, missing ones as `<NULL>`), coloured from the colour scale, with its value
 * formatted by `number_format`. Rows whose metric is missing or negative have no step.
 *
 * @example
 * transformFunnelProps({ result: [{ colnames: ['stage', 'count'], coltypes: [1, 0], data: [{ stage: 'Visit', count: 90 }, { stage: 'Buy', count: 9 }], rowcount: 2 }] }, formData);
 * // { steps: [{ key: 'Visit', value: 90, … }, { key: 'Buy', value: 9, … }], … }
 */
export function transformFunnelProps(response: ChartDataResponse, formData: FunnelFormData, context?: TransformPropsContext): FunnelChartProps {
  const fd = withFunnelDefaults(formData);
  const result = response.result[0];
  const groupby = fd.groupby ?? [];
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatValue = getNumberFormatter(fd.number_format);
  const formatDate = getTimeFormatter(fd.date_format);
  const color = chartColorScale(fd, context);

  const metricColumn =
    result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !groupLabels.includes(name)));
  const temporal = groupLabels.map((label) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false));

  const steps: FunnelStep[] = [];
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value < 0) continue;
    const groupValues = groupLabels.map((label) => toGroupValue(row[label]));
    const names = groupValues.map((v, i) => (v === null ? NULL_LABEL : temporal[i] ? formatDate(v as number | string) : String(v)));
    const key = names.length > 0 ? names.join(', ') : verboseName(metricLabel, context);
    steps.push({ key, groupValues, value, formattedValue: formatValue(value), color: color(key) });
  }

  return {
    steps,
    groupby,
    metricLabel: verboseName(metricLabel, context),
    percentCalculationType: fd.percent_calculation_type,
    showLabels: fd.show_labels,
    labelType: fd.label_type,
    showTooltip: fd.show_tooltip_labels,
    tooltipLabelType: fd.tooltip_label_type,
    showLegend: fd.show_legend,
    legendOrientation: fd.legend_orientation,
  };
}
