import { describe, expect, it } from 'vitest';
import { cellPathsByColor, squarePath } from './cell-paths.js';

describe('cell paths', () => {
  it('draws a square, with rounded corners when asked (at most a circle)', () => {
    expect(squarePath(2, 3, 10, 0)).toBe('M2,3h10v10h-10Z');
    expect(squarePath(0, 0, 10, 2)).toBe('M2,0h6a2,2 0 0 1 2,2v6a2,2 0 0 1 -2,2h-6a2,2 0 0 1 -2,-2v-6a2,2 0 0 1 2,-2Z');
    expect(squarePath(0, 0, 10, 50)).toContain('a5,5');
  });

  it('groups the cells of a block into one path per colour, empty cells in the empty colour', () => {
    const paths = cellPathsByColor(
      [
        { col: 0, row: 0, color: '#111111' },
        { col: 1, row: 0, color: null },
        { col: 0, row: 1, color: '#111111' },
      ],
      12,
      10,
      0,
      18,
      '#eeeeee',
    );
    expect(paths).toEqual([
      { color: '#111111', d: 'M0,18h10v10h-10ZM0,30h10v10h-10Z' },
      { color: '#eeeeee', d: 'M12,18h10v10h-10Z' },
    ]);
  });
});
