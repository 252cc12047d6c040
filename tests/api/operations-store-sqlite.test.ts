import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { prepareStore } from '../../app/server/bootstrap/initialize.js';
import { buildApp } from '../../app/server/build-app.js';
import { loadConfig } from '../../app/server/config/load-config.js';
import { createServerKernel } from '../../app/server/kernel/create-server-kernel.js';
import { SecurityManager } from '../../app/server/security/security-manager.js';
import { createStore, type Store } from '../../app/server/store/create-store.js';
import { USERS, apiLogin } from './test-app.js';

/**
 * A SQLite metadata file locked by another process — an operator's `sqlite3` shell inside
 * `BEGIN EXCLUSIVE`, a backup or repair tool, a second server on the same file. The lock is
 * taken for real by a separate Node process. The file is in WAL mode, so reads go on; writes
 * that cannot get the lock within the busy timeout answer 503 JSON with `Retry-After` (not a bare
 * 500), nothing is half written, and the server recovers by itself once the lock is gone.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const UNAVAILABLE = { message: 'The metadata database cannot be reached right now; try again in a moment.' };

/** Opens `file` in another process and holds `BEGIN EXCLUSIVE` until `release()`. */
async function lockFromAnotherProcess(file: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN EXCLUSIVE');
    db.prepare("update dashboards set dashboard_title = dashboard_title || ' (locked)'").run();
    process.stdout.write('locked\\n');
    process.stdin.on('end', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
    process.stdin.resume();
  `;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['-e', script, file], { cwd: REPO });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the locking process ended (${code}): ${output}`)));
  });
  return {
    async release() {
      if (child.exitCode !== null) return;
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

describe('with the SQLite metadata file locked by another process', () => {
  let home: string;
  let store: Store;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let lock: { release(): Promise<void> } | null = null;

  const list = () => app.inject({ url: '/api/v1/dashboard/', headers: admin });
  const create = (title: string) => app.inject({ method: 'POST', url: '/api/v1/dashboard/', headers: admin, payload: { dashboard_title: title } });
  const titles = async () => (await store.db.selectFrom('dashboards').select('dashboard_title').execute()).map((row) => row.dashboard_title);

  beforeAll(async () => {
    home = mkdtempSync(path.join(os.tmpdir(), 'tessera-ops-sqlite-'));
    const config = loadConfig({ env: { TESSERA_HOME: home }, cwd: home, overrides: { logLevel: 'silent', loadExamples: false, webRoot: path.join(home, 'web') } });
    store = await createStore({ home: config.home });
    const security = new SecurityManager(store.db);
    await prepareStore(store, security, { info: () => undefined });
    await security.createUser({ username: USERS.admin.username, password: USERS.admin.password, roles: [...USERS.admin.roles] });
    app = await buildApp({ config, store, security, kernel: createServerKernel(config, [], { warn: () => undefined }), logger: false });
    await app.ready();
    const login = await apiLogin(app, USERS.admin.username, USERS.admin.password);
    expect(login.statusCode, login.body).toBe(200);
    admin = { authorization: `Bearer ${login.json().access_token}` };
    expect((await create('Before the lock')).statusCode).toBe(201);
  }, 120_000);
  afterEach(async () => {
    await lock?.release();
    lock = null;
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('answers writes 503 JSON with Retry-After while another process holds an exclusive lock, and keeps serving reads', async () => {
    lock = await lockFromAnotherProcess(path.join(home, 'tessera.db'));
    const read = await list();
    expect(read.statusCode, read.body).toBe(200);
    // The other process's uncommitted change is not seen.
    expect(read.json().result.map((row: { dashboard_title: string }) => row.dashboard_title)).toEqual(['Before the lock']);
    for (const title of ['During the lock', 'During the lock, again']) {
      const write = await create(title);
      expect([write.statusCode, write.headers['retry-after']], write.body).toEqual([503, '5']);
      expect(write.json()).toEqual(UNAVAILABLE);
    }
    const health = await app.inject('/health');
    expect(health.statusCode).toBe(200);
  });

  it('recovers by itself once the lock is released, with nothing written meanwhile', async () => {
    await lock?.release();
    lock = null;
    const created = await create('After the lock');
    expect(created.statusCode, created.body).toBe(201);
    expect((await titles()).sort()).toEqual(['After the lock', 'Before the lock']);
  });
});
