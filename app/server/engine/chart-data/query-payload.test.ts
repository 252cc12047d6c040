import { describe, expect, it } from 'vitest';
import type { QueryOutcome } from './chart-data-service.js';
import { answerFromStored, encodeChartDataAnswer, encodeStoredPayload, queryPayload } from './query-payload.js';

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

  it('keeps what a hit recomputes out of the stored bytes, and puts it back in front', () => {
    const stored = encodeStoredPayload(outcome(), 'json');
    const text = stored.toString('utf8');
    expect(text).not.toMatch(/"is_cached"|"cached_dttm"|"annotation_data"/);
    const hit = JSON.parse(Buffer.concat(answerFromStored(stored, { isCached: true, cachedAt: '2024-05-01T10:00:00.000Z', annotationData: { fresh: 1 } })).toString('utf8'));
    expect(hit).toMatchObject({ is_cached: true, cached_dttm: '2024-05-01T10:00:00.000Z', annotation_data: { fresh: 1 }, rowcount: 3, indexnames: [0, 1, 2] });
    expect(hit.data).toEqual([
      { ds: Date.UTC(2024, 0, 1), name: 'a "quoted" name', value: 1.5 },
      { ds: Date.UTC(2024, 0, 2), name: 'é', value: null },
      { ds: null, name: null, value: 2 ** 60 },
    ]);
  });

  it('joins several results, cached and not, and other result types', () => {
    const stored = encodeStoredPayload(outcome(), 'json');
    const outcomes: QueryOutcome[] = [
      { kind: 'payload', bytes: stored, cachedAt: '2024-05-01T09:00:00.000Z', annotationData: {} },
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
