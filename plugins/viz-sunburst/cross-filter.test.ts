import { describe, expect, it } from 'vitest';
import { nodeFilters, selectedNodeIds, sunburstCrossFilter } from './cross-filter.js';
import type { SunburstNode } from './transform-props.js';

const node = (groupValues: Array<string | null>): SunburstNode => {
  const path = groupValues.map((v) => v ?? '<NULL>');
  return { id: JSON.stringify(groupValues), name: path[path.length - 1]!, path, groupValues, value: 1, secondaryValue: null, formattedValue: '1', formattedSecondaryValue: '', ratio: null, color: '#000', children: [] };
};

describe('sunburst cross-filters', () => {
  it('filters the hierarchy down to the selected arcs, and clears without a selection', () => {
    expect(sunburstCrossFilter(['state', 'gender'], [node(['CA']), node(['TX'])])).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA', 'TX'] }] },
      filterState: { value: [['CA'], ['TX']], selectedValues: ['CA', 'TX'], label: 'CA, TX' },
    });
    expect(sunburstCrossFilter(['state'], [])).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('reads the selection back and gives drill filters', () => {
    const nodes = [node(['CA']), node(['CA', 'boy']), node([null])];
    expect(selectedNodeIds({ value: [['CA', 'boy']] }, nodes)).toEqual(new Set(['["CA","boy"]']));
    expect(nodeFilters(['state', 'gender'], nodes[1]!)).toEqual([
      { col: 'state', op: '==', val: 'CA' },
      { col: 'gender', op: '==', val: 'boy' },
    ]);
    expect(nodeFilters(['state', 'gender'], nodes[2]!)).toEqual([{ col: 'state', op: 'IS NULL' }]);
  });
});
