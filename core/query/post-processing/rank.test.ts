import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { rank } from './rank.js';

const frame: Frame = { columns: ['team', 'score'], data: [['x', 'x', 'y', 'y', null, 'x'], [10, 20, 20, null, 5, 20]] };

describe('rank', () => {
  it('adds percentile ranks, ties sharing their average rank, missing values unranked', () => {
    const result = rank(frame, { metric: 'score' });
    expect(result.columns).toEqual(['team', 'score', 'rank']);
    // Present: 5 (1), 10 (2), 20 ×3 (ranks 3–5 → 4); five values.
    expect(result.data[2]).toEqual([0.4, 0.8, 0.8, null, 0.2, 0.8]);
  });

  it('ranks within each group, rows without a group unranked', () => {
    expect(rank(frame, { metric: 'score', group_by: 'team' }).data[2]).toEqual([1 / 3, 2.5 / 3, 1, null, null, 2.5 / 3]);
  });

  it('handles an empty frame and a single row', () => {
    expect(rank({ columns: ['v'], data: [[]] }, { metric: 'v' }).data).toEqual([[], []]);
    expect(rank({ columns: ['v'], data: [[7]] }, { metric: 'v' }).data).toEqual([[7], [1]]);
  });

  it('rejects unknown columns and a missing metric', () => {
    expect(() => rank(frame, { metric: 'nope' })).toThrow('Referenced columns not available in DataFrame: nope');
    expect(() => rank(frame, {} as never)).toThrow('"metric" is required');
  });
});
