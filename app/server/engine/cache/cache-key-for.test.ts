import { describe, expect, it } from 'vitest';
import { cacheKeyFor } from './cache-key-for.js';

const base = { sql: 'SELECT 1', rlsClauses: ['a = 1', 'b = 2'], datasourceVersion: '7@2024-05-01T10:00:00', resultType: 'full' };

describe('cacheKeyFor', () => {
  it('is a sha256 hex digest, the same for equal inputs', () => {
    expect(cacheKeyFor(base)).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKeyFor({ ...base })).toBe(cacheKeyFor(base));
  });

  it('ignores the order of RLS clauses and of keys in extra', () => {
    expect(cacheKeyFor({ ...base, rlsClauses: ['b = 2', 'a = 1'] })).toBe(cacheKeyFor(base));
    expect(cacheKeyFor({ ...base, extra: { x: 1, y: [1, { b: 2, a: 1 }] } })).toBe(cacheKeyFor({ ...base, extra: { y: [1, { a: 1, b: 2 }], x: 1 } }));
  });

  it('changes with the SQL, the RLS clauses, the datasource version, the result type and extra', () => {
    const key = cacheKeyFor(base);
    expect(cacheKeyFor({ ...base, sql: 'SELECT 2' })).not.toBe(key);
    expect(cacheKeyFor({ ...base, rlsClauses: ['a = 1'] })).not.toBe(key);
    expect(cacheKeyFor({ ...base, rlsClauses: [] })).not.toBe(key);
    expect(cacheKeyFor({ ...base, datasourceVersion: '7@2024-05-02T10:00:00' })).not.toBe(key);
    expect(cacheKeyFor({ ...base, resultType: 'samples' })).not.toBe(key);
    expect(cacheKeyFor({ ...base, extra: { format: 'csv' } })).not.toBe(key);
  });

  it('keeps apart values that plain JSON would merge', () => {
    expect(cacheKeyFor({ ...base, extra: 1n })).not.toBe(cacheKeyFor({ ...base, extra: 1 }));
    expect(cacheKeyFor({ ...base, rlsClauses: ['a = 1, b = 2'] })).not.toBe(cacheKeyFor(base));
  });
});
