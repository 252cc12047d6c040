import { describe, expect, it } from 'vitest';
import { nodeFilters, selectedNodeIds, treemapCrossFilter } from './cross-filter.js';
import type { TreemapNode } from './transform-props.js';

const node = (groupValues: Array<string | null>, path = groupValues.map((v) => v ?? '<NULL>')): TreemapNode => ({
  id: JSON.stringify(groupValues),
  name: path[path.length - 1] ?? '',
  path,
  groupValues,
  value: 1,
  formattedValue: '1',
  color: '#000',
  rank: 0,
  children: [],
});

describe('treemap cross-filters', () => {
  const caBoy = node(['CA', 'boy']);
  const txBoy = node(['TX', 'boy']);
  const missing = node([null, 'girl']);

  it('filters every level down to the selection', () => {
    expect(treemapCrossFilter(['state', 'gender'], [caBoy, txBoy])).toEqual({
      extraFormData: {
        filters: [
          { col: 'state', op: 'IN', val: ['CA', 'TX'] },
          { col: 'gender', op: 'IN', val: ['boy'] },
        ],
      },
      filterState: { value: [['CA', 'boy'], ['TX', 'boy']], selectedValues: ['CA,boy', 'TX,boy'], label: 'CA › boy, TX › boy' },
    });
  });

  it('filters only the outer levels for a group, IS NULL for missing values, and clears without a selection', () => {
    expect(treemapCrossFilter(['state', 'gender'], [node(['CA'])]).extraFormData).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
    expect(treemapCrossFilter(['state', 'gender'], [missing]).extraFormData?.filters?.[0]).toEqual({ col: 'state', op: 'IS NULL' });
    expect(treemapCrossFilter(['state'], [])).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('reads the selection back by values, or by Superset’s joined paths', () => {
    const nodes = [caBoy, txBoy, missing];
    expect(selectedNodeIds({ value: [['TX', 'boy']] }, nodes)).toEqual(new Set([txBoy.id]));
    expect(selectedNodeIds({ selectedValues: ['CA,boy'] }, nodes)).toEqual(new Set([caBoy.id]));
    expect(selectedNodeIds(undefined, nodes).size).toBe(0);
  });

  it('gives drill filters for a rectangle’s path', () => {
    expect(nodeFilters(['state', 'gender'], missing)).toEqual([
      { col: 'state', op: 'IS NULL' },
      { col: 'gender', op: '==', val: 'girl' },
    ]);
  });
});
