export { COUNTRY_MAPS, isCountryMapKey, loadCountryBoundaries, loadWorldBoundaries, normalizeName, worldRegionId } from './boundaries.js';
export type { CountryFieldType, CountryMapKey, GeoBoundaries, GeoRegion, WorldCodes } from './boundaries.js';
export type { MapFrame, MapLayout, MapShape } from './layout-map.js';
export { FRANCE_DEPARTMENTS, isOverseasDepartment } from './france-departments.js';
export type { FranceDepartment } from './france-departments.js';
export { mapPalette } from './map-palette.js';
export type { MapPalette } from './map-palette.js';
