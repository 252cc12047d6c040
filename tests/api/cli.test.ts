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
    expect(tessera('help').out).toContain('create-user');
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

  it('create-user adds a user with the named roles (repeated or comma separated) and a printed password when none is given', async () => {
    const made = tessera('create-user', '--username', 'analyst', '--role', 'Gamma,sql_lab', '--role', 'Alpha', '--first-name', 'Ana', '--email', 'ana@example.com');
    expect(made.status, made.out).toBe(0);
    expect(made.out).toContain('User analyst created with roles Gamma, sql_lab, Alpha.');
    const password = made.out.match(/Password: (\S+)/)?.[1];
    expect(password).toBeTruthy();
    const chosen = tessera('create-user', '--username', 'viewer', '--role', 'Gamma', '--password', 'viewer-password');
    expect(chosen.status, chosen.out).toBe(0);
    expect(chosen.out).not.toMatch(/Password:/);
    await withStore(async (db) => {
      const user = await db.selectFrom('ab_user').select(['id', 'password', 'first_name', 'email']).where('username', '=', 'analyst').executeTakeFirstOrThrow();
      expect(user).toMatchObject({ first_name: 'Ana', email: 'ana@example.com' });
      expect(await verifyPassword(password!, user.password!)).toBe(true);
      const roles = await db.selectFrom('ab_user_role as ur').innerJoin('ab_role as r', 'r.id', 'ur.role_id').select('r.name').where('ur.user_id', '=', user.id).execute();
      expect(roles.map((r) => r.name).sort()).toEqual(['Alpha', 'Gamma', 'sql_lab']);
    });
    const noRole = tessera('create-user', '--username', 'roleless');
    expect(noRole.status).toBe(2);
    expect(noRole.out).toContain('create-user needs at least one --role');
    const unknownRole = tessera('create-user', '--username', 'ghost', '--role', 'Gamma,Wizards');
    expect(unknownRole.status).toBe(1);
    expect(unknownRole.out).toContain('Role Wizards does not exist');
    const shortPassword = tessera('create-user', '--username', 'weak', '--role', 'Gamma', '--password', 'short');
    expect(shortPassword.status).toBe(1);
    expect(shortPassword.out).toContain('Password must be at least 8 characters');
    await withStore(async (db) => {
      expect(await db.selectFrom('ab_user').select('id').where('username', 'in', ['roleless', 'ghost', 'weak']).execute()).toEqual([]);
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
      expect(tables).toEqual([
        'FCC 2018 Survey', 'bart_lines', 'big_events', 'birth_france_by_region', 'birth_names', 'channel_members', 'channels',
        'cleaned_sales_data', 'covid_vaccines', 'energy_usage', 'exported_stats', 'flights', 'long_lat', 'messages',
        'multiformat_time_series', 'random_time_series', 'sf_population_polygons', 'threads', 'unicode_test', 'users',
        'users_channels', 'video_game_sales', 'wb_health_population',
      ]);
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
      expect(Number(count.n)).toBe(23);
    });
  });

  it('rejects a bad option value with the usage text', () => {
    const bad = tessera('load-examples', '--big-rows', 'lots');
    expect(bad.status).toBe(2);
    expect(bad.out).toContain('--big-rows must be a positive integer');
  });
});
