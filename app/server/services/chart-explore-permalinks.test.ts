import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDatasourceKey, permalinkKeyOf, uuidOfPermalinkKey } from './chart-explore-permalinks.js';

describe('explore permalink keys', () => {
  it('write a uuid as 22 URL-safe characters and read it back', () => {
    for (let i = 0; i < 50; i += 1) {
      const uuid = randomUUID();
      const key = permalinkKeyOf(uuid);
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(uuidOfPermalinkKey(key)).toBe(uuid);
    }
  });

  it('refuse text that cannot be a key', () => {
    for (const key of ['', '1', 'abc', 'A'.repeat(23), 'AAAAAAAAAAAAAAAAAAAA+/', '../../etc/passwd']) expect(uuidOfPermalinkKey(key)).toBeNull();
  });
});

describe('parseDatasourceKey', () => {
  it('reads Superset datasource keys', () => {
    expect(parseDatasourceKey('12__table')).toEqual([12, 'table']);
    expect(parseDatasourceKey('None__table')).toBeNull();
    expect(parseDatasourceKey(12)).toBeNull();
  });
});
