import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '@core/plugin-api/index.js';
import { postgresEngine } from './postgres-engine.js';

const SERVER = process.env.TESSERA_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = `tessera_pg_${randomBytes(5).toString('hex')}`;
let admin: EngineConnection;
let engine: EngineConnection;
const first = (result: { data: ReadonlyArray<ArrayLike<unknown>> }) => result.data.map((column) => column[0]);
const uriFor = (name: string) => Object.assign(new URL(SERVER), { pathname: `/${name}` }).toString();

beforeAll(async () => {
  admin = await postgresEngine.createEngine(SERVER, {});
  await admin.execute(`CREATE DATABASE ${database}`);
  engine = await postgresEngine.createEngine(uriFor(database), { poolSize: 2 });
});

afterAll(async () => {
  await engine?.close();
  await admin?.execute(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin?.close();
});

describe('PostgreSQL connection', () => {
  it('converts PostgreSQL values to plain JavaScript ones, in UTC', async () => {
    await engine.execute("CREATE TYPE mood AS ENUM ('ok', 'sad')");
    const result = await engine.execute(`SELECT 9007199254740993::bigint AS big, 12345678901234.5678::numeric AS num,
      TIMESTAMPTZ '2024-02-29 10:00:00+02' AS tz, TIMESTAMP '0044-03-15 12:00:00 BC' AS ancient, 'infinity'::timestamp AS inf,
      INTERVAL '1 day 02:00' AS span, TIME '10:00' AS at, '{"a": 1}'::jsonb AS doc, ARRAY[1, 2] AS list, 'ok'::mood AS feeling, 'a'::char(3) AS padded`);
    expect(first(result)).toEqual([
      9007199254740993n, Number('12345678901234.5678'), Date.parse('2024-02-29T08:00:00Z'), new Date('-000043-03-15T12:00:00Z').getTime(), null,
      '1 day 02:00:00', '10:00:00', { a: 1 }, [1, 2], 'ok', 'a  ',
    ]);
    expect(result.columns.map((column) => column.type)).toEqual([
      'bigint', 'numeric', 'timestamp with time zone', 'timestamp without time zone', 'timestamp without time zone',
      'interval', 'time without time zone', 'jsonb', 'integer[]', 'mood', 'character',
    ]);
  });

  it('stops a large result at maxRows on the server side', async () => {
    const started = Date.now();
    const result = await engine.execute('SELECT generate_series(1, 200000000) AS n', [], { maxRows: 4 });
    expect(result.data).toEqual([[1, 2, 3, 4]]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(first(await engine.execute('SELECT 1 AS ok'))).toEqual([1]);
  });

  it('keeps its pooled clients usable after a statement with maxRows fails', async () => {
    // Both pooled clients see a failing limited statement; each must still answer afterwards.
    for (let i = 0; i < 3; i++) {
      await expect(engine.execute('SELECT 1 / 0 AS boom', [], { maxRows: 10 })).rejects.toThrow(/division by zero/);
    }
    const answers = await Promise.all([engine.execute('SELECT 1 AS ok'), engine.execute('SELECT 2 AS ok')]);
    expect(answers.map(first)).toEqual([[1], [2]]);
  });

  it('cancels in the engine even when every pooled client is busy', async () => {
    const busy = [engine.execute('SELECT pg_sleep(30)', [], { timeoutMs: 1_500 }), engine.execute('SELECT pg_sleep(30)', [], { timeoutMs: 1_500 })];
    // Both time out together and either may reject first: handled now, asserted one after the other below.
    for (const statement of busy) statement.catch(() => undefined);
    const waiting = engine.execute('SELECT 1', [], { signal: AbortSignal.timeout(300) });
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
    for (const statement of busy) await expect(statement).rejects.toMatchObject({ name: 'TimeoutError' });
    const active = await admin.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep(30)%'", [database]);
    expect(first(active)).toEqual([0]);
  });

  it('reports a wrong password or an unknown database with the server message', async () => {
    await expect(postgresEngine.createEngine(uriFor('tessera_no_such_database'), {})).rejects.toThrow(/does not exist/);
  });
});
