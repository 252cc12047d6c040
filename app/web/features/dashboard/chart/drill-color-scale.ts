import { labelColor } from '@core/dashboard/index.js';
import { DEFAULT_COLOR_SCHEME, type CategoricalColorScale } from '@core/plugin-api/index.js';
import type { DashboardLabelColors } from '../model/dashboard-label-colors';

/**
 * The colour scale of a drilled chart: labels the dashboard has coloured keep their colours (a
 * state drilled into is the colour it is on the dashboard), and new ones continue the dashboard's
 * scheme after them. It colours from a copy of the dashboard's map, so drilling stores nothing.
 * `undefined` when the chart draws with another scheme than the dashboard's.
 */
export function drillColorScale(labelColors: DashboardLabelColors, chartId: number, formData: Readonly<Record<string, unknown>>): CategoricalColorScale | undefined {
  const stored = formData['color_scheme'];
  const scheme = typeof stored === 'string' && stored !== '' ? stored : DEFAULT_COLOR_SCHEME;
  let map = labelColors.current;
  if (scheme !== map.colorScheme) return undefined;
  const ownColors = formData['label_colors'];
  const own = ownColors && typeof ownColors === 'object' ? (ownColors as Record<string, string>) : undefined;
  return (label) => {
    const next = labelColor(map, label, chartId, own);
    map = next.map;
    return next.color;
  };
}
