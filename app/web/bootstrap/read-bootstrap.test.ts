// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOTSTRAP } from './default-bootstrap';
import { BOOTSTRAP_ELEMENT_ID, readBootstrap } from './read-bootstrap';

const embed = (text: string) => {
  const script = document.createElement('script');
  script.id = BOOTSTRAP_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
};

afterEach(() => document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove());

const serverPayload = {
  user: {
    userId: 1,
    username: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@example.com',
    isActive: true,
    isAnonymous: false,
    roles: { Admin: [['can_read', 'Dashboard'], ['can_write', 'Chart']] },
    permissions: {},
  },
  common: {
    feature_flags: { DASHBOARD_RBAC: false, EMBEDDED_SUPERSET: true },
    conf: { SQL_MAX_ROW: 100000, ROW_LIMIT: 5000, SQLLAB_DEFAULT_DBID: 3 },
    application_root: '/',
    version: '0.1.0',
  },
};

describe('readBootstrap', () => {
  it('reads the user and common settings the server embeds', () => {
    embed(JSON.stringify(serverPayload));
    const bootstrap = readBootstrap(document);
    expect(bootstrap.user).toEqual(serverPayload.user);
    expect(bootstrap.common.feature_flags).toEqual({ DASHBOARD_RBAC: false, EMBEDDED_SUPERSET: true });
    expect(bootstrap.common.version).toBe('0.1.0');
    expect(bootstrap.common.conf).toMatchObject({ ROW_LIMIT: 5000, SQLLAB_DEFAULT_DBID: 3, DEFAULT_SQLLAB_LIMIT: 1000 });
  });

  it('treats a null or anonymous user as signed out', () => {
    embed(JSON.stringify({ ...serverPayload, user: null }));
    expect(readBootstrap(document).user).toBeNull();
    document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ ...serverPayload, user: { ...serverPayload.user, isAnonymous: true } }));
    expect(readBootstrap(document).user).toBeNull();
  });

  it('drops malformed permission pairs instead of failing', () => {
    embed(JSON.stringify({ ...serverPayload, user: { ...serverPayload.user, roles: { Gamma: [['can_read'], 'x', ['can_read', 'Chart']], Bad: 3 } } }));
    expect(readBootstrap(document).user?.roles).toEqual({ Gamma: [['can_read', 'Chart']] });
  });

  it('reads the embedded dashboard of an /embedded/ page, and has none elsewhere', () => {
    const embedded = { uuid: 'a1b2', dashboard_id: 4, allowed_domains: ['https://host.example', 7], guest_token_header_name: 'X-Guest' };
    embed(JSON.stringify({ ...serverPayload, user: null, embedded }));
    expect(readBootstrap(document).embedded).toEqual({ uuid: 'a1b2', dashboard_id: 4, allowed_domains: ['https://host.example'], guest_token_header_name: 'X-Guest' });
    document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ ...serverPayload, embedded: { uuid: 'a1b2', dashboard_id: '12', allowed_domains: [] } }));
    expect(readBootstrap(document).embedded).toEqual({ uuid: 'a1b2', dashboard_id: 12, allowed_domains: [], guest_token_header_name: 'X-GuestToken' });
    document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ ...serverPayload, embedded: { uuid: 'a1b2', dashboard_id: 'twelve' } }));
    expect(readBootstrap(document).embedded).toBeUndefined();
    document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove();
    embed(JSON.stringify(serverPayload));
    expect(readBootstrap(document)).not.toHaveProperty('embedded');
  });

  it('falls back to signed-out defaults when the payload is missing or broken', () => {
    expect(readBootstrap(document)).toEqual(DEFAULT_BOOTSTRAP);
    embed('{not json');
    expect(readBootstrap(document)).toEqual(DEFAULT_BOOTSTRAP);
  });
});
