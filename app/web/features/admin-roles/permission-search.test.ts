import { describe, expect, it } from 'vitest';
import { permissionViewLabel, searchPermissionViews } from './permission-search';
import type { PermissionViewRow } from './role-types';

const row = (id: number, permission: string, view: string): PermissionViewRow => ({ id, permission: { name: permission }, view_menu: { name: view } });
const ROWS = [
  row(1, 'can_read', 'Dashboard'),
  row(2, 'can_write', 'Dashboard'),
  row(3, 'can_read', 'Chart'),
  row(4, 'datasource_access', '[examples].[birth_names](id:3)'),
  row(5, 'schema_access', '[examples].[main]'),
];

describe('searchPermissionViews', () => {
  it('matches every typed word in the permission or the view, in any case, underscores as spaces', () => {
    expect(searchPermissionViews(ROWS, 'dash').map((r) => r.id)).toEqual([1, 2]);
    expect(searchPermissionViews(ROWS, 'CAN READ').map((r) => r.id)).toEqual([1, 3]);
    expect(searchPermissionViews(ROWS, 'read chart').map((r) => r.id)).toEqual([3]);
    expect(searchPermissionViews(ROWS, 'birth_names').map((r) => r.id)).toEqual([4]);
    expect(searchPermissionViews(ROWS, 'access examples').map((r) => r.id)).toEqual([4, 5]);
    expect(searchPermissionViews(ROWS, 'write chart')).toEqual([]);
  });

  it('matches everything when nothing is typed', () => {
    expect(searchPermissionViews(ROWS, '  ')).toHaveLength(5);
  });

  it('reads a permission view as a sentence', () => {
    expect(permissionViewLabel(ROWS[0]!)).toBe('can_read on Dashboard');
  });
});
