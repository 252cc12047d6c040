import { describe, expect, it } from 'vitest';
import { baseMapPalette, boundaryDetail, boundaryLayers, isOverUnitedStates, loadCoarseBoundaries, loadDetailedBoundaries, mapboxTileTemplate, tileLayer } from './base-map.js';

describe('the base map', () => {
  it('draws land and borders from the shipped boundaries, with state borders over the US', async () => {
    const coarse = await loadCoarseBoundaries();
    expect(coarse.borders.type).toBe('MultiLineString');
    expect(coarse.borders.coordinates.length).toBeGreaterThan(100);
    expect(coarse.states).toBeUndefined();
    expect(boundaryLayers(coarse, baseMapPalette('light'), true).map((layer) => layer.id)).toEqual(['base-land', 'base-borders']);
    const detailed = await loadDetailedBoundaries();
    expect(detailed.states?.type).toBe('MultiLineString');
    expect(boundaryLayers(detailed, baseMapPalette('dark'), true).map((layer) => layer.id)).toEqual(['base-land', 'base-borders', 'base-states']);
    expect(boundaryLayers(detailed, baseMapPalette('dark'), false)).toHaveLength(2);
  });

  it('has light and dark palettes', () => {
    expect(baseMapPalette('light').water).not.toBe(baseMapPalette('dark').water);
    expect(baseMapPalette('light').land).not.toEqual(baseMapPalette('dark').land);
  });

  it('picks the detail for the zoom and the states for a view over the US', () => {
    expect([1, 4, 11].map(boundaryDetail)).toEqual(['coarse', 'detailed', 'finest']);
    expect(isOverUnitedStates(-98, 39, 4)).toBe(true);
    expect(isOverUnitedStates(2.35, 48.85, 4)).toBe(false);
    expect(isOverUnitedStates(-98, 39, 1)).toBe(false);
  });

  it('turns a Mapbox style into its raster tiles, and a template into a tile layer', () => {
    expect(mapboxTileTemplate('mapbox://styles/mapbox/light-v9', 'pk.a b')).toBe('https://api.mapbox.com/styles/v1/mapbox/light-v9/tiles/256/{z}/{x}/{y}?access_token=pk.a%20b');
    expect(mapboxTileTemplate('https://example.org/style.json', 'pk')).toBeNull();
    expect(tileLayer('https://tiles.example.org/{z}/{x}/{y}.png').id).toBe('base-tiles');
  });
});
