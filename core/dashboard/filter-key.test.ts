import { describe, expect, it } from 'vitest';
import { INVALID_FILTER_KEY_MESSAGE, filterKeyOf, parseFilterKey } from './filter-key.js';

describe('parseFilterKey', () => {
  it('splits the chart id from the column at the first underscore', () => {
    expect(parseFilterKey('12_gender')).toEqual({ chartId: 12, column: 'gender' });
    expect(parseFilterKey('7_first_name')).toEqual({ chartId: 7, column: 'first_name' });
    expect(parseFilterKey('12___time_range')).toEqual({ chartId: 12, column: '__time_range' });
    expect(parseFilterKey('0_x')).toEqual({ chartId: 0, column: 'x' });
    expect(parseFilterKey('3_ spaced col ')).toEqual({ chartId: 3, column: ' spaced col ' });
  });

  it('refuses keys without a chart id, an underscore or a column', () => {
    for (const key of ['gender', '12', '12_', '_gender', 'a12_gender', '-1_gender', '1.5_gender', ' 12_gender', '', '99999999999999999999_x']) {
      expect(() => parseFilterKey(key), key).toThrow(new Error('Cannot parse invalid filter key'));
    }
    expect(() => parseFilterKey(12 as unknown as string)).toThrow(INVALID_FILTER_KEY_MESSAGE);
  });

  it('has the spec’s message', () => {
    expect(INVALID_FILTER_KEY_MESSAGE).toBe('Cannot parse invalid filter key');
  });

  it('reads back what filterKeyOf writes', () => {
    for (const [chartId, column] of [[1, 'a'], [42, '__time_range'], [5, 'x_y_z']] as const) {
      expect(parseFilterKey(filterKeyOf(chartId, column))).toEqual({ chartId, column });
    }
  });
});
