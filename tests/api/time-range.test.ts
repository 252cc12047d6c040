import { resolveTimeRange } from '@core/query/time-range/index.js';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let gammaToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.security.createUser({ username: 'sqlonly', password: 'sqlonly-password', roles: ['sql_lab'] });
  gammaToken = (await apiLogin(t.app, USERS.gamma.username, USERS.gamma.password)).json().access_token;
});
afterAll(async () => t.close());

function get(q: string, token: string | null = gammaToken) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/time_range/?q=${encodeURIComponent(q)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/v1/time_range/', () => {
  it('resolves a rison string to a one-item list', async () => {
    const response = await get("'2020-01-01 : 2021-01-01'");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: [{ since: '2020-01-01T00:00:00', until: '2021-01-01T00:00:00', timeRange: '2020-01-01 : 2021-01-01', shift: null }],
    });
  });

  it('resolves relative ranges against the current clock', async () => {
    const before = new Date();
    const response = await get(rison.encode('Last week'));
    const after = new Date();
    expect(response.statusCode).toBe(200);
    const [item] = response.json().result;
    const expected = [before, after].map((now) => ({ ...resolveTimeRange('Last week', { now }), timeRange: 'Last week', shift: null }));
    expect(expected).toContainEqual(item);
  });

  it('resolves a rison list of strings in order, with empty strings for open ends', async () => {
    const response = await get("!('No filter','2020-01-01 : ',' : 2020-02-01T10:00:00')");
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      { since: '', until: '', timeRange: 'No filter', shift: null },
      { since: '2020-01-01T00:00:00', until: '', timeRange: '2020-01-01 : ', shift: null },
      { since: '', until: '2020-02-01T10:00:00', timeRange: ' : 2020-02-01T10:00:00', shift: null },
    ]);
  });

  it("accepts Superset's list of {timeRange, shift} objects", async () => {
    const q = rison.encode([{ timeRange: '2024-01-01 : 2024-02-01' }, { timeRange: '2024-01-01 : 2024-02-01', shift: '1 year ago' }]);
    const response = await get(q);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      { since: '2024-01-01T00:00:00', until: '2024-02-01T00:00:00', timeRange: '2024-01-01 : 2024-02-01', shift: null },
      { since: '2023-01-01T00:00:00', until: '2023-02-01T00:00:00', timeRange: '2024-01-01 : 2024-02-01', shift: '1 year ago' },
    ]);
  });

  it('accepts the URI form rison.encode_uri produces', async () => {
    // encode_uri exists at run time; the package's local typings leave it out.
    const { encode_uri } = rison as unknown as { encode_uri(value: unknown): string };
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time_range/?q=${encode_uri('DATEADD(DATETIME("2024-03-31"), -1, month) : 2024-03-31')}`,
      headers: { authorization: `Bearer ${gammaToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0]).toMatchObject({ since: '2024-02-29T00:00:00', until: '2024-03-31T00:00:00' });
  });

  it('answers 400 naming the bad part of an expression', async () => {
    const response = await get("'Last banana'");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Unexpected time range: Error parsing time range: .*"banana"/);
  });

  it('answers 400 for an inverted range, even in a list with good ones', async () => {
    const response = await get("!('Last week','2021-01-01 : 2020-01-01')");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Unexpected time range: From date cannot be larger than to date' });
  });

  it('answers 400 for a bad shift', async () => {
    const response = await get(rison.encode([{ timeRange: 'Last week', shift: 'a while ago' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Unexpected time range: /);
  });

  it.each(["'unterminated", '!(', '', "!('a',"])('answers 400 when q is not rison: %j', async (q) => {
    const response = await get(q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Not a valid rison argument' });
  });

  it.each(['42', '(timeRange:x)', '!(1)', '!((shift:x))', "!((timeRange:'Last week',shift:3))"])('answers 400 when q has the wrong shape: %j', async (q) => {
    const response = await get(q);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Not a valid rison schema/);
  });

  it('answers 400 without q', async () => {
    const response = await t.app.inject({ url: '/api/v1/time_range/', headers: { authorization: `Bearer ${gammaToken}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: { q: ['Missing data for required field.'] } });
  });

  it('answers 401 to an anonymous caller, before looking at q', async () => {
    for (const q of ["'Last week'", 'not rison (']) {
      const response = await get(q, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authorized' });
    }
  });

  it('answers 403 to a user whose roles lack can_time_range on Api', async () => {
    const token = (await apiLogin(t.app, 'sqlonly', 'sqlonly-password')).json().access_token;
    const response = await get("'Last week'", token);
    expect(response.statusCode).toBe(403);
  });

  it('works with a browser session cookie', async () => {
    const { cookie } = await browserLogin(t.app, USERS.alpha.username, USERS.alpha.password);
    const response = await t.app.inject({ url: `/api/v1/time_range/?q=${encodeURIComponent("'Current year'")}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0].since).toMatch(/^\d{4}-01-01T00:00:00$/);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/v1/_openapi')).json();
    const operation = doc.paths['/api/v1/time_range/'].get;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'q', in: 'query', required: true }));
  });
});
