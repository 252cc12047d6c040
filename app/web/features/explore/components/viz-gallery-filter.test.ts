import { describe, expect, it } from 'vitest';
import { filterVizTypes, galleryCategories, galleryTags, type VizTypeGalleryItem } from './viz-gallery-filter';

const viz = (key: string, name: string, category: string, tags: string[], extra: Partial<VizTypeGalleryItem> = {}): VizTypeGalleryItem => ({
  key,
  name,
  description: `${name} chart`,
  category,
  tags,
  ...extra,
});

const types = [
  viz('echarts_timeseries_bar', 'Bar Chart', 'Evolution', ['Bar', 'Popular'], { featured: true }),
  viz('pie', 'Pie Chart', 'Part of a Whole', ['Circular', 'Popular'], { featured: true }),
  viz('big_number', 'Big Number', 'KPI', ['Popular']),
  viz('dist_bar', 'Bar Chart (legacy)', 'Ranking', ['Bar'], { deprecated: true }),
  viz('table', 'Table', 'Table', ['Tabular'], { description: 'Rows and columns, like a spreadsheet' }),
];

const keys = (items: VizTypeGalleryItem[]) => items.map((item) => item.key);

describe('viz gallery filter', () => {
  it('lists categories and tags of non-deprecated types', () => {
    expect(galleryCategories(types).map((entry) => entry.category)).toEqual(['Evolution', 'KPI', 'Part of a Whole', 'Table']);
    expect(galleryTags(types)).toEqual(['Popular', 'Bar', 'Circular', 'Tabular']);
  });

  it('filters by section and hides deprecated types', () => {
    expect(keys(filterVizTypes(types, '', { kind: 'all' }))).toEqual(['echarts_timeseries_bar', 'big_number', 'pie', 'table']);
    expect(keys(filterVizTypes(types, '', { kind: 'recommended' }))).toEqual(['echarts_timeseries_bar', 'pie']);
    expect(keys(filterVizTypes(types, '', { kind: 'category', category: 'KPI' }))).toEqual(['big_number']);
    expect(keys(filterVizTypes(types, '', { kind: 'tag', tag: 'Bar' }))).toEqual(['echarts_timeseries_bar']);
  });

  it('searches names, descriptions and tags everywhere, deprecated last among equals', () => {
    expect(keys(filterVizTypes(types, 'bar', { kind: 'category', category: 'KPI' }))).toEqual(['echarts_timeseries_bar', 'dist_bar']);
    expect(keys(filterVizTypes(types, 'spreadsheet', { kind: 'all' }))).toEqual(['table']);
    expect(keys(filterVizTypes(types, 'circular', { kind: 'all' }))).toEqual(['pie']);
    expect(keys(filterVizTypes(types, 'pie popular', { kind: 'all' }))).toEqual(['pie']);
    expect(filterVizTypes(types, 'sankey', { kind: 'all' })).toEqual([]);
  });
});
