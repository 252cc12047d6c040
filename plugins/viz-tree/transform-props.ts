import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { buildTree, type TreeNode } from './build-tree.js';
import { withTreeDefaults, type TreeFormData } from './form-data.schema.js';
import type { LabelPosition, TreeOrient, TreeRoam, TreeSymbol } from './tree-controls.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;

/** A node ready to draw: its display value and the colour of its branch. */
export interface TreeChartNode extends Omit<TreeNode, 'children'> {
  formattedValue: string;
  /** The colour of the branch under the root it belongs to; empty for the root. */
  color: string;
  children: TreeChartNode[];
}

/** Props of the `tree_chart` component. */
export interface TreeChartProps {
  /** The tree; null when the rows hold none (or not the root asked for). */
  root: TreeChartNode | null;
  /** The metric's display name; empty without a metric. */
  metricLabel: string;
  layout: 'orthogonal' | 'radial';
  orient: TreeOrient;
  nodeLabelPosition: LabelPosition;
  childLabelPosition: LabelPosition;
  emphasis: 'ancestor' | 'descendant';
  symbol: TreeSymbol;
  symbolSize: number;
  roam: TreeRoam;
}

const asText = (value: unknown, temporal: boolean, formatDate: (value: number | string) => string): string | null => {
  if (value === null || value === undefined) return null;
  if (temporal && (typeof value === 'number' || typeof value === 'string')) return formatDate(value);
  return String(value);
};

/**
 * `tree_chart`: the rows as a tree (see `buildTree`: the root asked for, or the one Superset's tree
 * would pick), nodes named by the name column (else their id) with the metric's value written with
 * `number_format`. Each branch under the root takes a colour from the shared scale by its name.
 *
 * @example
 * transformTreeProps({ result: [{ colnames: ['id', 'parent'], coltypes: [1, 1], data: [{ id: 'a', parent: null }, { id: 'b', parent: 'a' }], rowcount: 2 }] }, formData);
 * // { root: { id: 'a', name: 'a', children: [{ id: 'b', color: …, … }] }, … }
 */
export function transformTreeProps(response: ChartDataResponse, formData: TreeFormData, context?: TransformPropsContext): TreeChartProps {
  const fd = withTreeDefaults(formData);
  const result = response.result[0];
  const idLabel = fd.id ? (getColumnLabel(fd.id) ?? '') : '';
  const parentLabel = fd.parent ? (getColumnLabel(fd.parent) ?? '') : '';
  const nameLabel = fd.name ? (getColumnLabel(fd.name) ?? '') : idLabel;
  const metricLabel = fd.metric ? (getMetricLabel(fd.metric) ?? '') : '';
  const formatValue = getNumberFormatter(fd.number_format);
  const formatDate = getTimeFormatter();
  const temporal = (label: string) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false);

  const rows = (result?.data ?? []).flatMap((row) => {
    const id = asText(row[idLabel], temporal(idLabel), formatDate);
    if (id === null) return [];
    return [
      {
        id,
        parent: asText(row[parentLabel], temporal(parentLabel), formatDate),
        name: asText(row[nameLabel], temporal(nameLabel), formatDate) ?? id,
        value: metricLabel ? toFiniteNumber(row[metricLabel]) : null,
      },
    ];
  });
  const tree = idLabel && parentLabel ? buildTree(rows, fd.root_node_id === null ? null : String(fd.root_node_id)) : null;

  const color = chartColorScale(fd, context);
  const paint = (node: TreeNode, branch: string): TreeChartNode => ({
    ...node,
    formattedValue: node.value === null ? '' : formatValue(node.value),
    color: branch,
    children: node.children.map((child) => paint(child, branch || color(child.name))),
  });

  return {
    root: tree ? paint(tree, '') : null,
    metricLabel: metricLabel ? verboseName(metricLabel, context) : '',
    layout: fd.layout,
    orient: fd.orient,
    nodeLabelPosition: fd.node_label_position,
    childLabelPosition: fd.child_label_position,
    emphasis: fd.emphasis,
    symbol: fd.symbol,
    symbolSize: fd.symbolSize,
    roam: fd.roam,
  };
}
