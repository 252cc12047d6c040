import { describe, expect, it, vi } from 'vitest';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { ChartDataCache, chartDataCacheKey } from './chart-data-cache';

const context = (overrides: Partial<QueryContext> = {}): QueryContext => ({
  datasource: { id: 3, type: 'table' },
  queries: [{ metrics: ['count'], columns: ['gender'], row_limit: 100 }],
  result_format: 'json',
  result_type: 'full',
  ...overrides,
});

const answer = (rowcount: number): ChartDataResponse => ({ result: [{ colnames: ['n'], coltypes: [0], data: [{ n: rowcount }], rowcount }] });

/** A request that resolves when told to, counting its calls. */
function deferredRequests() {
  const calls: Array<{ context: QueryContext; resolve: (response: ChartDataResponse) => void; reject: (error: unknown) => void }> = [];
  const request = vi.fn(
    (queryContext: QueryContext) =>
      new Promise<ChartDataResponse>((resolve, reject) => {
        calls.push({ context: queryContext, resolve, reject });
      }),
  );
  return { calls, request };
}

describe('chartDataCacheKey', () => {
  it('is the same for the same question asked by different charts, whatever the key order', () => {
    const a = context({ form_data: { slice_id: 1, datasource: '3__table', viz_type: 'pie' } });
    const b: QueryContext = {
      result_type: 'full',
      queries: [{ row_limit: 100, columns: ['gender'], metrics: ['count'] }],
      datasource: { type: 'table', id: 3 },
      form_data: { slice_id: 2, datasource: '3__table', viz_type: 'table' },
      force: true,
    };
    expect(chartDataCacheKey(a)).toBe(chartDataCacheKey(b));
  });

  it('differs when the query, the datasource or the result type differs', () => {
    const base = chartDataCacheKey(context());
    expect(chartDataCacheKey(context({ queries: [{ metrics: ['count'], columns: ['name'], row_limit: 100 }] }))).not.toBe(base);
    expect(chartDataCacheKey(context({ datasource: { id: 4, type: 'table' } }))).not.toBe(base);
    expect(chartDataCacheKey(context({ result_type: 'results' }))).not.toBe(base);
  });
});

describe('ChartDataCache', () => {
  it('sends identical query contexts once while the request is in flight', async () => {
    const { calls, request } = deferredRequests();
    const cache = new ChartDataCache({ request });
    const first = cache.load(context({ form_data: { slice_id: 1, datasource: '3__table', viz_type: 'pie' } }));
    const second = cache.load(context({ form_data: { slice_id: 2, datasource: '3__table', viz_type: 'table' } }));
    expect(request).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(answer(7));
    await expect(first).resolves.toEqual(answer(7));
    await expect(second).resolves.toBe(await first);
  });

  it('answers later askers from the kept answer without a request', async () => {
    const request = vi.fn(async () => answer(1));
    const cache = new ChartDataCache({ request });
    const kept = await cache.load(context());
    expect(cache.peek(context())).toBe(kept);
    await expect(cache.load(context())).resolves.toBe(kept);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends different queries separately', async () => {
    const request = vi.fn(async (queryContext: QueryContext) => answer(queryContext.datasource.id));
    const cache = new ChartDataCache({ request });
    await Promise.all([cache.load(context()), cache.load(context({ datasource: { id: 9, type: 'table' } }))]);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('forces past the kept answer, with force set, and shares forced requests', async () => {
    const { calls, request } = deferredRequests();
    const cache = new ChartDataCache({ request });
    const plain = cache.load(context());
    calls[0]!.resolve(answer(1));
    await plain;
    const forcedA = cache.load(context(), { force: true });
    const forcedB = cache.load(context(), { force: true });
    expect(request).toHaveBeenCalledTimes(2);
    expect(calls[1]!.context.force).toBe(true);
    calls[1]!.resolve(answer(2));
    await expect(forcedA).resolves.toEqual(answer(2));
    await expect(forcedB).resolves.toEqual(answer(2));
    expect(cache.peek(context())).toEqual(answer(2));
  });

  it('keeps no failure: the next load asks again', async () => {
    let fail = true;
    const request = vi.fn(async () => {
      if (fail) throw new Error('Network error');
      return answer(3);
    });
    const cache = new ChartDataCache({ request });
    await expect(cache.load(context())).rejects.toThrow('Network error');
    fail = false;
    await expect(cache.load(context())).resolves.toEqual(answer(3));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const request = vi.fn(async (queryContext: QueryContext) => answer(queryContext.datasource.id));
    const cache = new ChartDataCache({ request, maxEntries: 2 });
    await cache.load(context({ datasource: { id: 1, type: 'table' } }));
    await cache.load(context({ datasource: { id: 2, type: 'table' } }));
    await cache.load(context({ datasource: { id: 1, type: 'table' } }));
    await cache.load(context({ datasource: { id: 3, type: 'table' } }));
    expect(cache.peek(context({ datasource: { id: 1, type: 'table' } }))).toBeDefined();
    expect(cache.peek(context({ datasource: { id: 2, type: 'table' } }))).toBeUndefined();
    cache.clear();
    expect(cache.peek(context({ datasource: { id: 1, type: 'table' } }))).toBeUndefined();
  });
});
