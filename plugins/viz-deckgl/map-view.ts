import { WebMercatorViewport, type MapViewState, type PickingInfo } from '@deck.gl/core';
import type { MapView } from './chart-props.js';
import type { LonLat } from './spatial.js';

/** The camera that fits a box, or the saved view when there is no box. */
export function fittedView(view: MapView, bounds: [LonLat, LonLat] | null, width: number, height: number, autozoom: boolean): MapViewState {
  const base: MapViewState = { ...view, maxZoom: 20, minZoom: 0 };
  if (!autozoom || !bounds || width < 40 || height < 40) return base;
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) return { ...base, longitude: west, latitude: south, zoom: Math.max(view.zoom, 10) };
  const padding = Math.min(40, Math.floor(Math.min(width, height) / 8));
  const fitted = new WebMercatorViewport({ width, height }).fitBounds([[west, south], [east, north]], { padding, maxZoom: 16 });
  return { ...base, longitude: fitted.longitude, latitude: fitted.latitude, zoom: Math.max(0, fitted.zoom) };
}

/** The box around several boxes, or null with none. */
export function unionBounds(boxes: ReadonlyArray<[LonLat, LonLat]>): [LonLat, LonLat] | null {
  if (boxes.length === 0) return null;
  return [
    [Math.min(...boxes.map((box) => box[0][0])), Math.min(...boxes.map((box) => box[0][1]))],
    [Math.max(...boxes.map((box) => box[1][0])), Math.max(...boxes.map((box) => box[1][1]))],
  ];
}

/** Tooltip lines of whatever deck.gl picked: a mark's own lines, an aggregation cell's value and count. */
export function hoverLines(info: PickingInfo, valueLabel: string): Array<[string, string]> | null {
  const object = info.object as Record<string, unknown> | null | undefined;
  if (!object) return null;
  if (Array.isArray(object['tooltip'])) {
    const lines = object['tooltip'] as Array<[string, string]>;
    const count = typeof object['count'] === 'number' && object['count'] > 1 ? ([['Points', String(object['count'])]] as Array<[string, string]>) : [];
    return [...count, ...lines].length > 0 ? [...count, ...lines] : null;
  }
  const lines: Array<[string, string]> = [];
  if (typeof object['colorValue'] === 'number') lines.push([valueLabel, object['colorValue'].toLocaleString()]);
  else if (typeof object['value'] === 'number') lines.push([valueLabel, object['value'].toLocaleString()]);
  if (typeof object['count'] === 'number') lines.push(['Points', object['count'].toLocaleString()]);
  return lines.length > 0 ? lines : null;
}
