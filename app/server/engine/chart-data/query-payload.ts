import { toRecords } from '../serialize/index.js';
import type { QueryOutcome } from './chart-data-service.js';
import { genericDataTypeCode } from './generic-data-type.js';

const isoToMs = (iso: string | null) => (iso ? Date.parse(`${iso}Z`) : null);

/** One entry of `result[]` in Superset's chart-data response, from a query's outcome. */
export function queryPayload(outcome: QueryOutcome, resultFormat: string): Record<string, unknown> {
  switch (outcome.kind) {
    case 'query':
      return { query: outcome.sql, language: 'sql' };
    case 'timegrains':
      return { data: outcome.grains, colnames: ['name', 'function', 'duration'], rowcount: outcome.grains.length, status: 'success' };
    case 'columns':
      return { data: outcome.columns, colnames: ['column_name', 'verbose_name', 'dtype', 'is_dttm'], rowcount: outcome.columns.length, status: 'success' };
    case 'payload':
      return JSON.parse(withCacheFlags(outcome.json, outcome.cachedAt)) as Record<string, unknown>;
    case 'data': {
      const { frame } = outcome;
      const rowcount = frame.data[0]?.length ?? 0;
      return { ...dataPayloadHead(outcome, resultFormat), indexnames: Array.from({ length: rowcount }, (_, i) => i), data: toRecords(frame) };
    }
  }
}

/**
 * A data outcome's payload without its rows (`data`, `indexnames`): what an Arrow answer carries
 * beside the record batch, as the schema's `tessera:chart-data` metadata.
 */
export function dataPayloadHead(outcome: Extract<QueryOutcome, { kind: 'data' }>, resultFormat: string): Record<string, unknown> {
  const { frame, compiled } = outcome;
  const rowcount = frame.data[0]?.length ?? 0;
  const payload: Record<string, unknown> = {
    cache_key: outcome.cacheKey,
    cached_dttm: outcome.isCached ? outcome.cachedAt : null,
    cache_timeout: outcome.cacheTimeout,
    applied_template_filters: [],
    annotation_data: outcome.annotationData ?? {},
    error: null,
    is_cached: outcome.isCached,
    query: compiled.sql,
    status: 'success',
    stacktrace: null,
    rowcount,
    sql_rowcount: rowcount,
    from_dttm: isoToMs(compiled.timeRange.since),
    to_dttm: isoToMs(compiled.timeRange.until),
    label_map: Object.fromEntries(frame.columns.map((c) => [c, [c]])),
    colnames: frame.columns,
    coltypes: outcome.types.map(genericDataTypeCode),
    result_format: resultFormat,
    applied_filters: compiled.appliedFilters,
    rejected_filters: compiled.rejectedFilters,
  };
  if (outcome.totalCount !== undefined) payload['total_count'] = outcome.totalCount;
  return payload;
}

/** A cached payload (stored without its cache flags) with `is_cached` and `cached_dttm` put back in front. */
export function withCacheFlags(json: string, cachedAt: string): string {
  return `{"is_cached":true,"cached_dttm":${JSON.stringify(cachedAt)},${json.slice(1)}`;
}

/** The JSON text of a data payload as stored in the cache: without the flags a hit must set. */
export function storablePayload(payload: Record<string, unknown>): string {
  // Annotations are read afresh for every answer (see `withAnnotationData`), never cached with the rows.
  const { is_cached: _isCached, cached_dttm: _cachedDttm, annotation_data: _annotationData, ...rest } = payload;
  return JSON.stringify(rest);
}

/** A stored payload (see `storablePayload`) with the query's current `annotation_data` put back in front. */
export function withAnnotationData(json: string, annotationData: Record<string, unknown>): string {
  return `{"annotation_data":${JSON.stringify(annotationData)},${json.slice(1)}`;
}
