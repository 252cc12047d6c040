import { describe, expect, it } from 'vitest';
import { radarCrossFilter, selectedSeriesKeys, seriesFilters } from './cross-filter.js';
import type { RadarSeries } from './transform-props.js';

const series = (key: string, groupValues: RadarSeries['groupValues']): RadarSeries => ({ key, groupValues, values: [1], formattedValues: ['1'], color: '#000000' });
const ca = series('CA', ['CA']);
const missing = series('<NULL>', [null]);

describe('radar cross-filter', () => {
  it('filters the dimension on the selected categories, and clears without any', () => {
    expect(radarCrossFilter(['state'], [ca])).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
      filterState: { value: [['CA']], selectedValues: ['CA'], label: 'CA' },
    });
    expect(radarCrossFilter(['state'], [missing]).extraFormData?.filters).toEqual([{ col: 'state', op: 'IS NULL' }]);
    expect(radarCrossFilter(['state'], [])).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('reads the selection by name, or by dimension values as bare values or arrays', () => {
    expect([...selectedSeriesKeys({ selectedValues: ['CA'] }, [ca, missing])]).toEqual(['CA']);
    expect([...selectedSeriesKeys({ value: ['CA'] }, [ca, missing])]).toEqual(['CA']);
    expect([...selectedSeriesKeys({ value: [[null]] }, [ca, missing])]).toEqual(['<NULL>']);
    expect(selectedSeriesKeys(undefined, [ca]).size).toBe(0);
  });

  it("selects one category's rows for drilling", () => {
    expect(seriesFilters(['state'], missing)).toEqual([{ col: 'state', op: 'IS NULL' }]);
  });
});
