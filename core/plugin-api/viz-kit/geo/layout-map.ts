import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';
import { geoAlbersUsa, geoConicConformal, geoMercator, geoNaturalEarth1, geoPath, type GeoProjection, type GeoStreamWrapper } from 'd3-geo';
import type { GeoRegion } from './boundaries.js';

/** One region projected into the chart's box. */
export interface MapShape {
  id: string | null;
  name: string;
  /** SVG path data. */
  path: string;
  /** Centre of the region's largest part, where its bubble goes. */
  centroid: [number, number];
  /** Bounding box in the box's pixels: [[left, top], [right, bottom]]. */
  bounds: [[number, number], [number, number]];
}

/** An inset's frame, drawn around regions projected apart from the main map. */
export interface MapFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

/** A map laid out in a box: every region that projects to something, and the inset frames. */
export interface MapLayout {
  shapes: MapShape[];
  frames: MapFrame[];
}

type Box = [[number, number], [number, number]];

const collection = (regions: readonly GeoRegion[]): FeatureCollection<Geometry> => ({
  type: 'FeatureCollection',
  features: regions.map((r) => r.feature),
});

/** The centre of a feature's largest polygon (a country's mainland rather than the mean of its islands). */
function mainCentroid(path: ReturnType<typeof geoPath>, f: Feature<Geometry>): [number, number] {
  if (f.geometry.type !== 'MultiPolygon') return path.centroid(f);
  let best: Feature<Polygon> | null = null;
  let bestArea = -1;
  for (const coordinates of f.geometry.coordinates) {
    const part: Feature<Polygon> = { type: 'Feature', properties: null, geometry: { type: 'Polygon', coordinates } };
    const area = path.area(part);
    if (area > bestArea) {
      bestArea = area;
      best = part;
    }
  }
  return best ? path.centroid(best) : path.centroid(f);
}

function project(regions: readonly GeoRegion[], projection: GeoProjection | GeoStreamWrapper): MapShape[] {
  const path = geoPath(projection);
  const shapes: MapShape[] = [];
  for (const region of regions) {
    const d = path(region.feature);
    if (!d) continue;
    const centroid = mainCentroid(path, region.feature);
    const [[x0, y0], [x1, y1]] = path.bounds(region.feature);
    shapes.push({ id: region.id, name: region.name, path: d, centroid: [centroid[0], centroid[1]], bounds: [[x0, y0], [x1, y1]] });
  }
  return shapes;
}

const PAD = 6;

/**
 * Projects a map's regions into a `width` × `height` box: the world in the Natural Earth
 * projection, the US in Albers (Alaska and Hawaii moved beside the lower 48), France in a conic
 * projection with each overseas department in a framed inset beside the mainland (a column on the
 * left, or a row below when the box is taller than wide).
 */
export function layoutMap(boundaries: { map: 'world' | 'usa' | 'france'; regions: readonly GeoRegion[] }, width: number, height: number): MapLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const main = boundaries.regions.filter((r) => !r.inset);
  const insets = boundaries.regions.filter((r) => r.inset).sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''));
  if (main.length === 0) return { shapes: [], frames: [] };
  const frames: MapFrame[] = [];
  let mainBox: Box = [
    [PAD, PAD],
    [w - PAD, h - PAD],
  ];
  const insetShapes: MapShape[] = [];
  if (insets.length > 0) {
    const wide = w >= h;
    const gap = 6;
    const size = wide ? Math.min(w * 0.17, (h - 2 * PAD - gap * (insets.length - 1)) / insets.length) : Math.min(h * 0.17, (w - 2 * PAD - gap * (insets.length - 1)) / insets.length);
    insets.forEach((region, i) => {
      const frame: MapFrame = wide
        ? { x: PAD, y: PAD + i * (size + gap), width: size, height: size, label: region.name }
        : { x: PAD + i * (size + gap), y: h - PAD - size, width: size, height: size, label: region.name };
      frames.push(frame);
      const inner: Box = [
        [frame.x + 4, frame.y + 4],
        // Room below for the frame's label.
        [frame.x + frame.width - 4, frame.y + frame.height - (frame.height >= 48 ? 16 : 4)],
      ];
      insetShapes.push(...project([region], geoMercator().fitExtent(inner, region.feature)));
    });
    mainBox = wide
      ? [
          [PAD + size + 12, PAD],
          [w - PAD, h - PAD],
        ]
      : [
          [PAD, PAD],
          [w - PAD, h - PAD - size - 12],
        ];
  }
  const features = collection(main);
  const projection: GeoProjection =
    boundaries.map === 'world'
      ? geoNaturalEarth1()
      : boundaries.map === 'usa'
        ? geoAlbersUsa()
        : geoConicConformal().parallels([44, 49]).rotate([-3, 0]);
  projection.fitExtent(mainBox, features);
  return { shapes: [...project(main, projection), ...insetShapes], frames };
}
