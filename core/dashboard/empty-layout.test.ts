import { describe, expect, it } from 'vitest';
import { createEmptyLayout } from './empty-layout.js';

describe('createEmptyLayout', () => {
  it('is the root holding an empty grid', () => {
    expect(createEmptyLayout()).toEqual({
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'], meta: {} },
    });
  });

  it('is a new object on every call', () => {
    const first = createEmptyLayout();
    first['GRID_ID']!.children.push('ROW-x');
    expect(createEmptyLayout()['GRID_ID']!.children).toEqual([]);
  });
});
