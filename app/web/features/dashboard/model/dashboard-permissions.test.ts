import { describe, expect, it } from 'vitest';
import type { UserRoles } from '../../../bootstrap/bootstrap-data';
import { testUser } from '../../../test-support/test-bootstrap';
import { canEditDashboard, dashboardPermissionsOf } from './dashboard-permissions';

const ME = 7;
const writer: UserRoles = { Alpha: [['can_read', 'Dashboard'], ['can_write', 'Dashboard']] };
const reader: UserRoles = { Gamma: [['can_read', 'Dashboard'], ['can_csv', 'Superset'], ['can_share_dashboard', 'Superset']] };

describe('canEditDashboard', () => {
  it('lets an administrator edit any dashboard, whatever the role name’s case', () => {
    expect(canEditDashboard(testUser({ Admin: [] }), [99])).toBe(true);
    expect(canEditDashboard(testUser({ ADMIN: [] }), [])).toBe(true);
  });

  it('lets an owner with can_write on Dashboard edit', () => {
    expect(canEditDashboard(testUser(writer), [ME, 99])).toBe(true);
  });

  it('refuses an owner without can_write, and a writer who is not an owner', () => {
    expect(canEditDashboard(testUser(reader), [ME])).toBe(false);
    expect(canEditDashboard(testUser(writer), [99])).toBe(false);
  });

  it('refuses visitors', () => {
    expect(canEditDashboard(null, [ME])).toBe(false);
    expect(canEditDashboard({ ...testUser({ Admin: [] }), isAnonymous: true }, [ME])).toBe(false);
  });
});

describe('dashboardPermissionsOf', () => {
  it('reads the sharing, exploring and export permissions from the roles', () => {
    expect(dashboardPermissionsOf(testUser(reader), [99])).toEqual({
      canEdit: false,
      canSaveAs: false,
      canShare: true,
      canExplore: false,
      canShareChart: false,
      canCsv: true,
    });
    expect(Object.values(dashboardPermissionsOf(testUser({ admin: [] }), [])).every(Boolean)).toBe(true);
  });
});
