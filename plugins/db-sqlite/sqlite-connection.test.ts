import { mkdtemp, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteEngine } from './sqlite-engine.js';

let dir: string;
const first = (result: { data: ReadonlyArray<ArrayLike<unknown>> }) => result.data.map((column) => column[0]);

/** This process's children whose command line names `file` (the SQLite processes of that database). */
function processesFor(file: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(ppid) === process.pid && state !== 'Z' && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(file);
      } catch {
        return false;
      }
    })
    .map(Number);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-sqlite-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SQLite connection', () => {
  it('keeps an in-memory database in one process across statements', async () => {
    const engine = await sqliteEngine.createEngine('sqlite://', { poolSize: 4 });
    try {
      await engine.execute('CREATE TABLE t (x INTEGER)');
      await Promise.all([1, 2, 3].map((x) => engine.execute('INSERT INTO t VALUES (?)', [x])));
      expect(first(await engine.execute('SELECT sum(x) AS s FROM t'))).toEqual([6]);
    } finally {
      await engine.close();
    }
  });

  it('reads declared and computed dates as epoch milliseconds, booleans as booleans, big integers exactly', async () => {
    const engine = await sqliteEngine.createEngine(`sqlite://${path.join(dir, 'types.db')}`, {});
    try {
      await engine.execute('CREATE TABLE t (ts DATETIME, unix_ts TIMESTAMP, julian DATE, flag BOOLEAN, label TEXT, big INTEGER)');
      await engine.execute('INSERT INTO t VALUES (?, ?, ?, ?, ?, ?)', ['2024-02-29T10:00:00.5', 1709200800, 2460369.5, false, '2024-02-29', 2n ** 62n]);
      const result = await engine.execute(`SELECT ts, unix_ts, julian, flag, label, big, date(ts) AS day, max(ts) AS latest, 'not a date' AS text FROM t`);
      expect(first(result)).toEqual([
        Date.parse('2024-02-29T10:00:00.500Z'), Date.parse('2024-02-29T10:00:00Z'), Date.parse('2024-02-29T00:00:00Z'), false, '2024-02-29', 2n ** 62n,
        Date.parse('2024-02-29T00:00:00Z'), Date.parse('2024-02-29T10:00:00.500Z'), 'not a date',
      ]);
      expect(result.columns.map((column) => column.genericType)).toEqual(['temporal', 'temporal', 'temporal', 'boolean', 'string', 'numeric', 'temporal', 'temporal', 'string']);
    } finally {
      await engine.close();
    }
  });

  it('runs scripts of several statements', async () => {
    const engine = await sqliteEngine.createEngine('sqlite://', {});
    try {
      await engine.execute('CREATE TABLE a (x INTEGER); INSERT INTO a VALUES (1); INSERT INTO a VALUES (2);');
      expect(first(await engine.execute('SELECT count(*) AS n FROM a'))).toEqual([2]);
    } finally {
      await engine.close();
    }
  });

  it('fails to open a read-only database that does not exist, naming the problem', async () => {
    await expect(sqliteEngine.createEngine(`sqlite://${path.join(dir, 'missing.db')}?mode=ro`, {})).rejects.toThrow(/unable to open|does not exist|directory/i);
    await expect(sqliteEngine.createEngine(`sqlite://${path.join(dir, 'no-such-dir', 'x.db')}`, {})).rejects.toThrow(/directory|unable to open/i);
  });

  it('replaces a process killed by a cancel, and ends every process on close', async () => {
    const file = path.join(dir, 'processes.db');
    const engine = await sqliteEngine.createEngine(`sqlite://${file}`, { poolSize: 2 });
    expect(processesFor(file)).toHaveLength(1);
    await expect(
      engine.execute('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c', [], { timeoutMs: 200 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(first(await engine.execute('SELECT 41 + 1 AS v'))).toEqual([42]);
    await engine.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processesFor(file)).toEqual([]);
    await expect(engine.execute('SELECT 1')).rejects.toThrow(/closed/);
  });

  it('lists attached databases as schemas and describes their tables', async () => {
    const engine = await sqliteEngine.createEngine('sqlite://', {});
    try {
      // Attaching a file is refused (it could open any file); a new in-memory database is not a file.
      await engine.execute(`ATTACH DATABASE ':memory:' AS other`);
      await engine.execute('CREATE TABLE other.items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)');
      expect(await engine.getSchemas()).toEqual(['main', 'other']);
      expect(await engine.getTables('other')).toEqual([{ name: 'items', type: 'table' }]);
      expect(await engine.getIndexes({ table: 'items', schema: 'other' })).toEqual([{ name: 'sqlite_autoindex_items_1', columns: ['name'], unique: true }]);
      expect(await engine.getCatalogs()).toEqual([]);
    } finally {
      await engine.close();
    }
  });
});
