import { describe, expect, it } from 'vitest';
import { migrateWordCloud } from './migrate.js';

const saved = { datasource: '2__table', viz_type: 'word_cloud', series: ['name'], metric: 'count', size_from: '12', size_to: '80', rotation: 'square' };

describe('migrateWordCloud', () => {
  it('reads font sizes stored as text and a series stored as a list', () => {
    expect(migrateWordCloud(saved)).toEqual({ ...saved, series: 'name', size_from: 12, size_to: 80 });
  });

  it('drops sizes and rotations it cannot use, so the defaults apply', () => {
    const migrated = migrateWordCloud({ ...saved, size_from: 'big', rotation: 'spiral' });
    expect(migrated).not.toHaveProperty('size_from');
    expect(migrated).not.toHaveProperty('rotation');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migrateWordCloud(input);
    expect(migrateWordCloud(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
