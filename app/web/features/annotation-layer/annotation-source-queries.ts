import type { AnnotationLayer, ChartDataQueryResult, QueryFormData } from '@core/plugin-api/index.js';
import { ErrorMessage, type ClientErrorObject } from '@core/errors/index.js';

/** What a layer drawn from another chart's query is at: Superset's started, success and failed per layer name. */
export type AnnotationQueryState =
  /** Running; `data` is the previous run's, drawn meanwhile. */
  | { status: 'loading'; data?: unknown }
  | { status: 'success'; data: unknown }
  | { status: 'failed'; error: string };

/** Superset's generic type of temporal columns (`coltypes`). */
const TEMPORAL = 2;
const NUMERIC = 0;

/** The saved chart a `line` or `table` layer names (`value`), or null. */
export function sourceChartId(layer: AnnotationLayer): number | null {
  const id = typeof layer.value === 'number' ? layer.value : /^\d+$/.test(String(layer.value ?? '').trim()) ? Number(layer.value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The shown layers whose data is another saved chart's query, which the page runs itself:
 * TIME_SERIES layers from a `line` chart, EVENT and INTERVAL layers from a `table` chart.
 * Native layers come with the chart's own data; formulas need none.
 */
export function chartSourcedLayers(formData: QueryFormData): AnnotationLayer[] {
  const layers = Array.isArray(formData['annotation_layers']) ? (formData['annotation_layers'] as AnnotationLayer[]) : [];
  return layers.filter(
    (layer) =>
      typeof layer === 'object' &&
      layer !== null &&
      typeof layer.name === 'string' &&
      layer.show !== false &&
      layer.annotationType !== 'FORMULA' &&
      (layer.sourceType === 'line' || layer.sourceType === 'table') &&
      sourceChartId(layer) !== null,
  );
}

type AdhocFilterLike = { operator?: unknown; comparator?: unknown };

/** The time range a chart queries: its time filter's (`TEMPORAL_RANGE`), else `time_range`. */
export function chartTimeRange(formData: Readonly<Record<string, unknown>>): string | undefined {
  const filters = Array.isArray(formData['adhoc_filters']) ? (formData['adhoc_filters'] as AdhocFilterLike[]) : [];
  const temporal = filters.find((filter) => filter?.operator === 'TEMPORAL_RANGE' && typeof filter.comparator === 'string');
  if (temporal) return temporal.comparator as string;
  return typeof formData['time_range'] === 'string' ? formData['time_range'] : undefined;
}

/**
 * The source chart's form data with the layer's `overrides` applied as Superset does: each key
 * takes the layer's value, or when that is empty the current chart's (`time_range: null` passes
 * the current chart's time range down). The time range replaces the source's time filters; the
 * time grain and time column replace its own.
 */
export function overriddenFormData<T extends Record<string, unknown>>(source: T, layer: AnnotationLayer, current: Readonly<Record<string, unknown>>): T {
  const overrides = typeof layer.overrides === 'object' && layer.overrides !== null ? layer.overrides : {};
  const pick = (key: string, currentValue: unknown) => {
    const own = overrides[key];
    return own !== null && own !== undefined && own !== '' ? own : currentValue;
  };
  const next: Record<string, unknown> = { ...source };
  if ('time_range' in overrides) {
    const range = pick('time_range', chartTimeRange(current));
    if (typeof range === 'string' && range !== '') {
      next['time_range'] = range;
      if (Array.isArray(source['adhoc_filters'])) {
        next['adhoc_filters'] = (source['adhoc_filters'] as AdhocFilterLike[]).map((filter) => (filter?.operator === 'TEMPORAL_RANGE' ? { ...filter, comparator: range } : filter));
      }
    }
  }
  if ('time_grain_sqla' in overrides) {
    const grain = pick('time_grain_sqla', current['time_grain_sqla']);
    if (typeof grain === 'string' && grain !== '') next['time_grain_sqla'] = grain;
  }
  if ('granularity' in overrides) {
    const column = pick('granularity', current['granularity_sqla'] ?? current['granularity']);
    if (typeof column === 'string' && column !== '') next['granularity_sqla'] = column;
  }
  return next as T;
}

/**
 * A source chart's result as `annotation_data[layer name]`: for a TIME_SERIES layer, Superset's
 * series `[{key, values: [{x, y}]}]` (one per numeric column against the temporal one); for an
 * EVENT or INTERVAL layer, `{records}` read by the layer's columns.
 */
export function annotationDataOf(layer: AnnotationLayer, result: ChartDataQueryResult | undefined): unknown {
  const rows = result?.data ?? [];
  if (layer.annotationType !== 'TIME_SERIES') return { columns: result?.colnames ?? [], records: rows };
  const names = result?.colnames ?? Object.keys(rows[0] ?? {});
  const types = result?.coltypes ?? [];
  const timeIndex = names.indexOf('__timestamp') >= 0 ? names.indexOf('__timestamp') : types.indexOf(TEMPORAL);
  if (timeIndex < 0) return { columns: names, records: rows };
  const time = names[timeIndex]!;
  return names
    .filter((name, index) => index !== timeIndex && (types[index] === NUMERIC || (types[index] === undefined && rows.some((row) => typeof row[name] === 'number'))))
    .map((name) => ({ key: name, values: rows.map((row) => ({ x: row[time], y: row[name] })) }));
}

/**
 * What a failed source query means for its layer (spec §8): a timeout is "Query timeout", an
 * error saying there is no data is a success with nothing to draw, an abort (a newer run, or the
 * chart going away) is ignored, anything else fails with the error's message.
 */
export function annotationQueryOutcome(error: ClientErrorObject): AnnotationQueryState | null {
  if (error.statusText === 'abort') return null;
  if (error.statusText === 'timeout') return { status: 'failed', error: ErrorMessage.QUERY_TIMEOUT };
  const message = error.error || error.message || '';
  if (message.toLowerCase().includes('no data')) return { status: 'success', data: null };
  return { status: 'failed', error: message || ErrorMessage.GENERIC_ERROR };
}
