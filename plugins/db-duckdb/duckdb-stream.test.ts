import { describe, expect, it } from 'vitest';
import { pullBatches, type ColumnarResult, type EngineConnection } from '@core/plugin-api/index.js';
import { duckdbEngine } from './duckdb-engine.js';

async function withEngine<T>(run: (engine: EngineConnection) => Promise<T>, options = {}): Promise<T> {
  const engine = await duckdbEngine.createEngine('duckdb:///:memory:', options);
  try {
    return await run(engine);
  } finally {
    await engine.close();
  }
}

async function collect(stream: AsyncIterable<ColumnarResult>): Promise<ColumnarResult[]> {
  const batches: ColumnarResult[] = [];
  for await (const batch of stream) batches.push(batch);
  return batches;
}

describe('DuckDB result stream', () => {
  it('hands over the rows in batches, the first chunk first, the same values as execute', async () => {
    await withEngine(async (engine) => {
      const sql = "SELECT range AS n, range * 0.5 AS half, 'r' || range AS label, TIMESTAMP '2024-01-01' + to_seconds(range) AS at FROM range(20000)";
      const batches = await collect(engine.executeStream!(sql, [], { batchRows: 8192 }));
      expect(batches[0]!.rowCount).toBe(2048);
      expect(batches.slice(1).every((batch) => batch.rowCount >= 8192 || batch === batches.at(-1))).toBe(true);
      expect(batches.reduce((sum, batch) => sum + batch.rowCount, 0)).toBe(20000);
      expect(new Set(batches.map((batch) => batch.columns)).size).toBe(1);
      const whole = await engine.execute(sql);
      const streamed = whole.columns.map((_, column) => batches.flatMap((batch) => Array.from(batch.data[column]!).slice(0, batch.rowCount)));
      expect(streamed).toEqual(whole.data.map((values) => Array.from(values)));
      expect(batches[0]!.columns.map((column) => [column.name, column.genericType])).toEqual([['n', 'numeric'], ['half', 'numeric'], ['label', 'string'], ['at', 'temporal']]);
    });
  });

  it('gives the columns of an empty result in one batch without rows', async () => {
    await withEngine(async (engine) => {
      const batches = await collect(engine.executeStream!('SELECT 1 AS a, 2 AS b WHERE false'));
      expect(batches).toHaveLength(1);
      expect(batches[0]).toMatchObject({ rowCount: 0, columns: [{ name: 'a' }, { name: 'b' }] });
    });
  });

  it('stops at maxRows', async () => {
    await withEngine(async (engine) => {
      const batches = await collect(engine.executeStream!('SELECT range AS n FROM range(100000)', [], { maxRows: 5000, batchRows: 1000 }));
      expect(batches.reduce((sum, batch) => sum + batch.rowCount, 0)).toBe(5000);
    });
  });

  it('interrupts the statement and frees its connection when the consumer leaves early', async () => {
    await withEngine(
      async (engine) => {
        for (let round = 0; round < 3; round++) {
          let seen = 0;
          for await (const batch of engine.executeStream!('SELECT range AS n FROM range(10000000)', [], { batchRows: 4096 })) {
            seen += batch.rowCount;
            if (seen > 10000) break;
          }
          expect(seen).toBeLessThan(20000);
        }
        // The only pooled connection came back usable.
        expect((await engine.execute('SELECT 42 AS x')).data[0]?.[0]).toBe(42);
      },
      { poolSize: 1 },
    );
  });

  it('cancels a stream mid-way when the signal aborts', async () => {
    await withEngine(async (engine) => {
      const controller = new AbortController();
      let seen = 0;
      const reading = (async () => {
        for await (const batch of engine.executeStream!('SELECT range AS n FROM range(100000000)', [], { signal: controller.signal, batchRows: 2048 })) {
          seen += batch.rowCount;
          if (seen >= 4096) controller.abort();
        }
      })();
      await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
      expect(seen).toBeLessThan(100000000);
    });
  });

  it('reports an engine error through the iteration', async () => {
    await withEngine(async (engine) => {
      await expect(collect(engine.executeStream!('SELECT * FROM no_such_table'))).rejects.toThrow(/no_such_table/);
    });
  });
});

describe('pullBatches', () => {
  it('lets the producer run at most one item ahead of the consumer', async () => {
    const produced: number[] = [];
    const stream = pullBatches<number>(async (emit) => {
      for (let i = 0; i < 5; i++) {
        produced.push(i);
        await emit(i);
      }
    });
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(produced).toEqual([0, 1]);
    expect((await iterator.next()).value).toBe(1);
    await iterator.return(undefined);
    expect(produced.length).toBeLessThanOrEqual(3);
  });

  it('fires the stop signal and waits for the producer when the consumer leaves', async () => {
    let stopped = false;
    let settled = false;
    const stream = pullBatches<number>(async (emit, stop) => {
      stop.addEventListener('abort', () => (stopped = true));
      try {
        for (let i = 0; ; i++) await emit(i);
      } finally {
        settled = true;
      }
    });
    for await (const item of stream) if (item === 2) break;
    expect(stopped).toBe(true);
    expect(settled).toBe(true);
  });
});
