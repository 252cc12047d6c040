import { tableFromIPC, type Table } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { isBufferedBatch, type ColumnarResult, type EngineConnection } from '@core/plugin-api/index.js';
import { duckdbEngine } from '@plugins/db-duckdb/duckdb-engine.js';
import { ARROW_EOS, SqlLabArrowEncoder } from './sqllab-arrow-batches.js';

async function withEngine<T>(run: (engine: EngineConnection) => Promise<T>): Promise<T> {
  const engine = await duckdbEngine.createEngine('duckdb:///:memory:', {});
  try {
    return await run(engine);
  } finally {
    await engine.close();
  }
}

const nullable = (expression: string) => `CASE WHEN range % 5 = 1 THEN NULL ELSE ${expression} END`;

const SQL = `SELECT
  ${nullable('CAST(range AS INTEGER) - 1000')} AS int,
  ${nullable('CAST(range AS BIGINT) * 9007199254741')} AS big,
  ${nullable('range / 3')} AS dbl,
  ${nullable('CAST(range / 7 AS DECIMAL(9, 2))')} AS dec,
  ${nullable("DATE '1969-06-01' + CAST(range AS INTEGER)")} AS day,
  ${nullable("TIMESTAMP '1969-12-31 23:59:59.9995' + to_microseconds(range * 777)")} AS at,
  ${nullable('range % 2 = 0')} AS flag,
  ${nullable("CASE WHEN range % 3 = 0 THEN 'a text longer than twelve bytes ' || range ELSE 'é' || range END")} AS text,
  ${nullable('[range, range + 1]')} AS list
FROM range(3000)`;

/** The rows of a one-batch stream, and each column's Arrow type and null count. */
function decoded(bytes: Uint8Array): { rows: unknown[]; types: string[]; nulls: number[] } {
  const table: Table = tableFromIPC(bytes);
  return {
    rows: table.toArray().map((row) => ({ ...(row as object) })),
    types: table.schema.fields.map((field) => String(field.type)),
    nulls: table.schema.fields.map((_, index) => table.getChildAt(index)!.nullCount),
  };
}

describe('SqlLabArrowEncoder over column buffers', () => {
  it('encodes a batch given as Arrow-laid buffers as it encodes the same rows given as values', async () => {
    await withEngine(async (engine) => {
      let checked = 0;
      for await (const batch of engine.executeStream!(SQL, [], { batchRows: 1000 })) {
        expect(isBufferedBatch(batch)).toBe(true);
        const encoder = await SqlLabArrowEncoder.create(batch.columns);
        const asValues: ColumnarResult = { columns: batch.columns, data: batch.data.map((values) => Array.from(values)), rowCount: batch.rowCount };
        for (const rows of [batch.rowCount, 777, 3]) {
          const fromBuffers = decoded(Buffer.concat([encoder.schemaMessage(), encoder.batchMessage(batch, {}, rows), ARROW_EOS]));
          const fromValues = decoded(Buffer.concat([encoder.schemaMessage(), encoder.batchMessage(asValues, {}, rows), ARROW_EOS]));
          expect(fromBuffers).toEqual(fromValues);
          expect(fromBuffers.rows).toHaveLength(Math.min(rows, batch.rowCount));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(3);
    });
  });

  it('keeps the Arrow types of the schema for buffered columns', async () => {
    await withEngine(async (engine) => {
      for await (const batch of engine.executeStream!(SQL, [], { maxRows: 10 })) {
        const encoder = await SqlLabArrowEncoder.create(batch.columns);
        const { types, nulls, rows } = decoded(Buffer.concat([encoder.schemaMessage(), encoder.batchMessage(batch), ARROW_EOS]));
        expect(types).toEqual(['Float64', 'Int64', 'Float64', 'Float64', 'Timestamp<MILLISECOND>', 'Timestamp<MILLISECOND>', 'Bool', 'Utf8', 'Utf8']);
        expect(nulls).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2]);
        expect(rows[0]).toEqual({ int: -1000, big: 0n, dbl: 0, dec: 0, day: Date.UTC(1969, 5, 1), at: Date.UTC(1969, 11, 31, 23, 59, 59, 999), flag: true, text: 'a text longer than twelve bytes 0', list: '[0,1]' });
        expect(rows[2]).toMatchObject({ int: -998, big: 18014398509482n, day: Date.UTC(1969, 5, 3), at: Date.UTC(1970, 0, 1, 0, 0, 0, 1), flag: true, text: 'é2' });
      }
    });
  });
});
