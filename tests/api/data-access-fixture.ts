import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { DATABASE_ACCESS, DATASOURCE_ACCESS, databasePermName, datasetPermName } from '../../app/server/security/datasource-access.js';
import { ensureNamed, ensurePermissionView } from '../../app/server/security/object-permissions.js';
import type { TesseraConfig } from '../../app/server/config/tessera-config.js';
import type { StoreDialect } from '../../app/server/store/store.js';
import { apiLogin, createTestApp, type TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const PASSWORD = 'data-access-password';

/** The examples app with users made of built-in roles plus one-grant roles, each logged in with a Bearer token. */
export interface DataAccessApp {
  t: TestApp;
  /** Dataset ids of the examples by table name. */
  datasets: Record<string, number>;
  examplesId: number;
  roleIds: Record<string, number>;
  userIds: Record<string, number>;
  call(user: string, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Creates a user holding the given roles and logs them in. */
  addUser(username: string, roles: string[]): Promise<void>;
  /** Creates (or extends) a role with one permission pair. */
  grant(role: string, permission: string, view: string): Promise<number>;
  /** A role reading one example dataset (`datasource_access`). */
  grantDataset(role: string, table: string): Promise<number>;
  /** A role reading the whole examples database (`database_access`). */
  grantExamples(role: string): Promise<number>;
  /** POST /api/v1/chart/data on one dataset with the given queries and context fields. */
  chartData(user: string, table: string, queries: unknown[], extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real application over a fresh store with the example datasets (birth_names, flights …) loaded. */
export async function setUpDataAccessApp(config: Partial<TesseraConfig> = {}, env: Record<string, string> = {}, dialect: StoreDialect = 'sqlite'): Promise<DataAccessApp> {
  const t = await createTestApp({ plugins: [...SERVER_PLUGINS], config, env, dialect });
  await installExamples(t.store, t.config, { info: () => undefined });
  const db = t.store.db;
  const tables = await db.selectFrom('tables').select(['id', 'table_name']).execute();
  const datasets = Object.fromEntries(tables.map((row) => [row.table_name, row.id]));
  const examplesId = (await db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  const tokens: Record<string, string> = {};
  const roleIds: Record<string, number> = {};
  const userIds: Record<string, number> = {};
  const login = async (username: string, password: string) => {
    const response = await apiLogin(t.app, username, password);
    expect(response.statusCode, response.body).toBe(200);
    tokens[username] = response.json().access_token;
    userIds[username] = (await db.selectFrom('ab_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  };
  for (const [username, password] of [['admin', 'admin-password'], ['alpha', 'alpha-password'], ['gamma', 'gamma-password']]) await login(username!, password!);

  const app: DataAccessApp = {
    t,
    datasets,
    examplesId,
    roleIds,
    userIds,
    call: (user, method, url, payload) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[user]}` }, ...(payload === undefined ? {} : { payload: payload as object }) }),
    async addUser(username, roles) {
      await t.security.createUser({ username, password: PASSWORD, roles });
      await login(username, PASSWORD);
    },
    async grant(role, permission, view) {
      const roleId = await ensureNamed(db, 'ab_role', role);
      const pv = await ensurePermissionView(db, permission, view);
      await db
        .insertInto('ab_permission_view_role')
        .values({ permission_view_id: pv, role_id: roleId })
        .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
        .execute();
      t.security.clearCache();
      roleIds[role] = roleId;
      return roleId;
    },
    grantDataset: (role, table) => app.grant(role, DATASOURCE_ACCESS, datasetPermName('examples', table, datasets[table]!)),
    grantExamples: (role) => app.grant(role, DATABASE_ACCESS, databasePermName('examples', examplesId)),
    chartData: (user, table, queries, extra = {}) => app.call(user, 'POST', '/api/v1/chart/data', { datasource: { id: datasets[table], type: 'table' }, queries, ...extra }),
    close: () => t.close(),
  };
  return app;
}

/** Asserts a 403 that names the dataset in the product's words, as every data route answers it. */
export function expectDatasetDenied(response: LightMyRequestResponse, table: string): void {
  expect(response.statusCode, response.body).toBe(403);
  const error = response.json().errors?.[0];
  expect(error?.message).toBe(`You do not have access to the dataset ${table}.`);
  expect(error?.error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
}
