import { JsonBufferWriter, toRecords, writeIndexNamesJson, writeRecordsJson } from '../serialize/index.js';
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
      return JSON.parse(Buffer.concat(answerFromStored(outcome.bytes, { isCached: true, cachedAt: outcome.cachedAt, annotationData: outcome.annotationData })).toString('utf8')) as Record<string, unknown>;
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

/** The members of a data answer that are not kept in the cache: a hit sets them afresh. */
export interface AnswerFlags {
  isCached: boolean;
  cachedAt: string;
  annotationData: Record<string, unknown>;
}

/**
 * The JSON of a data outcome as the cache keeps it, written once from its columns: the payload of
 * `queryPayload` without `is_cached`, `cached_dttm` (a hit sets them) and `annotation_data` (read
 * afresh for every answer). `answerFromStored` makes the answer of it.
 */
export function encodeStoredPayload(outcome: Extract<QueryOutcome, { kind: 'data' }>, resultFormat: string): Buffer {
  const { is_cached: _isCached, cached_dttm: _cachedDttm, annotation_data: _annotationData, ...head } = dataPayloadHead(outcome, resultFormat);
  const rowcount = outcome.frame.data[0]?.length ?? 0;
  // Room for every key plus ~12 bytes a value, so a typical answer is written without regrowing.
  const bytesPerRow = outcome.frame.columns.reduce((sum, name) => sum + name.length + 16, 2);
  const out = new JsonBufferWriter(1024 + rowcount * bytesPerRow);
  const headJson = JSON.stringify(head);
  out.write(headJson.slice(0, -1));
  out.write(',"indexnames":');
  writeIndexNamesJson(out, rowcount);
  out.write(',"data":');
  writeRecordsJson(out, outcome.frame);
  out.write('}');
  return out.finish();
}

/**
 * A stored payload (see `encodeStoredPayload`) as the answer's bytes: its flags and annotations in
 * front, then the stored bytes as they are (no parse, no copy until the reply is written).
 */
export function answerFromStored(stored: Uint8Array, flags: AnswerFlags): Buffer[] {
  const head = `{"is_cached":${flags.isCached},"cached_dttm":${flags.isCached ? JSON.stringify(flags.cachedAt) : 'null'},"annotation_data":${JSON.stringify(flags.annotationData)},`;
  return [Buffer.from(head, 'utf8'), Buffer.from(stored.buffer, stored.byteOffset + 1, stored.byteLength - 1)];
}

/** The answer of an outcome that is not data (SQL, time grains, columns) as JSON bytes. */
export function encodeOtherPayload(outcome: QueryOutcome, resultFormat: string): Buffer {
  return Buffer.from(JSON.stringify(queryPayload(outcome, resultFormat)), 'utf8');
}

const ANSWER_OPEN = Buffer.from('{"result":[');
const ANSWER_COMMA = Buffer.from(',');
const ANSWER_CLOSE = Buffer.from(']}');

/**
 * The JSON answer of a chart-data request (`{"result":[…]}`) as bytes, each data result written
 * once from its columns and cached results sent as stored. `onEncoded` receives each freshly
 * encoded data result's stored form, for the cache.
 *
 * @example
 * ```ts
 * const body = encodeChartDataAnswer(outcomes, (outcome, stored) => void service.storePayload(outcome, stored));
 * reply.type('application/json; charset=utf-8').send(body);
 * ```
 */
export function encodeChartDataAnswer(outcomes: readonly QueryOutcome[], onEncoded?: (outcome: Extract<QueryOutcome, { kind: 'data' }>, stored: Buffer) => void): Buffer {
  const parts: Buffer[] = [ANSWER_OPEN];
  outcomes.forEach((outcome, index) => {
    if (index > 0) parts.push(ANSWER_COMMA);
    if (outcome.kind === 'payload') {
      parts.push(...answerFromStored(outcome.bytes, { isCached: true, cachedAt: outcome.cachedAt, annotationData: outcome.annotationData }));
    } else if (outcome.kind === 'data') {
      const stored = encodeStoredPayload(outcome, 'json');
      onEncoded?.(outcome, stored);
      parts.push(...answerFromStored(stored, { isCached: outcome.isCached, cachedAt: outcome.cachedAt, annotationData: outcome.annotationData ?? {} }));
    } else {
      parts.push(encodeOtherPayload(outcome, 'json'));
    }
  });
  parts.push(ANSWER_CLOSE);
  return Buffer.concat(parts);
}
