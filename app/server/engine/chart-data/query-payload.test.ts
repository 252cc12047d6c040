import { describe, expect, it } from 'vitest';
import type { QueryOutcome } from './chart-data-service.js';
import { chartDataAnswerParts, encodeChartDataAnswer, encodeStoredPayload, queryPayload, storedResultBody } from './query-payload.js';

type DataOutcome = Extract<QueryOutcome, { kind: 'data' }>;

const outcome = (overrides: Partial<DataOutcome> = {}): DataOutcome => ({
  kind: 'data',
  frame: {
    columns: ['ds', 'name', 'value'],
    data: [[Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 2), null], ['a "quoted" name', 'é', null], [1.5, Number.NaN, 2n ** 60n]],
    temporalColumns: ['ds'],
  },
  types: ['temporal', 'string', 'numeric'],
  compiled: {
    sql: 'SELECT 1',
    labels: { columns: ['ds', 'name'], metrics: ['value'] },
    appliedFilters: [{ column: 'name' }],
    rejectedFilters: [],
    timeOffsets: [],
    timeRange: { since: '2024-01-01T00:00:00', until: null },
    fragments: [],
  },
  cacheKey: 'raw-key',
  isCached: false,
  cachedAt: '2024-05-01T10:00:00.000Z',
  cacheTimeout: 300,
  annotationData: { layer: { records: [] } },
  ...overrides,
});

describe('chart-data JSON bytes', () => {
  it('answers what queryPayload describes, written once from the columns', () => {
    for (const one of [outcome(), outcome({ isCached: true, totalCount: 3 })]) {
      const answer = JSON.parse(encodeChartDataAnswer([one]).toString('utf8')) as { result: unknown[] };
      expect(answer.result).toEqual([JSON.parse(JSON.stringify(queryPayload(one, 'json')))]);
    }
  });

  it('stores the answer of a one-query hit, sent as it is, and serves other answers from views of it', () => {
    const fresh = outcome();
    const stored = encodeStoredPayload(fresh, 'json');
    const asStored = JSON.parse(stored.toString('utf8')) as { result: Record<string, unknown>[] };
    expect(asStored.result).toEqual([{ ...JSON.parse(JSON.stringify(queryPayload(fresh, 'json'))), is_cached: true, cached_dttm: fresh.cachedAt, annotation_data: {} }]);
    const body = storedResultBody(stored, fresh.cachedAt)!;
    expect(body.buffer).toBe(stored.buffer);
    const hit = (annotationData: Record<string, unknown>): QueryOutcome => ({ kind: 'payload', bytes: stored, body, key: 'payload-key', cachedAt: fresh.cachedAt, cacheTimeout: 300, annotationData });
    // Without annotations, the hit is the stored bytes themselves.
    const plain = chartDataAnswerParts([hit({})]);
    expect(plain).toHaveLength(1);
    expect(plain[0]!.equals(stored)).toBe(true);
    expect(plain[0]!.buffer).toBe(stored.buffer);
    const annotated = JSON.parse(encodeChartDataAnswer([hit({ fresh: 1 })]).toString('utf8')).result[0];
    expect(annotated).toMatchObject({ is_cached: true, cached_dttm: '2024-05-01T10:00:00.000Z', annotation_data: { fresh: 1 }, rowcount: 3, indexnames: [0, 1, 2] });
    expect(annotated.data).toEqual([
      { ds: Date.UTC(2024, 0, 1), name: 'a "quoted" name', value: 1.5 },
      { ds: Date.UTC(2024, 0, 2), name: 'é', value: null },
      { ds: null, name: null, value: 2 ** 60 },
    ]);
  });

  it('reads stored bytes of another time or layout as no payload', () => {
    const stored = encodeStoredPayload(outcome(), 'json');
    expect(storedResultBody(stored, '2024-05-01T10:00:00.001Z')).toBeNull();
    expect(storedResultBody(stored.subarray(0, stored.length - 1), '2024-05-01T10:00:00.000Z')).toBeNull();
    expect(storedResultBody(Buffer.from('{"result":[]}'), '2024-05-01T10:00:00.000Z')).toBeNull();
  });

  it('joins several results, cached and not, and other result types', () => {
    const stored = encodeStoredPayload(outcome({ cachedAt: '2024-05-01T09:00:00.000Z' }), 'json');
    const outcomes: QueryOutcome[] = [
      { kind: 'payload', bytes: stored, body: storedResultBody(stored, '2024-05-01T09:00:00.000Z')!, key: 'k', cachedAt: '2024-05-01T09:00:00.000Z', cacheTimeout: 300, annotationData: {} },
      { kind: 'query', sql: 'SELECT 2' },
      outcome({ frame: { columns: ['n'], data: [[]] }, types: ['numeric'] }),
    ];
    const answer = JSON.parse(encodeChartDataAnswer(outcomes).toString('utf8')) as { result: Record<string, unknown>[] };
    expect(answer.result).toHaveLength(3);
    expect(answer.result[0]).toMatchObject({ is_cached: true, cached_dttm: '2024-05-01T09:00:00.000Z', annotation_data: {}, rowcount: 3 });
    expect(answer.result[1]).toEqual({ query: 'SELECT 2', language: 'sql' });
    expect(answer.result[2]).toMatchObject({ is_cached: false, cached_dttm: null, data: [], indexnames: [], rowcount: 0 });
    // The payload outcome reads back through queryPayload too (legacy explore_json, async jobs).
    expect(queryPayload(outcomes[0]!, 'json')).toMatchObject({ is_cached: true, rowcount: 3, colnames: ['ds', 'name', 'value'] });
  });
});
