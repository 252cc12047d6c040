import { describe, expect, it } from 'vitest';
import type { UserRoles } from '../bootstrap/bootstrap-data';
import { findPermission, isAdmin } from './find-permission';

const gamma: UserRoles = {
  Gamma: [
    ['can_read', 'Dashboard'],
    ['can_read', 'Chart'],
  ],
  sql_lab: [['can_sqllab', 'Superset']],
};

describe('findPermission', () => {
  it('grants a pair held by any of the roles', () => {
    expect(findPermission('can_read', 'Dashboard', gamma)).toBe(true);
    expect(findPermission('can_sqllab', 'Superset', gamma)).toBe(true);
  });

  it('refuses a pair no role holds, matching permission and view together', () => {
    expect(findPermission('can_write', 'Dashboard', gamma)).toBe(false);
    expect(findPermission('can_read', 'Database', gamma)).toBe(false);
    expect(findPermission('can_read', 'Superset', gamma)).toBe(false);
  });

  it('is case-sensitive for permission and view names', () => {
    expect(findPermission('CAN_READ', 'dashboard', gamma)).toBe(false);
  });

  it('grants everything to a role named admin in any case, even with no pairs', () => {
    for (const name of ['Admin', 'admin', 'ADMIN']) {
      expect(findPermission('can_read', 'Database', { [name]: [] })).toBe(true);
    }
    expect(isAdmin({ Administrators: [] })).toBe(false);
  });

  it('refuses when there are no roles', () => {
    expect(findPermission('can_read', 'Dashboard', {})).toBe(false);
    expect(findPermission('can_read', 'Dashboard', null)).toBe(false);
    expect(findPermission('can_read', 'Dashboard', undefined)).toBe(false);
  });
});
