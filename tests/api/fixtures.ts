import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import type { TestApp } from './test-app.js';

/** Creates a DuckDB file holding the given tables, then closes it so the server can open it. */
export async function createDuckDbFile(file: string, statements: readonly string[]): Promise<void> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    for (const statement of statements) await connection.run(statement);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Runs one statement on the local PostgreSQL (database `test` unless named). */
export async function runPostgres(statement: string, database = 'test'): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs one statement on the local MariaDB as root. */
export async function runMariaDb(statement: string): Promise<void> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
  try {
    await connection.query(statement);
  } finally {
    await connection.end();
  }
}

/** Grants an existing permission/view pair to a role, as an administrator would, and drops cached roles. */
export async function grantPermission(t: TestApp, role: string, permission: string, view: string): Promise<void> {
  const pv = await t.store.db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select('pv.id')
    .where('p.name', '=', permission)
    .where('v.name', '=', view)
    .executeTakeFirstOrThrow();
  const roleRow = await t.store.db.selectFrom('ab_role').select('id').where('name', '=', role).executeTakeFirstOrThrow();
  await t.store.db.insertInto('ab_permission_view_role').values({ permission_view_id: pv.id, role_id: roleRow.id }).execute();
  t.security.clearCache();
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(user, method, url, payload?)` with the user's Bearer token from `tokens`, read at call time. */
export function bearerCaller<User extends string>(app: () => FastifyInstance, tokens: Record<User, string>) {
  return (user: User, method: Method, url: string, payload?: unknown) =>
    app().inject({ method, url, headers: { authorization: `Bearer ${tokens[user]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A value as a rison `q` query parameter. */
export const risonParam = (value: unknown): string => encodeURIComponent(rison.encode(value));
