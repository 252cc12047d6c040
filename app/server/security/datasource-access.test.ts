import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../store/describe-each-dialect.js';
import {
  accessibleDatabaseFilter,
  accessibleDatasetFilter,
  canAccessDatabase,
  canAccessDataset,
  canAccessSchema,
  canSeeDatabase,
  datasetPermName,
  grantedDatasetIds,
} from './datasource-access.js';
import { permissionKey, type Principal } from './principal.js';
import type { PermissionPair } from './role-definitions.js';

function principal(pairs: PermissionPair[], isAdmin = false): Principal {
  return {
    userId: 1,
    username: 'u',
    firstName: 'U',
    lastName: '',
    email: null,
    isActive: true,
    passwordHash: '',
    roles: { Custom: pairs },
    isAdmin,
    permissionKeys: new Set(pairs.map(([p, v]) => permissionKey(p, v))),
  };
}

const examples = { id: 1, database_name: 'examples' };
const warehouse = { id: 2, database_name: 'warehouse' };
const birthNames = { id: 10, table_name: 'birth_names', schema: 'main', database: examples };
const flights = { id: 11, table_name: 'flights', schema: 'travel', database: examples };
const orders = { id: 20, table_name: 'orders', schema: 'public', database: warehouse };

describe('datasource access rules', () => {
  it('lets administrators and all_datasource_access holders read everything', () => {
    for (const p of [principal([], true), principal([['all_datasource_access', 'all_datasource_access']])]) {
      expect(canAccessDataset(p, orders)).toBe(true);
      expect(canAccessDatabase(p, warehouse)).toBe(true);
      expect(accessibleDatasetFilter(p)).toBeNull();
    }
  });

  it('gives nothing without a grant', () => {
    const gamma = principal([['can_read', 'Dataset']]);
    expect(canAccessDataset(gamma, birthNames)).toBe(false);
    expect(canSeeDatabase(gamma, examples)).toBe(false);
  });

  it('database_access covers every schema and dataset of that database only', () => {
    const p = principal([['database_access', '[examples].(id:1)']]);
    expect(canAccessDataset(p, birthNames)).toBe(true);
    expect(canAccessSchema(p, examples, 'anything')).toBe(true);
    expect(canAccessDataset(p, orders)).toBe(false);
    // The id is part of the grant: a database re-created under the same name is not covered.
    expect(canAccessDatabase(p, { id: 3, database_name: 'examples' })).toBe(false);
  });

  it('schema_access covers the datasets of one schema', () => {
    const p = principal([['schema_access', '[examples].[travel]']]);
    expect(canAccessDataset(p, flights)).toBe(true);
    expect(canAccessDataset(p, birthNames)).toBe(false);
    expect(canSeeDatabase(p, examples)).toBe(true);
    expect(canAccessDatabase(p, examples)).toBe(false);
  });

  it('datasource_access covers one dataset by its exact permission name', () => {
    const p = principal([['datasource_access', datasetPermName('examples', 'birth_names', 10)]]);
    expect(canAccessDataset(p, birthNames)).toBe(true);
    expect(canAccessDataset(p, { ...birthNames, id: 12 })).toBe(false);
    expect(canAccessDataset(p, flights)).toBe(false);
    expect(grantedDatasetIds(p, 'examples')).toEqual([10]);
    expect(grantedDatasetIds(p, 'warehouse')).toEqual([]);
  });
});

describeEachDialect('access filters in SQL agree with the rules', ({ store }) => {
  async function seed(): Promise<void> {
    const db = store().db;
    if (await db.selectFrom('dbs').select('id').executeTakeFirst()) return;
    for (const d of [examples, warehouse]) {
      await db.insertInto('dbs').values({ id: d.id, database_name: d.database_name, sqlalchemy_uri: 'duckdb:///:memory:' }).execute();
    }
    for (const t of [birthNames, flights, orders]) {
      await db.insertInto('tables').values({ id: t.id, table_name: t.table_name, schema: t.schema, database_id: t.database.id }).execute();
    }
  }

  async function visibleDatasets(p: Principal): Promise<number[]> {
    await seed();
    let query = store().db.selectFrom('tables').innerJoin('dbs', 'dbs.id', 'tables.database_id').select('tables.id').orderBy('tables.id');
    const filter = accessibleDatasetFilter(p);
    if (filter) query = query.where((eb) => filter(eb));
    return (await query.execute()).map((r) => r.id);
  }

  async function visibleDatabases(p: Principal): Promise<number[]> {
    await seed();
    let query = store().db.selectFrom('dbs').select('id').orderBy('id');
    const filter = accessibleDatabaseFilter(p);
    if (filter) query = query.where(filter);
    return (await query.execute()).map((r) => r.id);
  }

  it('lists exactly the datasets each kind of grant allows', async () => {
    expect(await visibleDatasets(principal([]))).toEqual([]);
    expect(await visibleDatasets(principal([['database_access', '[examples].(id:1)']]))).toEqual([10, 11]);
    expect(await visibleDatasets(principal([['schema_access', '[warehouse].[public]']]))).toEqual([20]);
    expect(await visibleDatasets(principal([['datasource_access', '[examples].[flights](id:11)']]))).toEqual([11]);
    // A grant naming the right id but another table is not a grant for this one.
    expect(await visibleDatasets(principal([['datasource_access', '[examples].[renamed](id:11)']]))).toEqual([]);
    expect(await visibleDatasets(principal([['all_database_access', 'all_database_access']]))).toEqual([10, 11, 20]);
  });

  it('lists the databases in which some grant exists', async () => {
    expect(await visibleDatabases(principal([]))).toEqual([]);
    expect(await visibleDatabases(principal([['datasource_access', '[warehouse].[orders](id:20)']]))).toEqual([2]);
    expect(await visibleDatabases(principal([['database_access', '[examples].(id:1)']]))).toEqual([1]);
  });
});
