import type { ClusterPoint } from './chart-props.js';
import type { LonLat } from './spatial.js';

/** A cluster of points (or a single point, count 1) at one zoom level. */
export interface Cluster {
  position: LonLat;
  count: number;
  /** The points' radius values combined by the aggregator (null when none has one). */
  value: number | null;
  /** The single point's tooltip lines (count 1 only). */
  tooltip: Array<[string, string]>;
}

/** Web-Mercator pixel coordinates of a position at a zoom level (256-pixel tiles). */
export function projectToPixels([lon, lat]: LonLat, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sin = Math.min(0.9999, Math.max(-0.9999, Math.sin((lat * Math.PI) / 180)));
  return [((lon + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

function combine(values: number[], aggregator: string): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  const mean = sum / values.length;
  switch (aggregator) {
    case 'mean':
      return mean;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'var':
    case 'std': {
      const variance = values.length > 1 ? values.reduce((total, value) => total + (value - mean) ** 2, 0) / (values.length - 1) : 0;
      return aggregator === 'std' ? Math.sqrt(variance) : variance;
    }
    default:
      return sum;
  }
}

/**
 * Groups points closer than `radius` pixels at `zoom` into clusters, greedily in input order
 * (each point joins the first cluster whose seed is within reach), as Superset's MapBox chart
 * draws them. A radius of 0 leaves every point on its own.
 */
export function clusterPoints(points: readonly ClusterPoint[], zoom: number, radius: number, aggregator = 'sum'): Cluster[] {
  if (radius <= 0) return points.map((point) => ({ position: point.position, count: 1, value: point.radius, tooltip: point.tooltip }));
  const cells = new Map<string, number[]>();
  const seeds: Array<{ x: number; y: number; members: ClusterPoint[] }> = [];
  for (const point of points) {
    const [x, y] = projectToPixels(point.position, zoom);
    const cx = Math.floor(x / radius);
    const cy = Math.floor(y / radius);
    let joined = false;
    for (let dx = -1; dx <= 1 && !joined; dx += 1) {
      for (let dy = -1; dy <= 1 && !joined; dy += 1) {
        for (const index of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const seed = seeds[index]!;
          if ((seed.x - x) ** 2 + (seed.y - y) ** 2 <= radius * radius) {
            seed.members.push(point);
            joined = true;
            break;
          }
        }
      }
    }
    if (!joined) {
      const key = `${cx}:${cy}`;
      cells.set(key, [...(cells.get(key) ?? []), seeds.length]);
      seeds.push({ x, y, members: [point] });
    }
  }
  return seeds.map(({ members }) => {
    const lon = members.reduce((total, member) => total + member.position[0], 0) / members.length;
    const lat = members.reduce((total, member) => total + member.position[1], 0) / members.length;
    const values = members.flatMap((member) => (member.radius === null ? [] : [member.radius]));
    return { position: [lon, lat], count: members.length, value: combine(values, aggregator), tooltip: members.length === 1 ? members[0]!.tooltip : [] };
  });
}
