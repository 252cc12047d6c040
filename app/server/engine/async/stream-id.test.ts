import { describe, expect, it } from 'vitest';
import { compareStreamIds, isStreamId } from './stream-id.js';

describe('stream ids', () => {
  it('orders by milliseconds, then sequence, numerically', () => {
    expect(compareStreamIds('9-0', '10-0')).toBeLessThan(0);
    expect(compareStreamIds('10-2', '10-10')).toBeLessThan(0);
    expect(compareStreamIds('10-10', '10-2')).toBeGreaterThan(0);
    expect(compareStreamIds('18446744073709551615-1', '18446744073709551615-1')).toBe(0);
  });

  it('recognises the "<ms>-<seq>" form only', () => {
    expect(isStreamId('1700000000000-0')).toBe(true);
    expect(isStreamId('1700000000000')).toBe(false);
    expect(isStreamId('0-0; DROP')).toBe(false);
  });
});
