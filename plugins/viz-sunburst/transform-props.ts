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
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withSunburstDefaults, type SunburstFormData } from './form-data.schema.js';
import type { SunburstLabelType } from './sunburst-controls.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A dimension value as it came from the database (temporal values as epoch milliseconds). */
export type GroupValue = string | number | boolean | null;

/** One arc of the sunburst (or the root, the centre). */
export interface SunburstNode {
  /** Unique among the nodes: the JSON of `groupValues`. */
  id: string;
  /** The node's own dimension value, written (`<NULL>` when missing); the metric's name for the root. */
  name: string;
  /** Names from the innermost ring out to this arc (empty for the root). */
  path: string[];
  /** Raw dimension values from the innermost ring out to this arc, for cross-filters and drilling. */
  groupValues: GroupValue[];
  /** The primary metric: a leaf's own value, a group's the sum of its children. */
  value: number;
  /** The secondary metric, summed alike; null without one. */
  secondaryValue: number | null;
  formattedValue: string;
  formattedSecondaryValue: string;
  /** Secondary over primary, when there is a secondary metric and the value is not zero. */
  ratio: number | null;
  /** The category colour (shared scale, label colours first); empty when arcs are coloured by ratio. */
  color: string;
  /** Children, largest first. */
  children: SunburstNode[];
}

/** Props of the `sunburst_v2` component. */
export interface SunburstChartProps {
  /** The whole, named by the metric; its descendants are the arcs, one ring per level. */
  root: SunburstNode;
  /** The hierarchy's columns, innermost first. */
  columns: QueryFormColumn[];
  metricLabel: string;
  /** The secondary metric's display name; null without one. */
  secondaryMetricLabel: string | null;
  /** How arcs are coloured: by their category, or by the ratio of the secondary metric to the primary. */
  colorBy: 'category' | 'ratio';
  linearColorScheme: string;
  /** The ratios' range, always including 0, as Superset spreads the linear scheme. */
  ratioDomain: [number, number];
  numberFormat: string;
  labelType: SunburstLabelType;
  showLabels: boolean;
  /** Arcs under this share of the total (0–1) get no label. */
  showLabelsThreshold: number;
  showTotal: boolean;
  formattedTotal: string;
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

const chosen = (metric: QueryFormMetric | null | undefined): metric is QueryFormMetric => metric !== null && metric !== undefined && metric !== '';

interface Draft {
  node: SunburstNode;
  byId: Map<string, Draft>;
}

/** Sums primary and secondary values bottom-up and sorts children largest first. */
function finish(node: SunburstNode, withSecondary: boolean): void {
  if (node.children.length === 0) return;
  for (const child of node.children) finish(child, withSecondary);
  node.value = node.children.reduce((sum, child) => sum + child.value, 0);
  node.secondaryValue = withSecondary ? node.children.reduce((sum, child) => sum + (child.secondaryValue ?? 0), 0) : null;
  node.children.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/**
 * `sunburst_v2`: the rows nested by the hierarchy's columns (temporal values written with
 * `date_format`, missing ones as `<NULL>`), each group's values the sums of its rows'. Rows whose
 * primary metric is missing, zero or negative are left out: an arc can only show a positive part.
 * Without a secondary metric (or with the primary one again) every arc takes its category's colour
 * from the shared scale; with one, the component colours arcs by their ratio on the linear scheme.
 *
 * @example
 * transformSunburstProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [{ state: 'CA', count: 3 }], rowcount: 1 }] }, formData);
 * // { root: { value: 3, children: [{ name: 'CA', value: 3, … }] }, colorBy: 'category', … }
 */
export function transformSunburstProps(response: ChartDataResponse, formData: SunburstFormData, context?: TransformPropsContext): SunburstChartProps {
  const fd = withSunburstDefaults(formData);
  const result = response.result[0];
  const columns = fd.columns ?? [];
  const levelLabels = columns.map((column) => getColumnLabel(column) ?? '');
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const secondaryLabel = chosen(fd.secondary_metric) ? (getMetricLabel(fd.secondary_metric) ?? '') : null;
  const colorBy = secondaryLabel !== null && secondaryLabel !== metricLabel ? 'ratio' : 'category';
  const formatValue = getNumberFormatter(fd.number_format);
  const formatDate = getTimeFormatter(fd.date_format);
  const metricName = verboseName(metricLabel, context);

  const metricColumn =
    result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !levelLabels.includes(name) && name !== secondaryLabel));
  const temporal = levelLabels.map((label) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false));
  const withSecondary = colorBy === 'ratio';

  const blank = (id: string, name: string, path: string[], groupValues: GroupValue[]): SunburstNode => ({
    id,
    name,
    path,
    groupValues,
    value: 0,
    secondaryValue: withSecondary ? 0 : null,
    formattedValue: '',
    formattedSecondaryValue: '',
    ratio: null,
    color: '',
    children: [],
  });
  const root = blank('[]', metricName, [], []);
  const top: Draft = { node: root, byId: new Map() };
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value <= 0) continue;
    const secondary = withSecondary ? (toFiniteNumber(row[secondaryLabel!]) ?? 0) : 0;
    let draft = top;
    const values: GroupValue[] = [];
    const names: string[] = [];
    levelLabels.forEach((label, level) => {
      const raw = toGroupValue(row[label]);
      values.push(raw);
      names.push(raw === null ? NULL_LABEL : temporal[level] ? formatDate(raw as number | string) : String(raw));
      const id = JSON.stringify(values);
      let child = draft.byId.get(id);
      if (!child) {
        child = { node: blank(id, names[level]!, [...names], [...values]), byId: new Map() };
        draft.byId.set(id, child);
        draft.node.children.push(child.node);
      }
      draft = child;
    });
    draft.node.value += value;
    if (withSecondary) draft.node.secondaryValue = (draft.node.secondaryValue ?? 0) + secondary;
  }
  finish(root, withSecondary);

  const color = chartColorScale(fd, context);
  let low = 0;
  let high = 0;
  const paint = (node: SunburstNode) => {
    node.formattedValue = formatValue(node.value);
    if (withSecondary) {
      node.formattedSecondaryValue = formatValue(node.secondaryValue);
      node.ratio = node.value !== 0 && node.secondaryValue !== null ? node.secondaryValue / node.value : null;
      if (node.ratio !== null && node !== root) {
        low = Math.min(low, node.ratio);
        high = Math.max(high, node.ratio);
      }
    } else if (node !== root) node.color = color(node.name);
    node.children.forEach(paint);
  };
  paint(root);

  return {
    root,
    columns,
    metricLabel: metricName,
    secondaryMetricLabel: secondaryLabel === null ? null : verboseName(secondaryLabel, context),
    colorBy,
    linearColorScheme: fd.linear_color_scheme,
    ratioDomain: [low, high],
    numberFormat: fd.number_format,
    labelType: fd.label_type,
    showLabels: fd.show_labels,
    showLabelsThreshold: Math.max(0, fd.show_labels_threshold) / 100,
    showTotal: fd.show_total,
    formattedTotal: formatValue(root.value),
  };
}
