import { describe, expect, it } from 'vitest';
import { initialDataMask, toDataMaskWithId } from './native-filter-data-mask.js';
import { filterDivider, nativeFilter, selectMask } from './native-filter-test-fixtures.js';
import type { DataMaskState, FilterConfigItem } from './native-filter-types.js';

const withDefault = nativeFilter('NATIVE_FILTER-a', { defaultDataMask: { filterState: { value: ['default'] }, extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['default'] }] } } });
const noDefault = nativeFilter('NATIVE_FILTER-b');
const configuration: FilterConfigItem[] = [withDefault, filterDivider('NATIVE_FILTER_DIVIDER-d'), noDefault];

const valueOf = (state: DataMaskState, id: string) => state[id]?.filterState?.value;

describe('toDataMaskWithId', () => {
  it('keeps the three mask fields as objects, with the given id', () => {
    expect(toDataMaskWithId('NATIVE_FILTER-a', { id: 'other', filterState: { value: 1 }, extraFormData: 'bad', __cache: {}, ownState: [] })).toEqual({
      id: 'NATIVE_FILTER-a',
      filterState: { value: 1 },
      extraFormData: {},
      ownState: {},
    });
    expect(toDataMaskWithId('x', 'text')).toBeNull();
    expect(toDataMaskWithId('x', null)).toBeNull();
  });
});

describe('initialDataMask', () => {
  it('starts every native filter from its default, with an id and empty fields', () => {
    const state = initialDataMask(configuration);
    expect(Object.keys(state)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
    expect(state['NATIVE_FILTER-a']).toEqual({ id: 'NATIVE_FILTER-a', ...withDefault.defaultDataMask, ownState: {} });
    expect(state['NATIVE_FILTER-b']).toEqual({ id: 'NATIVE_FILTER-b', extraFormData: {}, filterState: {}, ownState: {} });
  });

  it('prefers the permalink, then the URL, then legacy defaults, then the filter default', () => {
    const permalink = { 'NATIVE_FILTER-a': selectMask('NATIVE_FILTER-a', 'country', ['permalink']) };
    const url = { 'NATIVE_FILTER-a': selectMask('NATIVE_FILTER-a', 'country', ['url']), 'NATIVE_FILTER-b': selectMask('NATIVE_FILTER-b', 'country', ['url']) };
    const legacy = { 'NATIVE_FILTER-a': selectMask('NATIVE_FILTER-a', 'country', ['legacy']), 'NATIVE_FILTER-b': selectMask('NATIVE_FILTER-b', 'country', ['legacy']) };
    const all = initialDataMask(configuration, { permalinkDataMask: permalink, urlDataMask: url, legacyDefaults: legacy });
    expect(valueOf(all, 'NATIVE_FILTER-a')).toEqual(['permalink']);
    expect(valueOf(all, 'NATIVE_FILTER-b')).toEqual(['url']);
    expect(valueOf(initialDataMask(configuration, { urlDataMask: url, legacyDefaults: legacy }), 'NATIVE_FILTER-a')).toEqual(['url']);
    expect(valueOf(initialDataMask(configuration, { legacyDefaults: legacy }), 'NATIVE_FILTER-a')).toEqual(['legacy']);
  });

  it('takes a cleared value from a higher source rather than the default', () => {
    const state = initialDataMask(configuration, { urlDataMask: { 'NATIVE_FILTER-a': selectMask('NATIVE_FILTER-a', 'country', null) } });
    expect(valueOf(state, 'NATIVE_FILTER-a')).toBeNull();
    expect(state['NATIVE_FILTER-a']!.extraFormData).toEqual({});
  });

  it('keeps cross-filters of the permalink or URL and drops unknown filters and other keys', () => {
    const state = initialDataMask(configuration, {
      urlDataMask: { '7': selectMask('7', 'gender', ['url']), '8': selectMask('8', 'name', ['url']), 'NATIVE_FILTER-gone': selectMask('NATIVE_FILTER-gone', 'x', ['x']) },
      permalinkDataMask: { '7': selectMask('7', 'gender', ['permalink']), 'NATIVE_FILTER_DIVIDER-d': {}, junk: {} },
    });
    expect(Object.keys(state).sort()).toEqual(['7', '8', 'NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
    expect(valueOf(state, '7')).toEqual(['permalink']);
    expect(state['8']!.id).toBe('8');
  });
});
