import { describe, expect, it } from 'vitest';
import { canDrillToDetail } from './drill-permission';

const PIE = { behaviors: ['interactive-chart', 'drill-to-detail'] as const };
const MARKDOWN_LIKE = { behaviors: ['interactive-chart'] as const };

describe('canDrillToDetail', () => {
  it('needs can_drill on Dashboard or can_samples on Datasource', () => {
    expect(canDrillToDetail(PIE, { Gamma: [['can_samples', 'Datasource']] })).toBe(true);
    expect(canDrillToDetail(PIE, { Drillers: [['can_drill', 'Dashboard']] })).toBe(true);
    expect(canDrillToDetail(PIE, { Viewer: [['can_read', 'Dashboard'], ['can_csv', 'Superset'], ['can_samples', 'Dataset']] })).toBe(false);
    expect(canDrillToDetail(PIE, null)).toBe(false);
  });

  it('is for admins on any viz type declaring the drill-to-detail behaviour, and only those', () => {
    expect(canDrillToDetail(PIE, { Admin: [] })).toBe(true);
    expect(canDrillToDetail(MARKDOWN_LIKE, { Admin: [] })).toBe(false);
    expect(canDrillToDetail(undefined, { Admin: [] })).toBe(false);
  });
});
