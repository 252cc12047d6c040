import { toFiniteNumber, verboseName } from '@core/plugin-api/index.js';
import type { ClusterPoint } from './chart-props.js';
import { cellText, labelOf, type FamilyProps, type PropsContext } from './props-context.js';
import { toRgba, type Rgba } from './rgba.js';
import { isValidLonLat, type LonLat } from './spatial.js';

/**
 * `mapbox` (clustered points): each readable point with its radius value and label cells; the
 * clustering itself happens at draw time, per zoom.
 */
export function clusterProps(ctx: PropsContext): FamilyProps {
  const { fd, host } = ctx;
  const x = fd.all_columns_x ? labelOf(fd.all_columns_x) : null;
  const y = fd.all_columns_y ? labelOf(fd.all_columns_y) : null;
  const radiusColumn = fd.point_radius && fd.point_radius !== 'Auto' ? labelOf(fd.point_radius) : null;
  const labels = (fd.mapbox_label ?? []).map(labelOf).filter((label) => label !== 'count');
  const points: ClusterPoint[] = [];
  const positions: LonLat[] = [];
  let skipped = 0;
  for (const row of ctx.rows()) {
    const lon = x ? toFiniteNumber(row[x]) : null;
    const lat = y ? toFiniteNumber(row[y]) : null;
    if (lon === null || lat === null || !isValidLonLat(lon, lat)) {
      skipped += 1;
      continue;
    }
    positions.push([lon, lat]);
    const radius = radiusColumn ? toFiniteNumber(row[radiusColumn]) : null;
    points.push({ position: [lon, lat], radius, tooltip: labels.map((label) => [verboseName(label, host), cellText(row[label])]) });
  }
  const color = toRgba(fd.mapbox_color, [0, 139, 139, 255]);
  const layer = {
    type: 'cluster' as const,
    id: 'mapbox',
    points,
    clusterRadius: toFiniteNumber(fd.clustering_radius) ?? 60,
    color: [color[0], color[1], color[2], Math.round((fd.global_opacity ?? 1) * 255)] as Rgba,
    radiusUnit: fd.point_radius_unit ?? 'Pixels',
    aggregator: fd.pandas_aggfunc ?? 'sum',
    showCount: (fd.mapbox_label ?? []).includes('count'),
    liveRender: fd.render_while_dragging !== false,
  };
  return { layers: [layer], skipped, positions };
}
