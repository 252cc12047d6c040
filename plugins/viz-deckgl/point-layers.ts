import type { AccessorFunction, DefaultProps, GetPickingInfoParams, PickingInfo, Position } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { ScatterMark, ScatterPoints, WeightedPoints } from './chart-props.js';
import type { Rgba } from './rgba.js';

/** One binary attribute of a layer's data: a flat typed array read `size` values per point. */
interface BinaryAttribute {
  value: Float64Array | Float32Array | Uint8Array;
  size: number;
  normalized?: boolean;
}

/** Layer data deck.gl draws without an accessor call per point. */
export interface BinaryPoints {
  length: number;
  attributes: Record<string, BinaryAttribute>;
}

interface MarkLookup {
  /** The mark of a picked point, from its index (binary data has no object per point). */
  markAt: ((index: number) => ScatterMark) | null;
}

/**
 * A scatter plot layer of binary data whose picked points still carry their mark (tooltip lines,
 * category, link): `markAt(index)` makes it when a point is hovered or clicked.
 */
export class PointScatterLayer extends ScatterplotLayer<unknown, MarkLookup> {
  static override layerName = 'PointScatterLayer';
  static override defaultProps = { ...ScatterplotLayer.defaultProps, markAt: { type: 'function', value: null, compare: false } } as DefaultProps;

  override getPickingInfo(params: GetPickingInfoParams): PickingInfo {
    const info = super.getPickingInfo(params);
    if (info.index >= 0 && this.props.markAt) info.object = this.props.markAt(info.index);
    return info;
  }
}

const faded = (color: Rgba): Rgba => [color[0], color[1], color[2], Math.round(color[3] * 0.15)];

const colorCache = new WeakMap<ScatterPoints, { trigger: string; colors: Rgba | Uint8Array }>();

/**
 * The points' fill: one colour without categories, else each point's category colour as RGBA
 * bytes; points outside the cross-filter selection fade. Computed once per selection.
 */
export function scatterColors(points: ScatterPoints, selected: ReadonlySet<string> | null): Rgba | Uint8Array {
  const shown = (key: string) => !selected || selected.has(key);
  const { codes } = points;
  if (!codes) return shown('∅') ? points.color : faded(points.color);
  const trigger = selected ? [...selected].join('\u0000') : '';
  const cached = colorCache.get(points);
  if (cached?.trigger === trigger) return cached.colors;
  const palette = points.categories.map(({ key, color }) => (shown(key) ? color : faded(color)));
  const colors = new Uint8Array(points.length * 4);
  for (let index = 0; index < points.length; index++) {
    const color = palette[codes[index]!]!;
    const at = index * 4;
    colors[at] = color[0];
    colors[at + 1] = color[1];
    colors[at + 2] = color[2];
    colors[at + 3] = color[3];
  }
  colorCache.set(points, { trigger, colors });
  return colors;
}

const scatterCache = new WeakMap<ScatterPoints, { colors: Rgba | Uint8Array; data: BinaryPoints }>();

/**
 * The scatter plot's binary data: positions, per-point radii and colours when they vary. The same
 * object while the points and colours are unchanged, so deck.gl keeps its buffers.
 */
export function scatterData(points: ScatterPoints, colors: Rgba | Uint8Array): BinaryPoints {
  const cached = scatterCache.get(points);
  if (cached?.colors === colors) return cached.data;
  const attributes: Record<string, BinaryAttribute> = { getPosition: { value: points.positions, size: 2 } };
  if (points.radii) attributes['getRadius'] = { value: points.radii, size: 1 };
  if (colors instanceof Uint8Array) attributes['getFillColor'] = { value: colors, size: 4, normalized: true };
  const data = { length: points.length, attributes };
  scatterCache.set(points, { colors, data });
  return data;
}

/** An index-only data source with accessors reading a point's position and weight from the flat arrays. */
export interface IndexedPoints {
  data: { length: number };
  getPosition: AccessorFunction<unknown, Position>;
  [accessor: string]: unknown;
}

const weightedCache = new WeakMap<WeightedPoints, Map<string, IndexedPoints>>();

/**
 * An aggregation layer's data and accessors: `{ length }` with accessors reading each point's
 * position and weight by index (none when counting or without a weight metric: the layers'
 * default weight is 1). No object per point; the aggregation layers bin positions in double
 * precision from the accessors, which their binary position attributes do not all support.
 */
export function weightedData(points: WeightedPoints, count: boolean, accessors: readonly string[]): IndexedPoints {
  const key = `${count}:${accessors.join(',')}`;
  let byKey = weightedCache.get(points);
  const cached = byKey?.get(key);
  if (cached) return cached;
  const { positions, weights } = points;
  // deck.gl copies each position out of the accessor's answer at once: one array serves every point.
  const position = new Float64Array(3);
  const props: IndexedPoints = {
    data: { length: points.length },
    getPosition: (_, { index }) => {
      position[0] = positions[index * 2]!;
      position[1] = positions[index * 2 + 1]!;
      return position;
    },
  };
  if (weights && !count) for (const accessor of accessors) props[accessor] = (_: unknown, { index }: { index: number }) => weights[index]!;
  if (!byKey) {
    byKey = new Map();
    weightedCache.set(points, byKey);
  }
  byKey.set(key, props);
  return props;
}
