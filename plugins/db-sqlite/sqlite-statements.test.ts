import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '@core/plugin-api/index.js';
import { sqliteEngine } from './sqlite-engine.js';

let dir: string;
let engine: EngineConnection;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-sqlite-statements-'));
  await writeFile(path.join(dir, 'main.db'), '');
  engine = await sqliteEngine.createEngine(`sqlite://${path.join(dir, 'main.db')}`, {});
  await engine.execute('CREATE TABLE t (a INTEGER)');
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('SQLite file statements', () => {
  it('refuses ATTACH of a file, DETACH and VACUUM in every statement the process runs, scripts included', async () => {
    for (const sql of [
      `ATTACH DATABASE '${path.join(dir, 'other.db')}' AS other`,
      `/* c */ attach '${path.join(dir, 'other.db')}' as other`,
      `SELECT 1; ATTACH '${path.join(dir, 'other.db')}' AS other`,
      'DETACH DATABASE other',
      `VACUUM INTO '${path.join(dir, 'copy.db')}'`,
      "SELECT load_extension('/tmp/evil')",
    ]) await expect(engine.execute(sql), sql).rejects.toThrow(/refused|not authorized/);
    expect(existsSync(path.join(dir, 'other.db'))).toBe(false);
    expect(existsSync(path.join(dir, 'copy.db'))).toBe(false);
    await engine.execute("ATTACH ':memory:' AS scratch");
    expect((await engine.execute("SELECT 'ATTACH ''x'' AS y; VACUUM' AS text")).rowCount).toBe(1);
  });

  it('classifies statements by keyword, with SQLite’s own verdict on writes and what it cannot compile', async () => {
    const classified = await engine.classifyStatements!("SELECT * FROM t; INSERT INTO t VALUES (1); ATTACH ':memory:' AS m; PRAGMA writable_schema = 1; SELECT * FROM missing; SELECT load_extension('x')");
    expect(classified.map((s) => s.kind)).toEqual(['query', 'write', 'attach', 'session', 'query', 'query']);
    expect(classified[4]?.bindError).toMatch(/no such table: missing/);
    expect(classified[5]?.refusal).toMatch(/load_extension is refused/);
  });
});
