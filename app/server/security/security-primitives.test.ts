import { describe, expect, it } from 'vitest';
import { issueApiToken, verifyApiToken } from './api-tokens.js';
import { decodeSession, encodeSession, newSession } from './browser-session.js';
import { csrfTokenFor, isValidCsrfToken } from './csrf-token.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { hasPermission, permissionKey, type Principal } from './principal.js';
import { BUILT_IN_ROLES, isAdminRoleName } from './role-definitions.js';
import { deriveSigningKeys } from './signing-keys.js';

const keys = deriveSigningKeys('unit-test-secret-key');

describe('password hashes', () => {
  it('verify the right password only, and salt each hash', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('session cookie', () => {
  it('round-trips, and rejects tampering, another key, and expiry', () => {
    const session = newSession(3600, { userId: 7 });
    const cookie = encodeSession(keys.session, session);
    expect(decodeSession(keys.session, cookie)).toEqual(session);
    const [payload, signature] = cookie.split('.') as [string, string];
    const elevated = Buffer.from(JSON.stringify({ ...session, userId: 1 })).toString('base64url');
    expect(decodeSession(keys.session, `${elevated}.${signature}`)).toBeNull();
    expect(decodeSession(deriveSigningKeys('other').session, cookie)).toBeNull();
    expect(decodeSession(keys.session, `${payload}.`)).toBeNull();
    const expired = encodeSession(keys.session, { ...session, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(decodeSession(keys.session, expired)).toBeNull();
  });
});

describe('CSRF token', () => {
  it('is bound to the session nonce', () => {
    const token = csrfTokenFor(keys.csrf, 'nonce-a');
    expect(isValidCsrfToken(keys.csrf, 'nonce-a', token)).toBe(true);
    expect(isValidCsrfToken(keys.csrf, 'nonce-b', token)).toBe(false);
    expect(isValidCsrfToken(keys.csrf, 'nonce-a', undefined)).toBe(false);
    // A token of one purpose never verifies as another: the session key is not the CSRF key.
    expect(isValidCsrfToken(keys.session, 'nonce-a', token)).toBe(false);
  });
});

describe('API tokens', () => {
  it('carry the user and their type, and expire', async () => {
    const access = await issueApiToken(keys.jwt, { userId: 3, type: 'access', fresh: true, passwordStamp: 'stamp-1' }, 60);
    expect(await verifyApiToken(keys.jwt, access, 'access')).toEqual({ ok: true, claims: { userId: 3, type: 'access', fresh: true, passwordStamp: 'stamp-1' } });
    expect(await verifyApiToken(keys.jwt, access, 'refresh')).toEqual({ ok: false, reason: 'invalid' });
    const expired = await issueApiToken(keys.jwt, { userId: 3, type: 'access', fresh: true, passwordStamp: 'stamp-1' }, -10);
    expect(await verifyApiToken(keys.jwt, expired, 'access')).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('roles and permissions', () => {
  it('treat any role named admin as administrator, whatever its case', () => {
    expect(isAdminRoleName('Admin')).toBe(true);
    expect(isAdminRoleName('ADMIN')).toBe(true);
    expect(isAdminRoleName('Administrator')).toBe(false);
  });

  it('seed spec §6 permissions on the built-in roles', () => {
    const has = (role: string, p: string, v: string) => BUILT_IN_ROLES[role]!.some(([a, b]) => a === p && b === v);
    expect(has('Gamma', 'can_write', 'Dashboard')).toBe(true);
    expect(has('Gamma', 'can_write', 'Chart')).toBe(true);
    expect(has('Gamma', 'can_csv', 'Superset')).toBe(true);
    expect(has('Gamma', 'can_share_dashboard', 'Superset')).toBe(true);
    expect(has('Gamma', 'all_datasource_access', 'all_datasource_access')).toBe(false);
    expect(has('Alpha', 'all_datasource_access', 'all_datasource_access')).toBe(true);
    expect(has('Alpha', 'can_write', 'Database')).toBe(false);
    expect(has('sql_lab', 'can_sqllab', 'Superset')).toBe(true);
    expect(has('Admin', 'can_write', 'Database')).toBe(true);
    expect(BUILT_IN_ROLES.Public).toEqual([]);
  });

  it('check pairs exactly, and let admins through', () => {
    const principal = (isAdmin: boolean): Principal => ({
      userId: 1, username: 'u', firstName: '', lastName: '', email: null, isActive: true, passwordHash: '', roles: {}, isAdmin,
      permissionKeys: new Set([permissionKey('can_read', 'Chart')]),
    });
    expect(hasPermission(principal(false), 'can_read', 'Chart')).toBe(true);
    expect(hasPermission(principal(false), 'can_write', 'Chart')).toBe(false);
    expect(hasPermission(principal(true), 'can_write', 'Chart')).toBe(true);
    expect(hasPermission(null, 'can_read', 'Chart')).toBe(false);
  });
});
