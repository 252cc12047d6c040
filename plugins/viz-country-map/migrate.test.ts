import { describe, expect, it } from 'vitest';
import { migrateCountryMap } from './migrate.js';

describe('migrateCountryMap', () => {
  it("takes Superset's lowercase country names and a single entity column, idempotently", () => {
    const input = Object.freeze({ datasource: '1__table', viz_type: 'country_map', select_country: 'United Kingdom', entity: ['iso'] });
    const once = migrateCountryMap(input);
    expect(once).toMatchObject({ select_country: 'united_kingdom', entity: 'iso' });
    expect(migrateCountryMap(once)).toEqual(once);
    expect(input.select_country).toBe('United Kingdom');
  });
});
