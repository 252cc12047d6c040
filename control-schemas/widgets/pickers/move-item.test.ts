import { describe, expect, it } from 'vitest';
import { droppedColumn, droppedMetric } from './dropped-items.js';
import { moveItem } from './move-item.js';

describe('moveItem', () => {
  it('moves an item forward and backward without touching the input', () => {
    const list = Object.freeze(['a', 'b', 'c', 'd']);
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns an unchanged copy for positions outside the list', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('dropped items', () => {
  it('reads the column or metric a datasource-panel item carries', () => {
    expect(droppedColumn({ type: 'tessera/column', column: { column_name: 'num' } })).toEqual({ column_name: 'num' });
    expect(droppedMetric({ metric: { metric_name: 'count', expression: 'COUNT(*)' } })).toEqual({ metric_name: 'count', expression: 'COUNT(*)' });
  });

  it('rejects anything else', () => {
    expect(droppedColumn(null)).toBeNull();
    expect(droppedColumn({ column: { column_name: '' } })).toBeNull();
    expect(droppedColumn({ metric: { metric_name: 'count' } })).toBeNull();
    expect(droppedMetric({ metric: 'count' })).toBeNull();
    expect(droppedMetric('count')).toBeNull();
  });
});
