import type { NativeFilterConfig } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { RangeFilterControls } from './config-schema.js';
import { rangeFilterExtraFormData } from './to-extra-form-data.js';

const config: NativeFilterConfig<RangeFilterControls> = {
  id: 'NATIVE_FILTER-2',
  name: 'Births',
  filterType: 'filter_range',
  targets: [{ datasetId: 4, column: { name: 'num' } }],
  controlValues: {},
};

describe('rangeFilterExtraFormData', () => {
  it('bounds the column on both sides', () => {
    expect(rangeFilterExtraFormData({ value: [10, 200] }, config)).toEqual({
      filters: [
        { col: 'num', op: '>=', val: 10 },
        { col: 'num', op: '<=', val: 200 },
      ],
    });
  });

  it('leaves an open side out, including a bound of zero', () => {
    expect(rangeFilterExtraFormData({ value: [0, null] }, config)).toEqual({ filters: [{ col: 'num', op: '>=', val: 0 }] });
    expect(rangeFilterExtraFormData({ value: [null, 5.5] }, config)).toEqual({ filters: [{ col: 'num', op: '<=', val: 5.5 }] });
  });

  it('adds nothing without a value or a column', () => {
    expect(rangeFilterExtraFormData({ value: null }, config)).toEqual({});
    expect(rangeFilterExtraFormData({ value: [null, null] }, config)).toEqual({});
    expect(rangeFilterExtraFormData({ value: [1, 2] }, { ...config, targets: [{ datasetId: 4 }] })).toEqual({});
  });
});
