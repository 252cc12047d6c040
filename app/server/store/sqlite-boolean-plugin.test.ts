import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  createQueryId,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.js';

interface Schema {
  dashboards: { id: number; published: boolean; dashboard_title: string };
}

const plugin = new SqliteBooleanPlugin(new Set(['published']));
const db = new Kysely<Schema>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  plugins: [plugin],
});

describe('SqliteBooleanPlugin', () => {
  it('binds booleans as 1 and 0 in inserts, updates, filters, lists and raw SQL', () => {
    const insertOne = db.insertInto('dashboards').values({ id: 1, published: true, dashboard_title: 'a' }).compile();
    expect(insertOne.parameters).toEqual([1, 1, 'a']);

    const insertMany = db
      .insertInto('dashboards')
      .values([
        { id: 1, published: true, dashboard_title: 'a' },
        { id: 2, published: false, dashboard_title: 'b' },
      ])
      .compile();
    expect(insertMany.parameters).toEqual([1, 1, 'a', 2, 0, 'b']);

    const update = db.updateTable('dashboards').set({ published: false }).where('published', '=', true).compile();
    expect(update.parameters).toEqual([0, 1]);

    const inList = db.selectFrom('dashboards').selectAll().where('published', 'in', [true, false]).compile();
    expect(inList.parameters).toEqual([1, 0]);

    const raw = sql`select ${true} as a, ${'true'} as b`.compile(db);
    expect(raw.parameters).toEqual([1, 'true']);
  });

  it('writes boolean column defaults as integers in DDL', () => {
    const ddl = db.schema
      .createTable('t')
      .addColumn('flag', 'boolean', (c) => c.notNull().defaultTo(true))
      .compile();
    expect(ddl.sql).toContain('default 1');
  });

  it('reads 0 and 1 of known boolean columns as booleans and leaves everything else alone', async () => {
    const result = await plugin.transformResult({
      queryId: createQueryId(),
      result: {
        rows: [
          { id: 1, published: 1, dashboard_title: '1' },
          { id: 0, published: 0, dashboard_title: 'x' },
          { id: 2, published: null, dashboard_title: 'y' },
        ],
      },
    });
    expect(result.rows).toEqual([
      { id: 1, published: true, dashboard_title: '1' },
      { id: 0, published: false, dashboard_title: 'x' },
      { id: 2, published: null, dashboard_title: 'y' },
    ]);
  });
});
