import { BitmapLayer, GeoJsonLayer } from '@deck.gl/layers';
import { TileLayer } from '@deck.gl/geo-layers';
import type { Layer } from '@deck.gl/core';
import type { Feature, FeatureCollection, GeoJsonProperties, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Rgba } from './rgba.js';

/** The base map's colours in one colour mode. */
export interface BaseMapPalette {
  water: string;
  land: Rgba;
  border: Rgba;
  state: Rgba;
}

/** Theme colours of the offline base map: a quiet land on water, hairline borders. */
export function baseMapPalette(colorMode: 'light' | 'dark'): BaseMapPalette {
  return colorMode === 'dark'
    ? { water: '#0e161c', land: [33, 44, 53, 255], border: [84, 101, 115, 255], state: [62, 77, 89, 255] }
    : { water: '#dce7ee', land: [248, 247, 243, 255], border: [160, 170, 178, 255], state: [196, 203, 209, 255] };
}

/** Boundaries as GeoJSON: land, country borders and US state borders. */
export interface BoundaryData {
  land: Feature | FeatureCollection;
  borders: MultiLineString;
  states?: MultiLineString;
}

type Atlas = Topology<Record<string, GeometryCollection>>;

const asAtlas = (json: unknown) => json as Atlas;

function landOf(atlas: Atlas): Feature<Geometry, GeoJsonProperties> | FeatureCollection<Geometry, GeoJsonProperties> {
  return feature(atlas, atlas.objects['land']!);
}

function bordersOf(atlas: Atlas): MultiLineString {
  return mesh(atlas, atlas.objects['countries']!, (a, b) => a !== b);
}

let coarse: Promise<BoundaryData> | null = null;
let detailed: Promise<BoundaryData> | null = null;

/**
 * Coarse boundaries (1:110m, about 160 KB), loaded once with the first map. Loaded rather than
 * imported so the data stays out of every bundle but the map's own chunks.
 */
export function loadCoarseBoundaries(): Promise<BoundaryData> {
  coarse ??= Promise.all([import('world-atlas/land-110m.json'), import('world-atlas/countries-110m.json')]).then(([land, countries]) => ({
    land: landOf(asAtlas(land.default)),
    borders: bordersOf(asAtlas(countries.default)),
  }));
  return coarse;
}

/** Finer boundaries (1:50m) and the US states, loaded once when the map zooms in. */
export function loadDetailedBoundaries(): Promise<BoundaryData> {
  detailed ??= Promise.all([import('world-atlas/land-50m.json'), import('world-atlas/countries-50m.json'), import('us-atlas/states-10m.json')]).then(([land, countries, states]) => {
    const us = asAtlas(states.default);
    return { land: landOf(asAtlas(land.default)), borders: bordersOf(asAtlas(countries.default)), states: mesh(us, us.objects['states']!, (a, b) => a !== b) };
  });
  return detailed;
}

let finest: Promise<BoundaryData> | null = null;

/** Coastlines at 1:10m (about 3 MB), loaded once when the map shows a city or a region. */
export function loadFinestBoundaries(): Promise<BoundaryData> {
  finest ??= Promise.all([import('world-atlas/land-10m.json'), loadDetailedBoundaries()]).then(([land, detail]) => ({ ...detail, land: landOf(asAtlas(land.default)) }));
  return finest;
}

/** The boundary detail a zoom level needs: coarse below 2.5, 1:50m (and US states) below 7, then 1:10m coastlines. */
export function boundaryDetail(zoom: number): 'coarse' | 'detailed' | 'finest' {
  return zoom < 2.5 ? 'coarse' : zoom < 7 ? 'detailed' : 'finest';
}

/** True when the view is over the United States closely enough for state borders to help. */
export function isOverUnitedStates(longitude: number, latitude: number, zoom: number): boolean {
  return zoom >= 2.5 && longitude > -170 && longitude < -60 && latitude > 15 && latitude < 72;
}

/** The offline base map: land, country borders and (over the US) state borders, as deck layers. */
export function boundaryLayers(data: BoundaryData, palette: BaseMapPalette, showStates: boolean): Layer[] {
  const layers: Layer[] = [
    new GeoJsonLayer({ id: 'base-land', data: data.land as FeatureCollection, filled: true, stroked: false, getFillColor: palette.land, pickable: false, wrapLongitude: true }),
    new GeoJsonLayer({ id: 'base-borders', data: { type: 'Feature', geometry: data.borders, properties: {} } as Feature, stroked: true, filled: false, getLineColor: palette.border, lineWidthUnits: 'pixels', getLineWidth: 0.8, pickable: false, wrapLongitude: true }),
  ];
  if (showStates && data.states) {
    layers.push(new GeoJsonLayer({ id: 'base-states', data: { type: 'Feature', geometry: data.states, properties: {} } as Feature, stroked: true, filled: false, getLineColor: palette.state, lineWidthUnits: 'pixels', getLineWidth: 0.6, pickable: false }));
  }
  return layers;
}

/** Mapbox style URL → the raster tile template of that style (needs an access token). */
export function mapboxTileTemplate(style: string, accessToken: string): string | null {
  const match = /^mapbox:\/\/styles\/([^/]+)\/([^/?#]+)$/.exec(style.trim());
  if (!match) return null;
  return `https://api.mapbox.com/styles/v1/${match[1]}/${match[2]}/tiles/256/{z}/{x}/{y}?access_token=${encodeURIComponent(accessToken)}`;
}

/** Raster tiles from a `{z}/{x}/{y}` template, as a deck TileLayer of bitmaps. */
export function tileLayer(template: string): Layer {
  return new TileLayer({
    id: 'base-tiles',
    data: template,
    minZoom: 0,
    maxZoom: 19,
    tileSize: 256,
    renderSubLayers: (props) => {
      const [[west, south], [east, north]] = props.tile.boundingBox as [[number, number], [number, number]];
      return new BitmapLayer(props, { data: undefined, image: props.data as ImageBitmap | null, bounds: [west, south, east, north] });
    },
  });
}
