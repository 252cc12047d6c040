import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { chordColumns } from './build-query.js';
import { withChordDefaults, type ChordFormData } from './form-data.schema.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** One arc of the ring: a value of the source or target column. */
export interface ChordNode {
  name: string;
  color: string;
  /** Everything that flows out of and into it. */
  outgoing: number;
  incoming: number;
}

/** Props of the `chord` component. */
export interface ChordChartProps {
  nodes: ChordNode[];
  /** `matrix[i][j]`: what flows from node i to node j. */
  matrix: number[][];
  metricLabel: string;
  numberFormat: string;
}

/**
 * `chord`: one node per value of the source or target column (a value in both is one node),
 * `matrix[i][j]` the metric from node i to node j summed over the rows, nodes in the shared label
 * colours. Names are the values as written (temporal ones as dates, missing ones `<NULL>`); rows
 * without a positive metric carry nothing.
 *
 * @example
 * transformChordProps({ result: [{ colnames: ['gender', 'state', 'n'], coltypes: [1, 1, 0], data: [{ gender: 'boy', state: 'CA', n: 3 }], rowcount: 1 }] }, formData);
 * // { nodes: [{ name: 'boy', … }, { name: 'CA', … }], matrix: [[0, 3], [0, 0]], … }
 */
export function transformChordProps(response: ChartDataResponse, formData: ChordFormData, context?: TransformPropsContext): ChordChartProps {
  const fd = withChordDefaults(formData);
  const result = response.result[0];
  const { source, target } = chordColumns(fd);
  const sourceLabel = getColumnLabel(source) ?? '';
  const targetLabel = getColumnLabel(target) ?? '';
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatDate = getTimeFormatter(null);
  const metricColumn = result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => name !== sourceLabel && name !== targetLabel));
  const isTemporal = (label: string) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false);
  const temporalSource = isTemporal(sourceLabel);
  const temporalTarget = isTemporal(targetLabel);
  const nameOf = (value: unknown, temporal: boolean): string => {
    if (value === null || value === undefined) return NULL_LABEL;
    if (temporal && (typeof value === 'number' || typeof value === 'string')) return formatDate(value);
    return String(value);
  };

  const index = new Map<string, number>();
  const names: string[] = [];
  const flows: Array<[number, number, number]> = [];
  const indexOf = (name: string) => {
    let i = index.get(name);
    if (i === undefined) {
      i = names.length;
      index.set(name, i);
      names.push(name);
    }
    return i;
  };
  const usable = result && metricColumn !== undefined && sourceLabel !== '' && targetLabel !== '';
  for (const row of usable ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value <= 0) continue;
    flows.push([indexOf(nameOf(row[sourceLabel], temporalSource)), indexOf(nameOf(row[targetLabel], temporalTarget)), value]);
  }
  const matrix = names.map(() => names.map(() => 0));
  for (const [from, to, value] of flows) matrix[from]![to]! += value;
  const color = chartColorScale(fd, context);

  return {
    nodes: names.map((name, i) => ({
      name,
      color: color(name),
      outgoing: matrix[i]!.reduce((sum, value) => sum + value, 0),
      incoming: matrix.reduce((sum, row) => sum + row[i]!, 0),
    })),
    matrix,
    metricLabel: verboseName(metricLabel, context),
    numberFormat: fd.y_axis_format,
  };
}
