import { afterEach, describe, expect, it } from 'vitest';
import { dashboardVersion, forgetDashboardVersions, noteDashboardVersion, secondsOfChangedOn } from './dashboard-version';
import { withLastModifiedTime, type DashboardSaveBody } from './save-payload';

const body: DashboardSaveBody = {
  dashboard_title: 'Births',
  slug: null,
  owners: [7],
  certified_by: null,
  certification_details: null,
  css: '',
  json_metadata: JSON.stringify({ color_scheme: 'a', positions: { ROOT_ID: {} } }),
};

afterEach(() => forgetDashboardVersions());

describe('dashboard versions', () => {
  it('reads last_modified_time from changed_on, and keeps the latest a read or a save answered', () => {
    expect(secondsOfChangedOn('2026-03-01T10:00:07.250Z')).toBe(Date.UTC(2026, 2, 1, 10, 0, 7) / 1000);
    expect(secondsOfChangedOn('2026-03-01 10:00:07')).toBe(Date.UTC(2026, 2, 1, 10, 0, 7) / 1000);
    expect(secondsOfChangedOn(undefined)).toBeUndefined();
    expect(dashboardVersion(5)).toBeUndefined();
    noteDashboardVersion(5, 100);
    noteDashboardVersion(5, 'not a number');
    expect(dashboardVersion(5)).toBe(100);
    noteDashboardVersion(5, 107);
    expect(dashboardVersion(5)).toBe(107);
  });

  it('names the version in the metadata, as Superset’s save sends it, and leaves the body alone without one', () => {
    const named = withLastModifiedTime(body, 107);
    expect(JSON.parse(named.json_metadata)).toEqual({ color_scheme: 'a', positions: { ROOT_ID: {} }, last_modified_time: 107 });
    expect(withLastModifiedTime(body, undefined)).toBe(body);
  });
});
