import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/server/build-app.js';
import { createServerKernel } from '../../app/server/kernel/create-server-kernel.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { DatabaseSecrets, sealStoredDatabaseSecrets } from '../../app/server/security/database-secrets.js';
import { SecretBox } from '../../app/server/security/secret-box.js';
import { bearerCaller, runMariaDb } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Database passwords at rest, against the real MariaDB server (which, unlike the local
 * PostgreSQL, checks passwords): the store holds them sealed, the API never shows them, and the
 * server still connects with them.
 */
let t: TestApp;
const tokens = { admin: '', gamma: '' };
const call = bearerCaller<keyof typeof tokens>(() => t.app, tokens);
const mariaUser = `tessera_sec_${randomUUID().slice(0, 8)}`;
const PASSWORD = `maria-${randomUUID().slice(0, 8)}-pw`;
const uri = (password: string) => `mysql://${mariaUser}:${password}@127.0.0.1:3306/test`;

const secrets = () => new DatabaseSecrets(t.app.engine.connections.secrets);
const raw = (id: number) => t.store.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Whether the server can open a connection to the database (MariaDB refuses a wrong password). */
const connects = async (id: number) => (await call('admin', 'GET', `/api/v1/database/${id}/schemas/`)).statusCode === 200;

beforeAll(async () => {
  for (const host of ['%', 'localhost']) {
    await runMariaDb(`CREATE USER IF NOT EXISTS '${mariaUser}'@'${host}' IDENTIFIED BY '${PASSWORD}'`);
    await runMariaDb(`GRANT SELECT ON test.* TO '${mariaUser}'@'${host}'`);
  }
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  tokens.admin = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token;
  tokens.gamma = (await apiLogin(t.app, USERS.gamma.username, USERS.gamma.password)).json().access_token;
});

afterAll(async () => {
  await t?.close();
  for (const host of ['%', 'localhost']) await runMariaDb(`DROP USER IF EXISTS '${mariaUser}'@'${host}'`).catch(() => undefined);
});

describe('database passwords at rest', () => {
  it('are sealed in the store, never answered by the API, and still open connections', async () => {
    const created = await call('admin', 'POST', '/api/v1/database/', { database_name: 'maria sealed', sqlalchemy_uri: uri(PASSWORD) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.body).not.toContain(PASSWORD);

    const row = await raw(id);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(row.sqlalchemy_uri).toBe(uri('XXXXXXXXXX'));
    expect(SecretBox.isSealed(row.password!)).toBe(true);
    expect(secrets().openPassword(row.password)).toBe(PASSWORD);

    for (const url of [`/api/v1/database/${id}`, `/api/v1/database/${id}/connection`, '/api/v1/database/']) {
      const response = await call('admin', 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(PASSWORD);
      expect(response.body, url).not.toContain(row.password!);
    }
    expect((await call('admin', 'GET', `/api/v1/database/${id}`)).json().result.sqlalchemy_uri).toBe(uri('XXXXXXXXXX'));
    expect(await connects(id)).toBe(true);
  });

  it('a PUT with the masked URI keeps the password; a new one replaces it, sealed', async () => {
    const id = (await call('admin', 'POST', '/api/v1/database/', { database_name: 'maria kept', sqlalchemy_uri: uri(PASSWORD) })).json().id as number;
    const keep = await call('admin', 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: uri('XXXXXXXXXX'), allow_dml: true });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.body).not.toContain(PASSWORD);
    expect(secrets().openPassword((await raw(id)).password)).toBe(PASSWORD);
    expect(await connects(id)).toBe(true);

    const probe = await call('admin', 'POST', '/api/v1/database/test_connection/', { database_name: 'maria kept', sqlalchemy_uri: uri('XXXXXXXXXX') });
    expect(probe.statusCode, probe.body).toBe(200);

    const wrong = await call('admin', 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: uri('not-the-password') });
    expect(wrong.statusCode).toBe(400);
    expect(secrets().openPassword((await raw(id)).password)).toBe(PASSWORD);
  });

  it('the encrypted extra is sealed too, shown masked, and masked values sent back keep theirs', async () => {
    const extra = JSON.stringify({ credentials: { token: 'tok-s3cret', region: 'eu' } });
    const created = await call('admin', 'POST', '/api/v1/database/', { database_name: 'maria extra', sqlalchemy_uri: uri(PASSWORD), masked_encrypted_extra: extra });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.body).not.toContain('tok-s3cret');
    expect(JSON.stringify(await raw(id))).not.toContain('tok-s3cret');
    const shown = (await call('admin', 'GET', `/api/v1/database/${id}`)).json().result.masked_encrypted_extra;
    expect(JSON.parse(shown)).toEqual({ credentials: { token: 'XXXXXXXXXX', region: 'XXXXXXXXXX' } });

    const edited = JSON.stringify({ credentials: { token: 'XXXXXXXXXX', region: 'us' } });
    expect((await call('admin', 'PUT', `/api/v1/database/${id}`, { masked_encrypted_extra: edited })).statusCode).toBe(200);
    expect(JSON.parse(secrets().open(await raw(id)).encrypted_extra!)).toEqual({ credentials: { token: 'tok-s3cret', region: 'us' } });
  });

  it('passwords stored in plain text by an earlier version are sealed when the server starts', async () => {
    const now = new Date().toISOString();
    const { id } = await t.store.db
      .insertInto('dbs')
      .values({ database_name: 'maria legacy', sqlalchemy_uri: uri('XXXXXXXXXX'), password: PASSWORD, encrypted_extra: '{"k":"legacy-extra"}', created_on: now, changed_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The running server still reads the plain text ...
    expect(await connects(id)).toBe(true);
    // ... and a server starting over this store seals it.
    const kernel = createServerKernel(t.config, [...SERVER_PLUGINS], { warn: () => undefined });
    const restarted = await buildApp({ config: t.config, store: t.store, security: t.security, kernel, logger: false });
    await restarted.ready();
    await restarted.close();
    const row = await raw(id);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(JSON.stringify(row)).not.toContain('legacy-extra');
    expect(secrets().open(row)).toMatchObject({ password: PASSWORD, encrypted_extra: '{"k":"legacy-extra"}' });
    expect(await connects(id)).toBe(true);
    expect(await sealStoredDatabaseSecrets(t.store.db, t.app.engine.connections.secrets)).toBe(0);
  });

  it('after the secret key changes, the connection still opens in the API and takes a new password', async () => {
    const created = await call('admin', 'POST', '/api/v1/database/', { database_name: 'maria rekeyed', sqlalchemy_uri: uri(PASSWORD) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    // As if TESSERA_SECRET_KEY had changed: the stored password is sealed under a key the server no longer has.
    const otherKey = new DatabaseSecrets(new SecretBox(Buffer.alloc(32, 7)));
    await t.store.db.updateTable('dbs').set({ password: otherKey.sealPassword(PASSWORD) }).where('id', '=', id).execute();

    const shown = await call('admin', 'GET', `/api/v1/database/${id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result.sqlalchemy_uri).toBe(uri('XXXXXXXXXX'));
    // The mask alone cannot stand for a password nobody can read: the connection test says so.
    const masked = await call('admin', 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: uri('XXXXXXXXXX') });
    expect(masked.statusCode, masked.body).toBe(422);
    const fixed = await call('admin', 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: uri(PASSWORD) });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(secrets().openPassword((await raw(id)).password)).toBe(PASSWORD);
    expect(await connects(id)).toBe(true);
  });

  it('non-admins never see a connection secret either', async () => {
    for (const url of ['/api/v1/database/', '/api/v1/database/1', '/api/v1/database/related/created_by']) {
      const response = await call('gamma', 'GET', url);
      expect(response.body, url).not.toContain(PASSWORD);
    }
  });
});
