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
import { withWordCloudDefaults, type WordCloudFormData } from './form-data.schema.js';
import type { WordRotation } from './word-cloud-controls.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** One word of the cloud. */
export interface Word {
  /** The word as written: the series value (temporal values as dates, `<NULL>` when missing). */
  text: string;
  value: number;
  formattedValue: string;
  /** Font size in pixels, before the layout shrinks the cloud to fit. */
  size: number;
  /** Rotation in degrees, fixed per word so the cloud does not reshuffle on every render. */
  rotate: number;
  color: string;
}

/** Props of the `word_cloud` component. */
export interface WordCloudChartProps {
  /** Words with a value, largest first. */
  words: Word[];
  metricLabel: string;
  seriesLabel: string;
}

/** A stable 32-bit hash of a word (FNV-1a), so each word keeps its angle. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The angle of a word for a rotation mode, as Superset's word cloud draws them: flat words lie
 * horizontal, square ones are horizontal or upright, random ones take one of -90° … 60° in steps
 * of 30°. The choice hangs on the word, not on chance, so a redraw keeps the cloud's look.
 */
export function wordAngle(text: string, rotation: WordRotation): number {
  if (rotation === 'flat') return 0;
  const hash = hashOf(text);
  if (rotation === 'square') return hash % 2 === 0 ? 0 : 90;
  return ((hash % 6) - 3) * 30;
}

/**
 * `word_cloud`: one word per row of the series column, sized linearly from `size_from` (a value
 * of zero) to `size_to` (the largest value), as Superset scales them, and coloured from the shared
 * scale by the word. Rows without a positive metric value have no word.
 *
 * @example
 * transformWordCloudProps({ result: [{ colnames: ['name', 'count'], coltypes: [1, 0], data: [{ name: 'Anna', count: 8 }], rowcount: 1 }] }, formData);
 * // { words: [{ text: 'Anna', value: 8, size: 70, rotate: 0 | 90, color: … }], … }
 */
export function transformWordCloudProps(response: ChartDataResponse, formData: WordCloudFormData, context?: TransformPropsContext): WordCloudChartProps {
  const fd = withWordCloudDefaults(formData);
  const result = response.result[0];
  const seriesLabel = fd.series ? (getColumnLabel(fd.series) ?? '') : '';
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatValue = getNumberFormatter();
  const formatDate = getTimeFormatter();
  const color = chartColorScale(fd, context);
  const metricColumn = result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => name !== seriesLabel));
  const temporal = result ? result.coltypes[result.colnames.indexOf(seriesLabel)] === TEMPORAL : false;

  const rows: Array<{ text: string; value: number }> = [];
  const seen = new Map<string, { text: string; value: number }>();
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value <= 0) continue;
    const raw = row[seriesLabel];
    const text = raw === null || raw === undefined ? NULL_LABEL : temporal ? formatDate(raw as number | string) : String(raw);
    const known = seen.get(text);
    if (known) known.value += value;
    else {
      const entry = { text, value };
      seen.set(text, entry);
      rows.push(entry);
    }
  }
  rows.sort((a, b) => b.value - a.value);

  const max = rows[0]?.value ?? 0;
  const from = Math.max(1, fd.size_from);
  const to = Math.max(from, fd.size_to);
  const words = rows.map(
    (row): Word => ({
      ...row,
      formattedValue: formatValue(row.value),
      size: max > 0 ? from + ((to - from) * row.value) / max : from,
      rotate: wordAngle(row.text, fd.rotation),
      color: color(row.text),
    }),
  );
  return { words, metricLabel: verboseName(metricLabel, context), seriesLabel: verboseName(seriesLabel, context) };
}
