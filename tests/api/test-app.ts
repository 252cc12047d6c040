import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TesseraPlugin } from '../../core/plugin-api/index.js';
import { prepareStore } from '../../app/server/bootstrap/initialize.js';
import { buildApp } from '../../app/server/build-app.js';
import { loadConfig } from '../../app/server/config/load-config.js';
import type { TesseraConfig } from '../../app/server/config/tessera-config.js';
import { createServerKernel } from '../../app/server/kernel/create-server-kernel.js';
import { SecurityManager } from '../../app/server/security/security-manager.js';
import type { Store, StoreDialect } from '../../app/server/store/store.js';
import { createTestStore } from '../../app/server/store/store-test-harness.js';

export const USERS = {
  admin: { username: 'admin', password: 'admin-password', roles: ['Admin'] },
  alpha: { username: 'alpha', password: 'alpha-password', roles: ['Alpha'] },
  gamma: { username: 'gamma', password: 'gamma-password', roles: ['Gamma'] },
} as const;

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  security: SecurityManager;
  config: TesseraConfig;
  home: string;
  close(): Promise<void>;
}

/**
 * The real application over a fresh metadata store (SQLite by default, or a new database on the
 * local PostgreSQL), with one user per built-in role.
 * `extend` may add routes before the app is ready (e.g. a route guarded by a permission).
 */
export async function createTestApp(
  options: {
    config?: Partial<TesseraConfig>;
    env?: Record<string, string>;
    plugins?: TesseraPlugin[];
    dialect?: StoreDialect;
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-api-'));
  const config = loadConfig({
    env: { TESSERA_HOME: home, ...options.env },
    cwd: home,
    overrides: { logLevel: 'silent', loadExamples: false, webRoot: path.join(home, 'web'), ...options.config },
  });
  const { store, drop } = await createTestStore(options.dialect ?? 'sqlite', { migrate: false });
  const security = new SecurityManager(store.db);
  await prepareStore(store, security, { info: () => undefined });
  for (const user of Object.values(USERS)) {
    await security.createUser({ username: user.username, password: user.password, roles: [...user.roles] });
  }
  const kernel = createServerKernel(config, options.plugins ?? [], { warn: () => undefined });
  const app = await buildApp({ config, store, security, kernel, logger: false });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    store,
    security,
    config,
    home,
    async close() {
      await app.close();
      await drop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs of every Set-Cookie in a response, ready for a Cookie header. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Logs in through the browser flow (CSRF token, then POST /login/) and returns the cookie and a CSRF token for it. */
export async function browserLogin(app: FastifyInstance, username: string, password: string): Promise<{ cookie: string; csrf: string }> {
  const first = await app.inject({ method: 'GET', url: '/api/v1/security/csrf_token/' });
  const anonymousCookie = cookiesOf(first);
  const login = await app.inject({
    method: 'POST',
    url: '/login/',
    headers: { cookie: anonymousCookie, 'x-csrftoken': first.json().result },
    payload: { username, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const cookie = cookiesOf(login);
  const token = await app.inject({ method: 'GET', url: '/api/v1/security/csrf_token/', headers: { cookie } });
  return { cookie, csrf: token.json().result };
}

export async function apiLogin(app: FastifyInstance, username: string, password: string, refresh = false) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username, password, provider: 'db', refresh } });
  return response;
}
