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
import { withTreemapDefaults, type TreemapFormData } from './form-data.schema.js';
import type { TreemapLabelType } from './treemap-controls.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A dimension value as it came from the database (temporal values as epoch milliseconds). */
export type GroupValue = string | number | boolean | null;

/** One rectangle of the treemap: a group at some level of the hierarchy, or the root. */
export interface TreemapNode {
  /** Unique among the nodes: the JSON of `groupValues`. */
  id: string;
  /** The node's own dimension value, written (`<NULL>` when missing); the metric's name for the root. */
  name: string;
  /** Names from the outermost level down to this node (empty for the root). */
  path: string[];
  /** Raw dimension values from the outermost level down to this node, for cross-filters and drilling. */
  groupValues: GroupValue[];
  /** The metric: a leaf's own value, a group's the sum of its children. */
  value: number;
  formattedValue: string;
  /** Colour of the node's outermost group, from the colour scheme and label colours (the root's is the metric's). */
  color: string;
  /** Position among its siblings, largest first; the component shades siblings apart by it. */
  rank: number;
  /** Children, largest first. */
  children: TreemapNode[];
}

/** Props of the `treemap_v2` component. */
export interface TreemapChartProps {
  /** The whole, named by the metric; its descendants are the rectangles. */
  root: TreemapNode;
  /** The hierarchy's columns, outermost first. */
  groupby: QueryFormColumn[];
  /** The metric's display name. */
  metricLabel: string;
  numberFormat: string;
  labelType: TreemapLabelType;
  showLabels: boolean;
  showUpperLabels: boolean;
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

interface Draft {
  node: TreemapNode;
  byId: Map<string, Draft>;
}

/** Sums groups bottom-up, sorts children largest first and numbers them. */
function finish(node: TreemapNode): number {
  if (node.children.length > 0) {
    node.value = node.children.reduce((sum, child) => sum + finish(child), 0);
    node.children.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
    node.children.forEach((child, index) => (child.rank = index));
  }
  return node.value;
}

/**
 * `treemap_v2`: the rows nested by the hierarchy's columns (temporal values written with
 * `date_format`, missing ones as `<NULL>`), each group's value the sum of its rows. Rows whose
 * metric is missing, zero or negative are left out: an area can only show a positive part. The
 * outermost groups take colours from the shared scale (label colours first); their descendants
 * keep their group's colour. The root is named by the metric's verbose name.
 *
 * @example
 * transformTreemapProps({ result: [{ colnames: ['state', 'gender', 'count'], coltypes: [1, 1, 0], data: [{ state: 'CA', gender: 'boy', count: 3 }], rowcount: 1 }] }, formData);
 * // { root: { name: 'count', value: 3, children: [{ name: 'CA', children: [{ name: 'boy', value: 3, … }] }] }, … }
 */
export function transformTreemapProps(response: ChartDataResponse, formData: TreemapFormData, context?: TransformPropsContext): TreemapChartProps {
  const fd = withTreemapDefaults(formData);
  const result = response.result[0];
  const groupby = fd.groupby ?? [];
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatValue = getNumberFormatter(fd.number_format);
  const formatDate = getTimeFormatter(fd.date_format);
  const color = chartColorScale(fd, context);
  const metricName = verboseName(metricLabel, context);

  const metricColumn =
    result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !groupLabels.includes(name)));
  const temporal = groupLabels.map((label) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false));

  const root: TreemapNode = { id: '[]', name: metricName, path: [], groupValues: [], value: 0, formattedValue: '', color: '', rank: 0, children: [] };
  const top: Draft = { node: root, byId: new Map() };
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value <= 0) continue;
    let draft = top;
    const values: GroupValue[] = [];
    const names: string[] = [];
    groupLabels.forEach((label, level) => {
      const raw = toGroupValue(row[label]);
      values.push(raw);
      names.push(raw === null ? NULL_LABEL : temporal[level] ? formatDate(raw as number | string) : String(raw));
      const id = JSON.stringify(values);
      let child = draft.byId.get(id);
      if (!child) {
        const node: TreemapNode = { id, name: names[level]!, path: [...names], groupValues: [...values], value: 0, formattedValue: '', color: '', rank: 0, children: [] };
        child = { node, byId: new Map() };
        draft.byId.set(id, child);
        draft.node.children.push(node);
      }
      draft = child;
    });
    // Rows only repeat a path when values write the same; their values add up.
    draft.node.value += draft === top ? 0 : value;
    if (draft === top) root.value += value;
  }
  finish(root);

  const paint = (node: TreemapNode, base: string) => {
    node.color = base;
    node.formattedValue = formatValue(node.value);
    for (const child of node.children) paint(child, node === root ? color(child.name) : base);
  };
  // Without a hierarchy the root is the one rectangle drawn, in the metric's colour.
  paint(root, root.children.length > 0 ? '' : color(metricName));

  return {
    root,
    groupby,
    metricLabel: metricName,
    numberFormat: fd.number_format,
    labelType: fd.label_type,
    showLabels: fd.show_labels,
    showUpperLabels: fd.show_upper_labels,
  };
}
