import { DummyDriver, Kysely, type Generated, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqliteInsertDefaultsPlugin } from './sqlite-insert-defaults-plugin.js';

interface Schema {
  report: { id: number; name: string; timezone: Generated<string>; note: string | null };
}

function compilerWith(lookups: string[]): Kysely<Schema> {
  const defaults = new Map<string, string | null>([
    ['timezone', "'UTC'"],
    ['note', null],
  ]);
  return new Kysely<Schema>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    plugins: [
      new SqliteInsertDefaultsPlugin((table) => {
        lookups.push(table);
        return defaults;
      }),
    ],
  });
}

describe('SqliteInsertDefaultsPlugin', () => {
  it("writes a column's default where a row of a multi-row insert leaves it out", () => {
    const db = compilerWith([]);
    const query = db
      .insertInto('report')
      .values([
        { id: 1, name: 'a', timezone: 'Europe/Paris' },
        { id: 2, name: 'b', note: 'x' },
      ])
      .compile();
    expect(query.sql).toBe(
      `insert into "report" ("id", "name", "timezone", "note") values (?, ?, ?, null), (?, ?, 'UTC', ?)`,
    );
    expect(query.parameters).toEqual([1, 'a', 'Europe/Paris', 2, 'b', 'x']);
  });

  it('leaves complete inserts alone and reads each table once until the schema changes', () => {
    const lookups: string[] = [];
    const db = compilerWith(lookups);
    const complete = db.insertInto('report').values({ id: 1, name: 'a', timezone: 'UTC', note: null }).compile();
    expect(complete.sql).toBe(`insert into "report" ("id", "name", "timezone", "note") values (?, ?, ?, ?)`);
    expect(lookups).toEqual([]);

    const partial = () =>
      db.insertInto('report').values([{ id: 1, name: 'a', timezone: 'UTC' }, { id: 2, name: 'b' }]).compile();
    partial();
    partial();
    expect(lookups).toEqual(['report']);
    db.schema.alterTable('report').addColumn('extra', 'text').compile();
    partial();
    expect(lookups).toEqual(['report', 'report']);
  });
});
