import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_FILTERS_URL_PARAM, decodeNativeFiltersParam, encodeNativeFiltersParam } from './native-filter-url.js';
import type { DataMaskState } from './native-filter-types.js';

const dataMask: DataMaskState = {
  'NATIVE_FILTER-a': {
    id: 'NATIVE_FILTER-a',
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR', "Côte d'Ivoire", 'a b!c'] }], time_range: 'Last week' },
    filterState: { value: ['FR', "Côte d'Ivoire", 'a b!c'], label: 'FR, …' },
    ownState: {},
  },
  'NATIVE_FILTER-b': { id: 'NATIVE_FILTER-b', extraFormData: {}, filterState: { value: null }, ownState: { search: '(x)' } },
  '12': { id: '12', extraFormData: { filters: [{ col: 'gender', op: '==', val: 'boy' }] }, filterState: { value: ['boy'], selectedValues: [0] }, ownState: {} },
};

afterEach(() => vi.restoreAllMocks());

describe('native_filters URL parameter', () => {
  it('is named as in Superset', () => {
    expect(NATIVE_FILTERS_URL_PARAM).toBe('native_filters');
  });

  it('round-trips native filter and cross-filter masks', () => {
    const text = encodeNativeFiltersParam(dataMask);
    expect(text.startsWith('(')).toBe(true);
    expect(decodeNativeFiltersParam(text)).toEqual(dataMask);
    const viaUrl = new URLSearchParams(new URLSearchParams({ [NATIVE_FILTERS_URL_PARAM]: text }).toString()).get(NATIVE_FILTERS_URL_PARAM);
    expect(decodeNativeFiltersParam(viaUrl)).toEqual(dataMask);
  });

  it('keeps only the mask fields and mask keys', () => {
    const noisy = {
      'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', filterState: { value: [1], extra: undefined }, __cache: { big: true } },
      junk: { id: 'junk', filterState: { value: 1 } },
    } as unknown as DataMaskState;
    expect(decodeNativeFiltersParam(encodeNativeFiltersParam(noisy))).toEqual({
      'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', extraFormData: {}, filterState: { value: [1] }, ownState: {} },
    });
  });

  it('encodes an empty state as an empty object', () => {
    expect(encodeNativeFiltersParam({})).toBe('()');
    expect(decodeNativeFiltersParam('()')).toEqual({});
  });

  it('tolerates garbage without logging', () => {
    const log = vi.spyOn(console, 'log');
    for (const text of [null, undefined, '', '   ', '(', '(a:', '!(1,2)', "'text'", '42', '(NATIVE_FILTER-a:5)', '{"json":true}', '((((', '!n', ')(']) {
      expect(decodeNativeFiltersParam(text)).toEqual({});
    }
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the readable masks of a partly odd parameter', () => {
    expect(decodeNativeFiltersParam("(NATIVE_FILTER-a:(filterState:(value:!(FR))),'12':!t,other:(filterState:()))")).toEqual({
      'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', extraFormData: {}, filterState: { value: ['FR'] }, ownState: {} },
    });
  });
});
