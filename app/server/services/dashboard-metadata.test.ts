import { describe, expect, it } from 'vitest';
import { applyColorConfig, applyNativeFilterChanges, colorConfigOf, remapMetadataChartIds } from './dashboard-metadata.js';

const filter = (id: string, name = id) => ({ id, name });

describe('applyColorConfig', () => {
  it('replaces only the colour fields sent and keeps the rest of the metadata', () => {
    const metadata = { refresh_frequency: 10, color_scheme: 'old', label_colors: { a: '#000' } };
    const next = applyColorConfig(metadata, { color_scheme: 'new', shared_label_colors: ['a'] });
    expect(next).toEqual({ refresh_frequency: 10, color_scheme: 'new', label_colors: { a: '#000' }, shared_label_colors: ['a'] });
    expect(metadata.color_scheme).toBe('old');
    expect(colorConfigOf(next)).toEqual({ color_scheme: 'new', label_colors: { a: '#000' }, shared_label_colors: ['a'] });
  });

  it('reads shared label colours in the older object form as their labels', () => {
    expect(applyColorConfig({}, { shared_label_colors: { boys: '#1', girls: '#2' } })).toEqual({ shared_label_colors: ['boys', 'girls'] });
  });
});

describe('applyNativeFilterChanges', () => {
  it('replaces modified filters in place, appends new ones and drops deleted ones', () => {
    const current = [filter('a'), filter('b'), filter('c')];
    expect(applyNativeFilterChanges(current, { modified: [filter('b', 'B2'), filter('d')], deleted: ['c'] })).toEqual([filter('a'), filter('b', 'B2'), filter('d')]);
    expect(current).toEqual([filter('a'), filter('b'), filter('c')]);
  });

  it('orders by reordered ids, keeping unnamed filters after them in their order', () => {
    const current = [filter('a'), filter('b'), filter('c'), filter('d')];
    expect(applyNativeFilterChanges(current, { reordered: ['c', 'a'] }).map((f) => (f as { id: string }).id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('does not add a filter that is modified and deleted at once', () => {
    expect(applyNativeFilterChanges([filter('a')], { modified: [filter('x')], deleted: ['x'] })).toEqual([filter('a')]);
  });
});

describe('remapMetadataChartIds', () => {
  it('points every per-chart reference at the copies and leaves unmapped ids', () => {
    const metadata = {
      color_scheme: 'x',
      expanded_slices: { '1': true, '5': false },
      timed_refresh_immune_slices: [1, 5],
      filter_scopes: { '1': { region: { scope: ['ROOT_ID'], immune: [2, 5] } } },
      default_filters: JSON.stringify({ '1': { region: ['EU'] } }),
      chart_configuration: { '2': { id: 2, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [1] }, chartsInScope: [1, 5] } } },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [1, 2] },
      native_filter_configuration: [{ id: 'NATIVE_FILTER-x', scope: { rootPath: ['ROOT_ID'], excluded: [1] }, chartsInScope: [2, 5] }],
    };
    const mapping = new Map([[1, 11], [2, 12]]);
    expect(remapMetadataChartIds(metadata, mapping)).toEqual({
      color_scheme: 'x',
      expanded_slices: { '11': true, '5': false },
      timed_refresh_immune_slices: [11, 5],
      filter_scopes: { '11': { region: { scope: ['ROOT_ID'], immune: [12, 5] } } },
      default_filters: JSON.stringify({ '11': { region: ['EU'] } }),
      chart_configuration: { '12': { id: 12, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [11] }, chartsInScope: [11, 5] } } },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [12] }, chartsInScope: [11, 12] },
      native_filter_configuration: [{ id: 'NATIVE_FILTER-x', scope: { rootPath: ['ROOT_ID'], excluded: [11] }, chartsInScope: [12, 5] }],
    });
  });

  it('returns the metadata as it is when nothing was copied, and survives unreadable default filters', () => {
    const metadata = { expanded_slices: { '1': true } };
    expect(remapMetadataChartIds(metadata, new Map())).toBe(metadata);
    expect(remapMetadataChartIds({ default_filters: '{bad' }, new Map([[1, 2]]))).toEqual({ default_filters: '{bad' });
  });
});
