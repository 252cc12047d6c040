// The real application over a fresh home with the standard examples, an administrator, and an
// analyst who reads birth_names through a role that a Regular row-level-security rule
// (`state = 'CA'`) applies to. Everything runs in this process, so the API (fastify.inject), the
// app's own pooled DuckDB connection and DuckDB directly (on a copy of the examples file) are
// timed side by side.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// The server's plugin list is a virtual module made from plugins/ (vitest and esbuild make it too).
register(new URL('../../../scripts/plugin-modules-hook.mjs', import.meta.url));
const load = (p) => tsImport(p, import.meta.url);

export const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
export const ANALYST = { username: 'bench-analyst', password: 'bench-analyst-password' };
export const RLS_CLAUSE = "state = 'CA'";
const ANALYST_ROLE = 'bench_ca_births';

/** `name=value` pairs of a response's Set-Cookie headers, for a Cookie header. */
const cookiesOf = (response) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function ok(responsePromise, what) {
  const response = await responsePromise;
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * DuckDB itself on a copy of the examples file (a file holds one instance per process): no
 * sandbox, no read-only transaction; results read as Tessera's connection reads them.
 */
async function openDirectDuckDb(file, copyStem, readResult) {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  copyFileSync(file, `${copyStem}.duckdb`);
  if (existsSync(`${file}.wal`)) copyFileSync(`${file}.wal`, `${copyStem}.duckdb.wal`);
  const instance = await DuckDBInstance.create(`${copyStem}.duckdb`, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  return {
    async execute(sql) {
      const prepared = await connection.prepare(sql);
      try {
        return await readResult(await prepared.stream());
      } finally {
        prepared.destroySync();
      }
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

export async function startBenchApp() {
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-security-'));
  const [{ loadConfig }, { createStore }, { SecurityManager }, { prepareStore, installExamples, examplesDuckdbPath }, { buildApp }, { createServerKernel }, { SERVER_PLUGINS }, access, permissions, { readDuckDbResult }] = await Promise.all([
    load('../../../app/server/config/load-config.ts'),
    load('../../../app/server/store/create-store.ts'),
    load('../../../app/server/security/security-manager.ts'),
    load('../../../app/server/bootstrap/initialize.ts'),
    load('../../../app/server/build-app.ts'),
    load('../../../app/server/kernel/create-server-kernel.ts'),
    load('../../../app/server/kernel/server-plugins.ts'),
    load('../../../app/server/security/datasource-access.ts'),
    load('../../../app/server/security/object-permissions.ts'),
    load('../../../plugins/db-duckdb/duckdb-result-reader.ts'),
  ]);
  const config = loadConfig({ env: { TESSERA_HOME: home, LOG_LEVEL: 'silent' }, cwd: home, overrides: { loadExamples: false, webRoot: path.join(home, 'web') } });
  const store = await createStore({ home });
  const security = new SecurityManager(store.db);
  await prepareStore(store, security, { info: () => undefined });
  await installExamples(store, config, { info: () => undefined });
  const direct = await openDirectDuckDb(examplesDuckdbPath(config), path.join(home, 'direct'), readDuckDbResult);
  const adminId = await security.createUser({ ...ADMIN, roles: ['Admin'] });

  // The analyst: Gamma plus a role granting birth_names, the role a row-level rule applies to.
  const dataset = await store.db.selectFrom('tables').selectAll().where('table_name', '=', 'birth_names').executeTakeFirstOrThrow();
  const database = await store.db.selectFrom('dbs').selectAll().where('id', '=', dataset.database_id).executeTakeFirstOrThrow();
  const roleId = await permissions.ensureNamed(store.db, 'ab_role', ANALYST_ROLE);
  const grant = await permissions.ensurePermissionView(store.db, access.DATASOURCE_ACCESS, access.datasetPermName(database.database_name, dataset.table_name, dataset.id));
  await store.db.insertInto('ab_permission_view_role').values({ permission_view_id: grant, role_id: roleId }).execute();
  const analystId = await security.createUser({ ...ANALYST, roles: ['Gamma', ANALYST_ROLE] });
  security.clearCache();

  const kernel = createServerKernel(config, SERVER_PLUGINS, { warn: () => undefined });
  const app = await buildApp({ config, store, security, kernel, logger: false });
  await app.ready();

  const bearer = async ({ username, password }) => {
    const login = await ok(app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username, password, provider: 'db' } }), `API login of ${username}`);
    return { authorization: `Bearer ${login.json().access_token}` };
  };
  const adminHeaders = await bearer(ADMIN);
  const analystHeaders = await bearer(ANALYST);
  await ok(
    app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: adminHeaders,
      payload: { name: 'California births', filter_type: 'Regular', tables: [dataset.id], roles: [roleId], clause: RLS_CLAUSE },
    }),
    'creating the row-level-security rule',
  );

  return {
    app,
    security,
    userIds: { admin: adminId, analyst: analystId },
    datasetId: dataset.id,
    connection: await app.engine.connections.get(database),
    direct,
    headers: { admin: adminHeaders, analyst: analystHeaders },
    /** A new signed-in browser session (a new server-side session row); answers its Cookie header. */
    async browserSession({ username, password }) {
      const anonymous = await ok(app.inject({ method: 'GET', url: '/api/v1/security/csrf_token/' }), 'CSRF token');
      const login = await ok(
        app.inject({ method: 'POST', url: '/login/', headers: { cookie: cookiesOf(anonymous), 'x-csrftoken': anonymous.json().result }, payload: { username, password } }),
        `browser login of ${username}`,
      );
      return { cookie: cookiesOf(login) };
    },
    async close() {
      direct.close();
      await app.close();
      await store.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
