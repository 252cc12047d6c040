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
import { sankeyStageColumns } from './build-query.js';
import { withSankeyDefaults, type SankeyFormData } from './form-data.schema.js';
import type { SankeyNodeAlignment, SankeyRoam } from './sankey-controls.js';
import { dropCycles } from './drop-cycles.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** One node: a value of a stage column (the same value in two columns is one node). */
export interface SankeyNode {
  name: string;
  color: string;
  /** The larger of its incoming and outgoing totals. */
  value: number;
  formattedValue: string;
}

/** One flow between two nodes, summed over the rows that join them. */
export interface SankeyLink {
  source: string;
  target: string;
  value: number;
  formattedValue: string;
  /** Share of the source node's value, written as a percentage. */
  sourceShare: string;
  /** Share of the target node's value, written as a percentage. */
  targetShare: string;
}

/** Props of the `sankey_v2` component. */
export interface SankeyChartProps {
  nodes: SankeyNode[];
  links: SankeyLink[];
  metricLabel: string;
  nodeAlignment: SankeyNodeAlignment;
  roam: SankeyRoam;
  /** Flows left out because they closed a cycle (a sankey only draws flows that move forward). */
  droppedLinks: number;
}

const formatShare = getNumberFormatter('.2%');

/**
 * `sankey_v2`: each row is a path source → intermediate levels → target carrying the metric;
 * flows between the same two nodes are summed. Node names are the values as written (temporal
 * ones with the adaptive date format, missing ones as `<NULL>`); nodes take the shared label
 * colours. Rows without a positive metric carry nothing; self-loops and flows closing a cycle
 * are dropped (and counted). Tooltip numbers are formatted here, shares as Superset writes them.
 *
 * @example
 * transformSankeyProps({ result: [{ colnames: ['gender', 'state', 'count'], coltypes: [1, 1, 0], data: [{ gender: 'boy', state: 'CA', count: 3 }], rowcount: 1 }] }, formData);
 * // { nodes: [{ name: 'boy', value: 3, … }, { name: 'CA', value: 3, … }], links: [{ source: 'boy', target: 'CA', value: 3, … }], … }
 */
export function transformSankeyProps(response: ChartDataResponse, formData: SankeyFormData, context?: TransformPropsContext): SankeyChartProps {
  const fd = withSankeyDefaults(formData);
  const result = response.result[0];
  const stageLabels = sankeyStageColumns(fd).map((column) => getColumnLabel(column) ?? '');
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatValue = getNumberFormatter(fd.number_format);
  const formatDate = getTimeFormatter(null);
  const metricColumn = result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !stageLabels.includes(name)));
  const temporal = stageLabels.map((label) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false));
  const nameOf = (value: unknown, stage: number): string => {
    if (value === null || value === undefined) return NULL_LABEL;
    if (temporal[stage] && (typeof value === 'number' || typeof value === 'string')) return formatDate(value);
    return String(value);
  };

  const sums = new Map<string, { source: string; target: string; value: number }>();
  const order: string[] = [];
  for (const row of result && metricColumn !== undefined && stageLabels.length >= 2 ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value <= 0) continue;
    const names = stageLabels.map((label, stage) => nameOf(row[label], stage));
    for (let i = 0; i + 1 < names.length; i += 1) {
      const key = JSON.stringify([names[i], names[i + 1]]);
      const entry = sums.get(key);
      if (entry) entry.value += value;
      else {
        sums.set(key, { source: names[i]!, target: names[i + 1]!, value });
        order.push(key);
      }
    }
  }
  const summed = order.map((key) => sums.get(key)!);
  const kept = dropCycles(summed);

  const incoming = new Map<string, number>();
  const outgoing = new Map<string, number>();
  const names: string[] = [];
  const seen = new Set<string>();
  for (const link of kept) {
    for (const name of [link.source, link.target]) {
      if (!seen.has(name)) {
        seen.add(name);
        names.push(name);
      }
    }
    outgoing.set(link.source, (outgoing.get(link.source) ?? 0) + link.value);
    incoming.set(link.target, (incoming.get(link.target) ?? 0) + link.value);
  }
  const nodeValue = (name: string) => Math.max(incoming.get(name) ?? 0, outgoing.get(name) ?? 0);
  const color = chartColorScale(fd, context);

  return {
    nodes: names.map((name) => ({ name, color: color(name), value: nodeValue(name), formattedValue: formatValue(nodeValue(name)) })),
    links: kept.map((link) => ({
      ...link,
      formattedValue: formatValue(link.value),
      sourceShare: formatShare(link.value / nodeValue(link.source)),
      targetShare: formatShare(link.value / nodeValue(link.target)),
    })),
    metricLabel: verboseName(metricLabel, context),
    nodeAlignment: fd.node_alignment,
    roam: fd.roam,
    droppedLinks: summed.length - kept.length,
  };
}
