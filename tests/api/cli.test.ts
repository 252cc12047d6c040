import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../app/server/security/password-hash.js';
import { createStore } from '../../app/server/store/create-store.js';

const root = path.resolve(import.meta.dirname, '../..');
let home: string;

/** Runs the built CLI the way `npm run tessera -- …` does, against a temp TESSERA_HOME. */
function tessera(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'dist/server/cli.js'), ...args], {
    cwd: home,
    env: { ...process.env, TESSERA_HOME: home, LOG_LEVEL: 'silent', TESSERA_ADMIN_USERNAME: '', TESSERA_ADMIN_PASSWORD: '' },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

async function withStore<T>(fn: (db: Awaited<ReturnType<typeof createStore>>['db']) => Promise<T>): Promise<T> {
  const store = await createStore({ home });
  try {
    return await fn(store.db);
  } finally {
    await store.close();
  }
}

beforeAll(() => {
  execFileSync(process.execPath, ['esbuild.config.mjs', '--server'], { cwd: root, stdio: 'ignore' });
  home = mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('npm run tessera', () => {
  it('prints usage for help, and exits 2 for an unknown command', () => {
    expect(tessera('help').out).toContain('reset-password');
    const unknown = tessera('frobnicate');
    expect(unknown.status).toBe(2);
    expect(unknown.out).toContain('Unknown command "frobnicate"');
  });

  it('init creates the store, the roles and one admin with a printed password, once', async () => {
    const first = tessera('init');
    expect(first.status).toBe(0);
    const password = first.out.match(/password: (\S+)/)?.[1];
    expect(password).toBeTruthy();
    const second = tessera('init');
    expect(second.status).toBe(0);
    expect(second.out).not.toMatch(/password:/);
    await withStore(async (db) => {
      const roles = (await db.selectFrom('ab_role').select('name').execute()).map((r) => r.name).sort();
      expect(roles).toEqual(['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab']);
      const admin = await db.selectFrom('ab_user').select('password').where('username', '=', 'admin').executeTakeFirstOrThrow();
      expect(await verifyPassword(password!, admin.password!)).toBe(true);
    });
  });

  it('create-admin adds an administrator; a duplicate is refused and changes nothing', async () => {
    expect(tessera('create-admin', '--username', 'ops', '--password', 'ops-password-1').status).toBe(0);
    const again = tessera('create-admin', '--username', 'ops', '--password', 'other-password');
    expect(again.status).toBe(1);
    expect(again.out).toContain('User ops already exists');
    expect(tessera('create-admin').out).toContain('needs --username');
    await withStore(async (db) => {
      const user = await db.selectFrom('ab_user').select('password').where('username', '=', 'ops').executeTakeFirstOrThrow();
      expect(await verifyPassword('ops-password-1', user.password!)).toBe(true);
    });
  });

  it('reset-password sets a new password, and names a missing user', async () => {
    expect(tessera('reset-password', '--username', 'ops', '--password', 'ops-password-2').status).toBe(0);
    await withStore(async (db) => {
      const user = await db.selectFrom('ab_user').select('password').where('username', '=', 'ops').executeTakeFirstOrThrow();
      expect(await verifyPassword('ops-password-2', user.password!)).toBe(true);
    });
    const missing = tessera('reset-password', '--username', 'nobody', '--password', 'whatever-123');
    expect(missing.status).toBe(1);
    expect(missing.out).toContain('User nobody does not exist');
  });

  it('load-examples registers the examples connection and its datasets with columns and metrics', async () => {
    const result = tessera('load-examples', '--big', '--big-rows', '20000');
    expect(result.status).toBe(0);
    await withStore(async (db) => {
      const database = await db.selectFrom('dbs').selectAll().where('database_name', '=', 'examples').executeTakeFirstOrThrow();
      expect(database.sqlalchemy_uri).toBe(`duckdb:///${path.join(home, 'examples.duckdb').slice(1)}`);
      const tables = (await db.selectFrom('tables').select('table_name').where('database_id', '=', database.id).execute()).map((t) => t.table_name).sort();
      expect(tables).toEqual(['big_events', 'birth_names', 'cleaned_sales_data', 'flights', 'long_lat']);
      const birthNames = await db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow();
      const ds = await db.selectFrom('table_columns').select(['is_dttm', 'type']).where('table_id', '=', birthNames.id).where('column_name', '=', 'ds').executeTakeFirstOrThrow();
      expect(ds.is_dttm).toBe(true);
      const metrics = await db.selectFrom('sql_metrics').select(['metric_name', 'expression']).where('table_id', '=', birthNames.id).execute();
      expect(metrics).toContainEqual({ metric_name: 'count', expression: 'COUNT(*)' });
      expect(metrics.map((m) => m.metric_name)).toContain('sum__num');
    });
    // Idempotent: a second load adds no duplicate datasets.
    expect(tessera('load-examples').status).toBe(0);
    await withStore(async (db) => {
      const count = await db.selectFrom('tables').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(5);
    });
  });

  it('rejects a bad option value with the usage text', () => {
    const bad = tessera('load-examples', '--big-rows', 'lots');
    expect(bad.status).toBe(2);
    expect(bad.out).toContain('--big-rows must be a positive integer');
  });
});
