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
      return JSON.parse(encodeChartDataAnswer([outcome]).toString('utf8')).result[0] as Record<string, unknown>;
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

/** The members of a data answer that are not kept with its rows: a hit sets them afresh. */
export interface AnswerFlags {
  isCached: boolean;
  cachedAt: string;
  annotationData: Record<string, unknown>;
}

const ANSWER_OPEN = '{"result":[';
const ANSWER_CLOSE = ']}';
const NO_ANNOTATIONS: Record<string, unknown> = {};

/** The opening of one result of an answer, up to its own members: its flags and annotations. */
function resultHead(flags: AnswerFlags): string {
  const cachedDttm = flags.isCached ? JSON.stringify(flags.cachedAt) : 'null';
  return `{"is_cached":${flags.isCached},"cached_dttm":${cachedDttm},"annotation_data":${JSON.stringify(flags.annotationData)},`;
}

/** What a stored payload starts with, before the result's own members. */
const storedOpening = (cachedAt: string): string => ANSWER_OPEN + resultHead({ isCached: true, cachedAt, annotationData: NO_ANNOTATIONS });

/**
 * The JSON of a data outcome as the cache keeps it, written once from its columns: the whole
 * answer of a one-query request served from the cache without annotations
 * (`{"result":[{"is_cached":true,"cached_dttm":…,"annotation_data":{},…}]}`), so the commonest
 * hit is sent exactly as stored. `storedResultBody` takes the result's own members out of it for
 * any other answer.
 */
export function encodeStoredPayload(outcome: Extract<QueryOutcome, { kind: 'data' }>, resultFormat: string): Buffer {
  const { is_cached: _isCached, cached_dttm: _cachedDttm, annotation_data: _annotationData, ...head } = dataPayloadHead(outcome, resultFormat);
  const rowcount = outcome.frame.data[0]?.length ?? 0;
  // Room for every key plus ~12 bytes a value, so a typical answer is written without regrowing.
  const bytesPerRow = outcome.frame.columns.reduce((sum, name) => sum + name.length + 16, 8);
  const out = new JsonBufferWriter(1024 + rowcount * bytesPerRow);
  out.write(storedOpening(outcome.cachedAt));
  out.write(JSON.stringify(head).slice(1, -1));
  out.write(',"indexnames":');
  writeIndexNamesJson(out, rowcount);
  out.write(',"data":');
  writeRecordsJson(out, outcome.frame);
  out.write(`}${ANSWER_CLOSE}`);
  return out.finish();
}

/**
 * The members of the result in a stored payload (see `encodeStoredPayload`) and its closing
 * brace, as a view of the stored bytes (no copy); null when the bytes are not a payload stored
 * at `cachedAt`, which the caller treats as a miss.
 */
export function storedResultBody(stored: Uint8Array, cachedAt: string): Buffer | null {
  const opening = Buffer.from(storedOpening(cachedAt), 'utf8');
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const end = bytes.length - ANSWER_CLOSE.length;
  if (end <= opening.length || !bytes.subarray(0, opening.length).equals(opening) || bytes.toString('latin1', end) !== ANSWER_CLOSE) return null;
  return bytes.subarray(opening.length, end);
}

/** The answer of an outcome that is not data (SQL, time grains, columns) as JSON bytes. */
export function encodeOtherPayload(outcome: QueryOutcome, resultFormat: string): Buffer {
  return Buffer.from(JSON.stringify(queryPayload(outcome, resultFormat)), 'utf8');
}

/**
 * The JSON answer of a chart-data request (`{"result":[…]}`) as the pieces it is sent in: each
 * data result written once from its columns, cached results sent from their stored bytes. A
 * one-query answer from the cache without annotations is the stored bytes alone; anything else is
 * a few short heads around views of the stored bytes, never a copy of them. `onEncoded` receives
 * each freshly encoded data result's stored form, for the cache.
 *
 * @example
 * ```ts
 * const parts = chartDataAnswerParts(outcomes, (outcome, stored) => void service.storePayload(outcome, stored));
 * reply.type('application/json; charset=utf-8').send(parts.length === 1 ? parts[0] : Readable.from(parts));
 * ```
 */
export function chartDataAnswerParts(outcomes: readonly QueryOutcome[], onEncoded?: (outcome: Extract<QueryOutcome, { kind: 'data' }>, stored: Buffer) => void): Buffer[] {
  const only = outcomes.length === 1 ? outcomes[0]! : null;
  if (only?.kind === 'payload' && isEmptyObject(only.annotationData)) return [Buffer.from(only.bytes.buffer, only.bytes.byteOffset, only.bytes.byteLength)];
  const parts: Buffer[] = [];
  let text = ANSWER_OPEN;
  outcomes.forEach((outcome, index) => {
    if (index > 0) text += ',';
    if (outcome.kind === 'payload') {
      text += resultHead({ isCached: true, cachedAt: outcome.cachedAt, annotationData: outcome.annotationData });
      parts.push(Buffer.from(text, 'utf8'), outcome.body);
      text = '';
    } else if (outcome.kind === 'data') {
      const stored = encodeStoredPayload(outcome, 'json');
      onEncoded?.(outcome, stored);
      text += resultHead({ isCached: outcome.isCached, cachedAt: outcome.cachedAt, annotationData: outcome.annotationData ?? NO_ANNOTATIONS });
      parts.push(Buffer.from(text, 'utf8'), storedResultBody(stored, outcome.cachedAt)!);
      text = '';
    } else {
      text += encodeOtherPayload(outcome, 'json').toString('utf8');
    }
  });
  parts.push(Buffer.from(text + ANSWER_CLOSE, 'utf8'));
  return parts;
}

/** `chartDataAnswerParts` as one Buffer (for answers that are stored rather than sent). */
export function encodeChartDataAnswer(outcomes: readonly QueryOutcome[], onEncoded?: (outcome: Extract<QueryOutcome, { kind: 'data' }>, stored: Buffer) => void): Buffer {
  const parts = chartDataAnswerParts(outcomes, onEncoded);
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

const isEmptyObject = (value: Record<string, unknown>): boolean => Object.keys(value).length === 0;
