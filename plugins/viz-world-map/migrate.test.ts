import { describe, expect, it } from 'vitest';
import { migrateWorldMap } from './migrate.js';

describe('migrateWorldMap', () => {
  it('turns a one-column entity list into the column and a numeric bubble size into text', () => {
    const input = Object.freeze({ datasource: '1__table', viz_type: 'world_map', entity: ['country_code'], max_bubble_size: 30 });
    expect(migrateWorldMap(input)).toMatchObject({ entity: 'country_code', max_bubble_size: '30' });
    expect(input.entity).toEqual(['country_code']);
  });

  it('drops a field type or colouring it does not know, and is idempotent', () => {
    const once = migrateWorldMap({ datasource: '1__table', viz_type: 'world_map', country_fieldtype: 'fifa', color_by: 'region', entity: 'c' });
    expect(once).not.toHaveProperty('country_fieldtype');
    expect(once).not.toHaveProperty('color_by');
    expect(migrateWorldMap(once)).toEqual(once);
  });
});
