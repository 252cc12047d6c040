import { describe, expect, it } from 'vitest';
import { migrateHandlebars } from './migrate.js';

describe('migrateHandlebars', () => {
  const saved = { datasource: '2__table', viz_type: 'handlebars', handlebars_template: '<b>{{data.length}}</b>', style_template: 'b { color: red }', series_limit_metric: 'count', order_by_cols: '["num", true]' };

  it('reads the snake-case template fields and the sort metric under their current names', () => {
    const migrated = migrateHandlebars(saved);
    expect(migrated).toMatchObject({ handlebarsTemplate: '<b>{{data.length}}</b>', styleTemplate: 'b { color: red }', timeseries_limit_metric: 'count', order_by_cols: ['["num", true]'] });
    for (const legacy of ['handlebars_template', 'style_template', 'series_limit_metric']) expect(migrated).not.toHaveProperty(legacy);
  });

  it('keeps a template saved under the current name', () => {
    expect(migrateHandlebars({ ...saved, handlebarsTemplate: 'current' }).handlebarsTemplate).toBe('current');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migrateHandlebars(input);
    expect(migrateHandlebars(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
