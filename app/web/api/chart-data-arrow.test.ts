// @vitest-environment happy-dom
import { Float64, Int64, Schema, Field, Table, Utf8, makeData, RecordBatch, Struct, tableToIPC, vectorFromArray, type Data, type DataType } from 'apache-arrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryContext } from '@core/plugin-api/index.js';
import { fetchChartData } from './chart-data';
import { ARROW_PAYLOAD_KEY, ARROW_STREAM_TYPE, readArrowChartData } from './chart-data-arrow';

/** An Arrow stream as the server sends it: one record batch, the payload as schema metadata. */
function stream(columns: Array<[string, Data<DataType>]>, payload?: Record<string, unknown>): Uint8Array {
  const fields = columns.map(([name, data]) => new Field(name, data.type, true));
  const schema = new Schema(fields, payload ? new Map([[ARROW_PAYLOAD_KEY, JSON.stringify(payload)]]) : null);
  const length = columns[0]?.[1].length ?? 0;
  const batch = new RecordBatch(schema, makeData({ type: new Struct(fields), length, nullCount: 0, children: columns.map(([, data]) => data) }));
  return tableToIPC(new Table([batch]), 'stream');
}

const dataOf = <T extends DataType>(values: unknown[], type: T) => vectorFromArray(values, type).data[0]!;

describe('readArrowChartData', () => {
  it('reads rows as JSON has them: numbers, 64-bit integers as numbers, nulls, strings', () => {
    const bytes = stream(
      [
        ['longitude', dataOf([-122.4, null, 2.35], new Float64())],
        ['latitude', dataOf([37.7, 40.1, 48.85], new Float64())],
        // Built from the buffers: 2^53 + 1 must survive exactly (the third cell is null).
        ['count', makeData({ type: new Int64(), length: 3, nullCount: 1, nullBitmap: Uint8Array.of(0b011), data: BigInt64Array.of(BigInt(3), BigInt('9007199254740993'), BigInt(0)) })],
        ['name', dataOf(['SF', null, 'Paris'], new Utf8())],
      ],
      { colnames: ['longitude', 'latitude', 'count', 'name'], coltypes: [0, 0, 0, 1], query: 'SELECT 1', is_cached: false, status: 'success' },
    );
    const response = readArrowChartData(bytes);
    expect(response.result).toHaveLength(1);
    const [result] = response.result;
    expect(result).toMatchObject({ colnames: ['longitude', 'latitude', 'count', 'name'], coltypes: [0, 0, 0, 1], rowcount: 3, query: 'SELECT 1', status: 'success' });
    expect(result!.data).toEqual([
      { longitude: -122.4, latitude: 37.7, count: 3, name: 'SF' },
      { longitude: null, latitude: 40.1, count: '9007199254740993', name: null },
      { longitude: 2.35, latitude: 48.85, count: null, name: 'Paris' },
    ]);
  });

  it('derives column names and types from the schema when the payload is missing', () => {
    const response = readArrowChartData(stream([['x', dataOf([1, 2], new Float64())], ['label', dataOf(['a', 'b'], new Utf8())]]));
    expect(response.result[0]).toMatchObject({ colnames: ['x', 'label'], coltypes: [0, 1], rowcount: 2, data: [{ x: 1, label: 'a' }, { x: 2, label: 'b' }] });
  });
});

describe('fetchChartData with result_format arrow', () => {
  afterEach(() => vi.unstubAllGlobals());

  const context = (format: 'json' | 'arrow') => ({ datasource: { id: 1, type: 'table' }, queries: [{ columns: ['x'] }], result_format: format, result_type: 'full' }) as QueryContext;

  /** A server answering the chart-data route as Arrow when asked by `Accept`, else JSON; and the CSRF token. */
  function stubServer() {
    const accepts: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('csrf_token')) return Promise.resolve(new Response(JSON.stringify({ result: 'token' }), { headers: { 'content-type': 'application/json' } }));
      const accept = (input instanceof Request ? input.headers : new Headers(init?.headers)).get('accept') ?? '';
      accepts.push(accept);
      if (accept.startsWith(ARROW_STREAM_TYPE)) {
        const bytes = stream([['x', dataOf([1.5, 2.5], new Float64())]], { colnames: ['x'], coltypes: [0], is_cached: true, status: 'success' });
        return Promise.resolve(new Response(new Uint8Array(bytes), { headers: { 'content-type': ARROW_STREAM_TYPE } }));
      }
      const body = { result: [{ colnames: ['x'], coltypes: [0], data: [{ x: 1.5 }, { x: 2.5 }], rowcount: 2, is_cached: false, status: 'success' }] };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
    return accepts;
  }

  it('asks for the Arrow stream and hands back the JSON shape', async () => {
    const accepts = stubServer();
    const response = await fetchChartData(context('arrow'), { pollingDelayMs: 10 });
    expect(accepts.at(-1)).toMatch(/^application\/vnd\.apache\.arrow\.stream/);
    expect(response.result[0]).toMatchObject({ colnames: ['x'], coltypes: [0], rowcount: 2, is_cached: true, data: [{ x: 1.5 }, { x: 2.5 }] });
  });

  it('sends no Arrow Accept for a JSON context', async () => {
    const accepts = stubServer();
    const response = await fetchChartData(context('json'), { pollingDelayMs: 10 });
    expect(accepts.at(-1)).not.toContain(ARROW_STREAM_TYPE);
    expect(response.result[0]).toMatchObject({ is_cached: false, data: [{ x: 1.5 }, { x: 2.5 }] });
  });
});
