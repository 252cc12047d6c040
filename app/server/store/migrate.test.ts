import { afterEach, describe, expect, it } from 'vitest';
import { BOOLEAN_COLUMN_NAMES } from './boolean-columns.js';
import { migrateToLatest } from './migrate.js';
import { createTestStore, type TestStore } from './store-test-harness.js';
import { STORE_TABLE_NAMES } from './store-table-names.js';
import type { StoreDialect } from './store.js';

const DIALECTS: readonly StoreDialect[] = ['sqlite', 'postgres'];

describe.each(DIALECTS)('migrateToLatest [%s]', (dialect) => {
  const opened: TestStore[] = [];
  afterEach(async () => {
    for (const testStore of opened.splice(0)) await testStore.drop();
  });

  async function emptyStore(): Promise<TestStore> {
    const testStore = await createTestStore(dialect, { migrate: false });
    opened.push(testStore);
    return testStore;
  }

  it('applies the migrations once and nothing on later runs', async () => {
    const { store } = await emptyStore();
    expect(await migrateToLatest(store)).toEqual(['0001-initial', '0002-report-saved-query']);
    expect(await migrateToLatest(store)).toEqual([]);
    expect(await migrateToLatest(store)).toEqual([]);
  });

  it('creates every table of the data model', async () => {
    const { store } = await emptyStore();
    await migrateToLatest(store);
    const tables = (await store.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining([...STORE_TABLE_NAMES]));
    expect(STORE_TABLE_NAMES.length).toBeGreaterThanOrEqual(39);
  });

  it('declares exactly the boolean columns the SQLite result mapping knows about', async () => {
    const { store } = await emptyStore();
    await migrateToLatest(store);
    const booleanType = dialect === 'sqlite' ? 'boolean' : 'bool';
    const byName = new Map<string, Set<string>>();
    for (const table of await store.db.introspection.getTables()) {
      for (const column of table.columns) {
        const types = byName.get(column.name) ?? new Set<string>();
        types.add(column.dataType.toLowerCase());
        byName.set(column.name, types);
      }
    }
    const declaredBoolean = [...byName].filter(([, types]) => types.has(booleanType)).map(([name]) => name);
    expect(new Set(declaredBoolean)).toEqual(BOOLEAN_COLUMN_NAMES);
    // A name that is boolean in one table must be boolean everywhere, or reads would be mangled.
    for (const name of BOOLEAN_COLUMN_NAMES) {
      expect([...(byName.get(name) ?? [])], name).toEqual([booleanType]);
    }
  });

  it('reports a failing migration clearly and leaves no half-built schema', async () => {
    const { store } = await emptyStore();
    // A table in the way of the last statements of the initial migration.
    await store.db.schema.createTable('key_value').addColumn('x', 'integer').execute();
    await expect(migrateToLatest(store)).rejects.toThrow(
      new RegExp(`Metadata store migration "0001-initial" failed on ${dialect}: .*key_value`),
    );
    const tables = (await store.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('ab_user');
    expect(tables).not.toContain('dashboards');
  });
});
