import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '@core/plugin-api/index.js';
import { mysqlEngine } from './mysql-engine.js';

const SERVER = process.env.TESSERA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';
const database = `tessera_my_${randomBytes(5).toString('hex')}`;
let admin: EngineConnection;
let engine: EngineConnection;
const first = (result: { data: ReadonlyArray<ArrayLike<unknown>> }) => result.data.map((column) => column[0]);
const uriFor = (name: string) => Object.assign(new URL(SERVER), { pathname: `/${name}` }).toString();

beforeAll(async () => {
  admin = await mysqlEngine.createEngine(SERVER, {});
  await admin.execute(`CREATE DATABASE ${database}`);
  engine = await mysqlEngine.createEngine(uriFor(database), { poolSize: 2 });
});

afterAll(async () => {
  await engine?.close();
  await admin?.execute(`DROP DATABASE IF EXISTS ${database}`);
  await admin?.close();
});

describe('MySQL connection', () => {
  it('converts MySQL values to plain JavaScript ones, in UTC', async () => {
    await engine.execute(`CREATE TABLE t (flag TINYINT(1), small TINYINT, big BIGINT UNSIGNED, amount DECIMAL(20,4), stamp TIMESTAMP(3) NULL,
      moment DATETIME, day DATE, zero DATETIME, at TIME, label VARCHAR(10), raw VARBINARY(4))`);
    // MariaDB's per-statement setting lets the zero date in without changing the pooled session.
    await engine.execute("SET STATEMENT sql_mode = '' FOR INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
      true, 7, 18446744073709551615n, '1234567890.1234', new Date('2024-02-29T10:00:00.250Z'), new Date('2024-03-10T02:30:00Z'), '2024-02-29',
      '0000-00-00 00:00:00', '10:30:00', 'ünï', new Uint8Array([1, 2]),
    ]);
    const result = await engine.execute('SELECT * FROM t');
    const values = first(result);
    values[10] = [...(values[10] as Uint8Array)];
    expect(values).toEqual([
      true, 7, 18446744073709551615n, 1234567890.1234, Date.parse('2024-02-29T10:00:00.250Z'), Date.parse('2024-03-10T02:30:00Z'),
      Date.parse('2024-02-29T00:00:00Z'), null, '10:30:00', 'ünï', [1, 2],
    ]);
    expect(result.columns.map((column) => column.genericType)).toEqual([
      'boolean', 'numeric', 'numeric', 'numeric', 'temporal', 'temporal', 'temporal', 'temporal', 'string', 'string', null,
    ]);
  });

  it('stops a large result at maxRows by killing the statement', async () => {
    const started = Date.now();
    const result = await engine.execute('SELECT seq FROM seq_1_to_500000000', [], { maxRows: 3 });
    expect(result.data).toEqual([[1, 2, 3]]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(first(await engine.execute('SELECT 1 AS ok'))).toEqual([1]);
  });

  it('cancels in the engine even when every pooled connection is busy', async () => {
    const busy = [engine.execute('SELECT SLEEP(30)', [], { timeoutMs: 1_500 }), engine.execute('SELECT SLEEP(30)', [], { timeoutMs: 1_500 })];
    // Both time out together and either may reject first: handled now, asserted one after the other below.
    for (const statement of busy) statement.catch(() => undefined);
    await expect(engine.execute('SELECT 1', [], { signal: AbortSignal.timeout(300) })).rejects.toMatchObject({ name: 'TimeoutError' });
    for (const statement of busy) await expect(statement).rejects.toMatchObject({ name: 'TimeoutError' });
    const running = await admin.execute("SELECT count(*) FROM information_schema.processlist WHERE db = ? AND info LIKE 'SELECT SLEEP(30)%'", [database]);
    expect(first(running)).toEqual([0]);
  });

  it('reports an unknown database with the server message', async () => {
    await expect(mysqlEngine.createEngine(uriFor('tessera_no_such_database'), {})).rejects.toThrow(/Unknown database/);
  });
});
