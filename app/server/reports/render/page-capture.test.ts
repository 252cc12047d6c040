import { describe, expect, it } from 'vitest';
import { refusedObjectCall } from './page-capture.js';
import { parseQueryContextBody } from './query-context-capture.js';

const answer = (url: string, status: number) => ({ url: () => url, status: () => status });

describe('refusedObjectCall', () => {
  it('spots the chart or dashboard API refusing the executor', () => {
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/dashboard/3', 404))).toBe('/api/v1/dashboard/3 answered 404');
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/dashboard/births/charts', 403))).toBe('/api/v1/dashboard/births/charts answered 403');
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/explore/?slice_id=4', 404))).toBe('/api/v1/explore/ answered 404');
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/dashboard/p/abc/', 401))).toBe('/api/v1/dashboard/p/abc/ answered 401');
  });

  it('ignores successes and the calls a page may fail without being refused', () => {
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/dashboard/3', 200))).toBeNull();
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/chart/data', 403))).toBeNull();
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/dashboard/3/datasets', 500))).toBeNull();
    expect(refusedObjectCall(answer('http://127.0.0.1:8088/api/v1/me/roles/', 404))).toBeNull();
  });
});

describe('parseQueryContextBody', () => {
  it('keeps a query context and drops anything else', () => {
    expect(parseQueryContextBody('{"datasource":{"id":1,"type":"table"},"queries":[{}]}')).toEqual({ datasource: { id: 1, type: 'table' }, queries: [{}] });
    expect(parseQueryContextBody('{"form_data":{}}')).toBeNull();
    expect(parseQueryContextBody('[1]')).toBeNull();
    expect(parseQueryContextBody('not json')).toBeNull();
  });
});
