import { describe, expect, it } from 'vitest';
import { chart, grid, layoutOf, row } from '@core/dashboard/test-fixtures.js';
import { dashboardCopyBody, dashboardSaveBody, overwriteItems, parseMetadataText, type DashboardProperties } from './save-payload';

const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1))));
const properties: DashboardProperties = {
  dashboard_title: 'Sales',
  slug: '  ',
  owners: [7, 9],
  roles: [3],
  certified_by: '',
  certification_details: 'stale',
  css: '.x { color: red }',
};

describe('dashboardSaveBody', () => {
  it('sends the layout as positions inside json_metadata, with the refresh period', () => {
    const body = dashboardSaveBody({ properties, metadata: { color_scheme: 'supersetColors', positions: { old: true } }, layout, refreshFrequency: 300, rbac: false });
    const metadata = JSON.parse(body.json_metadata);
    expect(metadata.color_scheme).toBe('supersetColors');
    expect(metadata.refresh_frequency).toBe(300);
    expect(metadata.positions.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(metadata.positions['CHART-a'].meta.chartId).toBe(1);
    expect(metadata.positions.old).toBeUndefined();
  });

  it('applies the save rules: empty slug as null, details only with a certifier, owners as ids', () => {
    const body = dashboardSaveBody({ properties, metadata: {}, layout, refreshFrequency: 0, rbac: false });
    expect(body.slug).toBeNull();
    expect(body.certified_by).toBeNull();
    expect(body.certification_details).toBeNull();
    expect(body.owners).toEqual([7, 9]);
    expect(body.css).toBe('.x { color: red }');
    const certified = dashboardSaveBody({ properties: { ...properties, certified_by: 'Data team', slug: ' sales ' }, metadata: {}, layout, refreshFrequency: 0, rbac: false });
    expect(certified.certification_details).toBe('stale');
    expect(certified.slug).toBe('sales');
  });

  it('sends roles only with role-based access', () => {
    expect('roles' in dashboardSaveBody({ properties, metadata: {}, layout, refreshFrequency: 0, rbac: false })).toBe(false);
    expect(dashboardSaveBody({ properties, metadata: {}, layout, refreshFrequency: 0, rbac: true }).roles).toEqual([3]);
  });

  it('builds the copy body with the layout and the duplicate flag', () => {
    const body = dashboardCopyBody({ title: 'Sales [copy]', css: '', duplicateSlices: true, metadata: {}, layout, refreshFrequency: 0 });
    expect(body.dashboard_title).toBe('Sales [copy]');
    expect(body.duplicate_slices).toBe(true);
    expect(JSON.parse(body.json_metadata).positions['ROW-1'].children).toEqual(['CHART-a']);
  });
});

describe('overwriteItems', () => {
  it('lists the CSS and filter scopes a save would change', () => {
    const items = overwriteItems(
      { css: 'a {}', json_metadata: JSON.stringify({ filter_scopes: { 1: { region: { scope: ['ROOT_ID'] } } } }) },
      { css: 'b {}', json_metadata: JSON.stringify({ filter_scopes: {} }) },
    );
    expect(items.map((item) => item.keyPath)).toEqual(['css', 'json_metadata.filter_scopes']);
    expect(items[0]).toEqual({ keyPath: 'css', oldValue: 'a {}', newValue: 'b {}' });
  });

  it('is empty when nothing inspected differs', () => {
    const stored = { css: null, json_metadata: JSON.stringify({ filter_scopes: { a: 1 }, color_scheme: 'x' }) };
    expect(overwriteItems(stored, { css: '', json_metadata: JSON.stringify({ filter_scopes: { a: 1 }, color_scheme: 'y' }) })).toEqual([]);
  });
});

describe('parseMetadataText', () => {
  it('reads a JSON object without its positions', () => {
    expect(parseMetadataText('{"refresh_frequency": 10, "positions": {}}')).toEqual({ refresh_frequency: 10 });
    expect(parseMetadataText('')).toEqual({});
    expect(parseMetadataText(null)).toEqual({});
  });

  it('refuses anything but a JSON object', () => {
    expect(parseMetadataText('[1]')).toBeNull();
    expect(parseMetadataText('{oops')).toBeNull();
    expect(parseMetadataText('42')).toBeNull();
  });
});
