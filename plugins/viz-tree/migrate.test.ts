import { describe, expect, it } from 'vitest';
import { migrateTree } from './migrate.js';

const saved = { datasource: '2__table', viz_type: 'tree_chart', id: 'id', parent: 'parent', name: 'name', root_node_id: 1, symbolSize: '9', layout: 'radial', roam: 'scale' };

describe('migrateTree', () => {
  it('reads a numeric root id as text and a symbol size stored as text', () => {
    expect(migrateTree(saved)).toEqual({ ...saved, root_node_id: '1', symbolSize: 9 });
  });

  it('drops choices it does not draw, so the defaults apply', () => {
    const migrated = migrateTree({ ...saved, emphasis: 'none', symbol: 'star', orient: 'XY', roam: 'yes' });
    for (const field of ['emphasis', 'symbol', 'orient', 'roam']) expect(migrated).not.toHaveProperty(field);
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migrateTree(input);
    expect(migrateTree(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
