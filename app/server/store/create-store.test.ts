import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from './create-store.js';
import type { Store } from './store.js';

describe('createStore', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function tempHome(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-create-store-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  function track(store: Store): Store {
    cleanups.push(() => store.close());
    return store;
  }

  it('opens tessera.db in a home folder it creates, with WAL, foreign keys and a busy timeout', async () => {
    const home = path.join(await tempHome(), 'nested', 'home');
    const messages: string[] = [];
    const store = track(await createStore({ home, logger: { info: (msg) => messages.push(msg) } }));

    expect(store.dialect).toBe('sqlite');
    expect(store.url).toBe(`sqlite://${home}/tessera.db`);
    await sql`select 1`.execute(store.db);
    expect(existsSync(path.join(home, 'tessera.db'))).toBe(true);
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(store.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBeGreaterThan(0);
    expect(messages.join('\n')).toContain('SQLite');
  });

  it('opens an absolute sqlite:/// path', async () => {
    const file = path.join(await tempHome(), 'elsewhere', 'meta.db');
    const store = track(await createStore({ url: `sqlite://${file}`, home: '/nonexistent' }));
    await sql`select 1`.execute(store.db);
    expect(existsSync(file)).toBe(true);
  });

  it('opens PostgreSQL and logs the URL without its password', async () => {
    const messages: string[] = [];
    const store = track(
      await createStore({
        url: 'postgresql://postgres:not-needed@127.0.0.1:5432/postgres',
        home: await tempHome(),
        logger: { info: (msg) => messages.push(msg) },
      }),
    );
    expect(store.dialect).toBe('postgres');
    const { rows } = await sql<{ n: number }>`select count(*) as n from pg_database`.execute(store.db);
    expect(typeof rows[0]?.n).toBe('number');
    expect(messages.join('\n')).toContain('postgres:***@127.0.0.1');
    expect(messages.join('\n')).not.toContain('not-needed');
  });

  it('fails at once, naming the store, when PostgreSQL cannot be reached', async () => {
    await expect(
      createStore({ url: 'postgres://postgres:secret@127.0.0.1:1/meta', home: await tempHome() }),
    ).rejects.toThrow(/Cannot connect to the metadata store postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/meta/);
  });

  it('rejects an unknown scheme', async () => {
    await expect(createStore({ url: 'mysql://root@localhost/meta', home: await tempHome() })).rejects.toThrow(
      /accepted schemes are/,
    );
  });
});
