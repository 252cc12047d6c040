import { describe, expect, it } from 'vitest';
import type { ChartDataResponse } from '@core/plugin-api/index.js';
import type { DeckLayerSpec } from './chart-props.js';
import type { DeckFormData, DeckKey } from './form-data.js';
import { bucketOf, bucketThresholds, fillLinkTemplate, radiusInMetres, transformDeckProps } from './transform-props.js';

const response = (data: Array<Record<string, unknown>>): ChartDataResponse => ({ result: [{ colnames: Object.keys(data[0] ?? {}), coltypes: [], data, rowcount: data.length }] });
const sumNum = { expressionType: 'SIMPLE' as const, aggregate: 'SUM' as const, column: { column_name: 'occupancy' }, label: 'SUM(occupancy)' };
const base = (key: DeckKey, extra: Partial<DeckFormData> = {}): DeckFormData => ({ ...extra, datasource: '1__table', viz_type: key });
const latlong = { type: 'latlong' as const, lonCol: 'LON', latCol: 'LAT' };
const layerOf = <T extends DeckLayerSpec['type']>(layers: DeckLayerSpec[], type: T) => layers.find((layer): layer is Extract<DeckLayerSpec, { type: T }> => layer.type === type)!;

const POINTS = [
  { LON: -122.41, LAT: 37.77, CITY: 'San Francisco', NUMBER: '12', 'SUM(occupancy)': '4' },
  { LON: '-122.27', LAT: '37.80', CITY: 'Oakland', NUMBER: 3, 'SUM(occupancy)': 9 },
  { LON: null, LAT: 37.7, CITY: 'Nowhere', NUMBER: 1, 'SUM(occupancy)': 1 },
];

describe('transformDeckProps', () => {
  it('shows tooltip columns as stored: an id such as a ZIP code is not written in the legend number format', () => {
    const rows = [{ LON: -122.41, LAT: 37.77, CITY: 'San Francisco', POSTCODE: 94107, NUMBER: 12, 'SUM(occupancy)': 4 }];
    const props = transformDeckProps('deck_scatter', response(rows), base('deck_scatter', { spatial: latlong, legend_format: '.3s', js_columns: ['POSTCODE'] }), { verboseMap: { POSTCODE: 'ZIP code' } });
    expect(layerOf(props.layers, 'scatter').points.markAt(0).tooltip).toContainEqual(['ZIP code', '94107']);
  });

  it('deck_scatter: one circle per readable row, sized in metres, coloured by category with a legend', () => {
    const props = transformDeckProps('deck_scatter', response(POINTS), base('deck_scatter', { spatial: latlong, dimension: 'CITY', point_radius_fixed: { type: 'fix', value: 100 }, point_unit: 'radius_m', multiplier: 2, js_columns: ['NUMBER'], link_template: 'https://example.com/{CITY}' }), { verboseMap: { CITY: 'City' } });
    const { points } = layerOf(props.layers, 'scatter');
    expect(points.length).toBe(2);
    expect([...points.positions]).toEqual([-122.41, 37.77, -122.27, 37.8]);
    expect([...points.rows!]).toEqual([0, 1]);
    expect(props.skipped).toBe(1);
    expect(points.radius).toBe(200);
    expect(points.markAt(0)).toMatchObject({ position: [-122.41, 37.77], radius: 200, category: 'San Francisco', link: 'https://example.com/San%20Francisco' });
    expect(points.markAt(0).tooltip).toEqual([['City', 'San Francisco'], ['Position', '37.77000, -122.41000'], ['NUMBER', '12']]);
    expect(points.markAt(1)).toMatchObject({ position: [-122.27, 37.8], category: 'Oakland', link: 'https://example.com/Oakland' });
    expect(props.legend).toMatchObject({ title: 'City', position: 'tr' });
    expect(props.legend!.items.map((item) => item.label)).toEqual(['San Francisco', 'Oakland']);
    expect([...points.codes!]).toEqual([0, 1]);
    expect(points.categories.map((category) => category.key)).toEqual(['San Francisco', 'Oakland']);
    expect(points.markAt(0).color).toEqual(points.categories[0]!.color);
    expect(points.categories[0]!.color).not.toEqual(points.categories[1]!.color);
    expect(props.crossFilterColumn).toBe('CITY');
    expect(props.bounds).toEqual([[-122.41, 37.77], [-122.27, 37.8]]);
  });

  it('deck_scatter: a radius metric, with the host\'s colours', () => {
    const props = transformDeckProps('deck_scatter', response(POINTS), base('deck_scatter', { spatial: latlong, dimension: 'CITY', point_radius_fixed: { type: 'metric', value: sumNum }, point_unit: 'radius_km' }), { colorScale: () => '#123456' });
    const { points } = layerOf(props.layers, 'scatter');
    expect([...points.radii!]).toEqual([4000, 9000]);
    expect([0, 1].map((index) => points.markAt(index).radius)).toEqual([4000, 9000]);
    expect(points.markAt(0).tooltip).toContainEqual(['SUM(occupancy)', '4']);
    expect(points.categories[0]!.color).toEqual([0x12, 0x34, 0x56, 255]);
    expect(props.legend!.items[0]!.color).toBe('#123456');
  });

  it('deck_scatter and deck_hex over an Arrow answer: read column by column, never as row objects', () => {
    const columns = { LON: new Float64Array([-122.41, 200, -122.27]), LAT: new Float64Array([37.77, 37.7, 37.8]), CITY: ['San Francisco', 'Nowhere', null], 'SUM(occupancy)': new Float64Array([4, 1, 9]) };
    const arrow: ChartDataResponse = {
      result: [{
        colnames: Object.keys(columns), coltypes: [0, 0, 1, 0], rowcount: 3, columns,
        get data(): Array<Record<string, unknown>> {
          throw new Error('row objects were read');
        },
      }],
    };
    const scatter = transformDeckProps('deck_scatter', arrow, base('deck_scatter', { spatial: latlong, dimension: 'CITY', point_radius_fixed: { type: 'metric', value: sumNum }, point_unit: 'radius_m', js_columns: ['CITY'] }));
    const { points } = layerOf(scatter.layers, 'scatter');
    expect(points.positions).toEqual(new Float64Array([-122.41, 37.77, -122.27, 37.8]));
    expect(scatter.skipped).toBe(1);
    expect(scatter.rowCount).toBe(3);
    expect(points.categories.map((category) => category.key)).toEqual(['San Francisco', '∅']);
    expect([...points.radii!]).toEqual([4, 9]);
    expect(points.markAt(1)).toMatchObject({ position: [-122.27, 37.8], radius: 9, category: null });
    expect(points.markAt(1).tooltip).toEqual([['CITY', '∅'], ['Position', '37.80000, -122.27000'], ['SUM(occupancy)', '9']]);
    expect(scatter.bounds).toEqual([[-122.41, 37.77], [-122.27, 37.8]]);
    const hex = transformDeckProps('deck_hex', arrow, base('deck_hex', { spatial: latlong, size: sumNum }));
    const layer = hex.layers[0] as Extract<DeckLayerSpec, { type: 'grid' | 'hex' | 'screengrid' | 'heatmap' | 'contour' }>;
    expect([...layer.points.weights!]).toEqual([4, 9]);
  });

  it('deck_arc: arcs between two spatial controls, rows missing an end left off', () => {
    const rows = [
      { LONGITUDE: -118.4, LATITUDE: 33.9, LONGITUDE_DEST: -73.8, LATITUDE_DEST: 40.6, AIRLINE: 'AA' },
      { LONGITUDE: -118.4, LATITUDE: 33.9, LONGITUDE_DEST: null, LATITUDE_DEST: 40.6, AIRLINE: 'UA' },
    ];
    const props = transformDeckProps('deck_arc', response(rows), base('deck_arc', {
      start_spatial: { type: 'latlong', lonCol: 'LONGITUDE', latCol: 'LATITUDE' },
      end_spatial: { type: 'latlong', lonCol: 'LONGITUDE_DEST', latCol: 'LATITUDE_DEST' },
      color_picker: '#ff0000',
      target_color_picker: { r: 0, g: 0, b: 255, a: 1 },
      stroke_width: 3,
    }));
    const layer = layerOf(props.layers, 'arc');
    expect(layer.marks).toHaveLength(1);
    expect(layer.marks[0]).toMatchObject({ source: [-118.4, 33.9], target: [-73.8, 40.6], color: [255, 0, 0, 255], targetColor: [0, 0, 255, 255] });
    expect(layer.width).toBe(3);
    expect(props.skipped).toBe(1);
    expect(props.legend).toBeNull();
  });

  it.each(['deck_grid', 'deck_hex', 'deck_screengrid', 'deck_heatmap', 'deck_contour'] as const)('%s: weighted points and the layer settings', (key) => {
    const props = transformDeckProps(key, response(POINTS), base(key, { spatial: latlong, size: sumNum, grid_size: 500, js_agg_function: 'mean' }));
    const layer = props.layers[0] as Extract<DeckLayerSpec, { type: 'grid' | 'hex' | 'screengrid' | 'heatmap' | 'contour' }>;
    expect(layer.points.length).toBe(2);
    expect([...layer.points.positions]).toEqual([-122.41, 37.77, -122.27, 37.8]);
    expect([...layer.points.weights!]).toEqual([4, 9]);
    expect(props.skipped).toBe(1);
    expect(layer.operation).toBe('MEAN');
    expect(layer.colorRange.length).toBeGreaterThan(1);
    if (key === 'deck_hex' || key === 'deck_grid' || key === 'deck_screengrid') expect(layer.cellSize).toBe(500);
    if (key === 'deck_contour') {
      expect(layer.cellSize).toBe(200);
      expect(layer.contours).toHaveLength(5);
      expect(props.legend!.items).toHaveLength(5);
    }
  });

  it('deck_contour: the listed contours', () => {
    const props = transformDeckProps('deck_contour', response(POINTS), base('deck_contour', { spatial: latlong, size: sumNum, contours: [{ lowerThreshold: 1, upperThreshold: 5, color: '#00ff00', strokeWidth: 2 }, { lowerThreshold: 8, color: '#0000ff' }, { upperThreshold: 3 }] }));
    expect((props.layers[0] as Extract<DeckLayerSpec, { contours: unknown }>).contours).toEqual([
      { threshold: [1, 5], color: [0, 255, 0, 255], strokeWidth: 2 },
      { threshold: 8, color: [0, 0, 255, 255], strokeWidth: 1 },
    ]);
  });

  it('deck_path: polylines and JSON paths, coloured by category', () => {
    const rows = [
      { name: 'Red line', path_json: '[[-122.4, 37.8], [-122.3, 37.7]]', color: 'red' },
      { name: 'Broken', path_json: 'oops', color: 'blue' },
    ];
    const props = transformDeckProps('deck_path', response(rows), base('deck_path', { line_column: 'path_json', line_type: 'json', dimension: 'name' }));
    const layer = layerOf(props.layers, 'path');
    expect(layer.marks).toHaveLength(1);
    expect(layer.marks[0]).toMatchObject({ path: [[-122.4, 37.8], [-122.3, 37.7]], category: 'Red line' });
    expect(layer).toMatchObject({ width: 150, widthUnits: 'meters' });
    expect(props.skipped).toBe(1);
    expect(props.crossFilterColumn).toBe('name');
  });

  it('deck_polygon: colour buckets of a metric with a legend, elevation, cross-filter on the polygon', () => {
    const square = (x: number) => JSON.stringify([[x, 0], [x + 1, 0], [x + 1, 1], [x, 1]]);
    const rows = [0, 1, 2, 3].map((x) => ({ contour: square(x), zipcode: `9410${x}`, 'SUM(population)': x * 100 }));
    const metric = { ...sumNum, column: { column_name: 'population' }, label: 'SUM(population)' };
    const props = transformDeckProps('deck_polygon', response(rows), base('deck_polygon', { line_column: 'contour', line_type: 'json', metric, num_buckets: 3, point_radius_fixed: { type: 'metric', value: metric }, multiplier: 2, opacity: 50 }), { verboseMap: { 'SUM(population)': 'Population' } });
    const layer = layerOf(props.layers, 'polygon');
    expect(layer.marks).toHaveLength(4);
    expect(layer.marks.map((mark) => mark.elevation)).toEqual([0, 200, 400, 600]);
    expect(layer.marks[0]!.color[3]).toBe(128);
    expect(layer.marks[0]!.color).not.toEqual(layer.marks[3]!.color);
    expect(props.legend!.title).toBe('Population');
    expect(props.legend!.items).toHaveLength(3);
    expect(props.crossFilterColumn).toBe('contour');
    expect(layer.marks[0]!.tooltip[0]).toEqual(['Population', '0']);
  });

  it('deck_geojson: features of each row with their property colours', () => {
    const rows = [{ geo: JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name: 'A', fillColor: '#ff0000' }, geometry: { type: 'Point', coordinates: [2.35, 48.85] } }] }) }, { geo: '{"type":"LineString","coordinates":[[0,0],[1,1]]}' }, { geo: null }];
    const props = transformDeckProps('deck_geojson', response(rows), base('deck_geojson', { geojson: 'geo' }));
    const layer = layerOf(props.layers, 'geojson');
    expect(layer.features).toHaveLength(2);
    expect(layer.features[0]!.properties.fillColor).toEqual([255, 0, 0, 255]);
    expect(layer.features[0]!.tooltip).toEqual([['name', 'A']]);
    expect(layer.features[1]!.geometry.type).toBe('LineString');
    expect(props.skipped).toBe(1);
    expect(props.bounds).toEqual([[0, 0], [2.35, 48.85]]);
  });

  it('mapbox: points with radius values and labels, the saved viewport', () => {
    const props = transformDeckProps('mapbox', response(POINTS), base('mapbox', { all_columns_x: 'LON', all_columns_y: 'LAT', point_radius: 'NUMBER', mapbox_label: ['CITY', 'count'], clustering_radius: '40', global_opacity: 0.5 }));
    const layer = layerOf(props.layers, 'cluster');
    expect(layer.points).toHaveLength(2);
    expect(layer.points[0]).toEqual({ position: [-122.41, 37.77], radius: 12, tooltip: [['CITY', 'San Francisco']] });
    expect(layer).toMatchObject({ clusterRadius: 40, showCount: true, color: [0, 139, 139, 128] });
    expect(props.autozoom).toBe(false);
    expect(props.view).toMatchObject({ longitude: -122.405293, latitude: 37.772123, zoom: 11 });
  });

  it('osm: fixed-size points in pixels', () => {
    const props = transformDeckProps('osm', response(POINTS), base('osm', { spatial: latlong }));
    expect(layerOf(props.layers, 'scatter')).toMatchObject({ radiusUnits: 'pixels' });
    expect(layerOf(props.layers, 'scatter').points.radius).toBe(4);
    expect(layerOf(props.layers, 'scatter').points.markAt(1).radius).toBe(4);
  });

  it('deck_multi: the chosen charts and the filters they share, no layers of its own', () => {
    const filter = { expressionType: 'SIMPLE' as const, clause: 'WHERE' as const, subject: 'CITY', operator: 'IN' as const, comparator: ['Oakland'] };
    const props = transformDeckProps('deck_multi', response([{ count: 3 }]), base('deck_multi', { deck_slices: [3, 5], adhoc_filters: [filter] }));
    expect(props).toMatchObject({ slices: [3, 5], sliceFilters: [filter], layers: [] });
  });

  it('handles an empty result', () => {
    const props = transformDeckProps('deck_scatter', { result: [] }, base('deck_scatter', { spatial: latlong }));
    expect(props.bounds).toBeNull();
    expect(layerOf(props.layers, 'scatter').points.length).toBe(0);
    expect(props.view).toMatchObject({ zoom: 1 });
  });
});

describe('helpers', () => {
  it('converts point sizes to metres', () => {
    expect(radiusInMetres(Math.PI * 100, 'square_m')).toBeCloseTo(10);
    expect(radiusInMetres(2, 'radius_km')).toBe(2000);
    expect(radiusInMetres(-1, 'radius_m')).toBe(0);
  });

  it('fills link templates and refuses other schemes', () => {
    expect(fillLinkTemplate('https://x.org/{a}?b={ b }', { a: 'x y', b: 3 })).toBe('https://x.org/x%20y?b=3');
    expect(fillLinkTemplate('/explore/?id={a}', { a: 1 })).toBe('/explore/?id=1');
    expect(fillLinkTemplate('javascript:alert({a})', { a: 1 })).toBeNull();
    expect(fillLinkTemplate('//evil.example/{a}', { a: 1 })).toBeNull();
    expect(fillLinkTemplate('', { a: 1 })).toBeNull();
  });

  it('cuts values into buckets', () => {
    expect(bucketThresholds([0, 10], 2)).toEqual([0, 5, 10]);
    expect(bucketThresholds([0, 10], 2, ['1', 3, 9])).toEqual([1, 3, 9]);
    expect(bucketOf(0, [0, 5, 10])).toBe(0);
    expect(bucketOf(7, [0, 5, 10])).toBe(1);
    expect(bucketOf(10, [0, 5, 10])).toBe(1);
  });
});
