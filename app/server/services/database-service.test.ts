import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '@core/plugin-api/index.js';
import { createDatabaseEngineRegistry } from '@core/registry/index.js';
import { duckdbEngine } from '../../../plugins/db-duckdb/duckdb-engine.js';
import { sqliteEngine } from '../../../plugins/db-sqlite/sqlite-engine.js';
import { prepareStore } from '../bootstrap/initialize.js';
import { DatabaseConnections } from '../engine/database-connections.js';
import type { Principal } from '../security/principal.js';
import { SecurityManager } from '../security/security-manager.js';
import { createTestStore, type TestStore } from '../store/store-test-harness.js';
import { DatabaseService } from './database-service.js';

let dir: string;
let testStore: TestStore;
let connections: DatabaseConnections;
let service: DatabaseService;
let admin: Principal;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-database-service-'));
  testStore = await createTestStore('sqlite', { migrate: false });
  const security = new SecurityManager(testStore.store.db);
  await prepareStore(testStore.store, security, { info: () => undefined });
  const userId = await security.createUser({ username: 'admin', password: 'admin-password', roles: ['Admin'] });
  admin = (await security.loadPrincipal(userId))!;
  connections = new DatabaseConnections(createDatabaseEngineRegistry([duckdbEngine, sqliteEngine]));
  service = new DatabaseService(testStore.store.db, connections);
});

afterAll(async () => {
  await connections?.closeAll();
  await testStore?.drop();
  await rm(dir, { recursive: true, force: true });
});

/** A stored database and its pooled connection, opened the way chart data and dataset routes open it. */
async function openedDatabase(name: string, uri: string, settings: { allow_dml?: boolean } = {}): Promise<{ id: number; pool: EngineConnection }> {
  const { id } = await service.create(admin, { database_name: name, sqlalchemy_uri: uri, ...settings });
  const { connection } = await service.connect(await service.find(admin, id));
  expect((await connection.execute('SELECT 1 AS one')).data).toEqual([[1]]);
  return { id, pool: connection };
}

const closed = (pool: EngineConnection) => pool.execute('SELECT 1').then(() => 'open', (error: Error) => error.message);

describe('DatabaseService and the connection pool', () => {
  it('closes the pool of a deleted database', async () => {
    const { id, pool } = await openedDatabase('deleted', `sqlite://${path.join(dir, 'deleted.db')}`);
    await service.remove(admin, id);
    await expect.poll(() => closed(pool)).toMatch(/closed/);
  });

  it('closes the old pool when the URI changes, and the next use opens the new database', async () => {
    // A database that allows no writes opens read-only: this one writes its table first.
    const { id, pool } = await openedDatabase('moved', `duckdb://${path.join(dir, 'before.duckdb')}`, { allow_dml: true });
    await pool.execute('CREATE TABLE here AS SELECT 1 AS x');
    await service.update(admin, id, { sqlalchemy_uri: `sqlite://${path.join(dir, 'after.db')}` });
    await expect.poll(() => closed(pool)).toMatch(/closed/);
    const { connection, spec } = await service.connect(await service.find(admin, id));
    expect(spec.engine).toBe('sqlite');
    await expect(connection.execute('SELECT x FROM here')).rejects.toThrow(/no such table/);
  });

  it('keeps the pools of other databases open', async () => {
    const kept = await openedDatabase('kept', 'duckdb:///:memory:');
    const doomed = await openedDatabase('doomed', `sqlite://${path.join(dir, 'doomed.db')}`);
    await service.remove(admin, doomed.id);
    await expect.poll(() => closed(doomed.pool)).toMatch(/closed/);
    expect(await closed(kept.pool)).toBe('open');
  });
});
