import { getNumberFormatter, getTimeFormatter } from '@core/plugin-api/index.js';
import { xLabelFormatter, type ChartGeometry } from './chart-geometry.js';
import { oneStack } from './series-style.js';
import type { TimeseriesChartProps } from './timeseries-chart-props.js';

/** One line of the tooltip: a series and its formatted value. */
export interface TooltipRow {
  key: string;
  name: string;
  color: string;
  value: string;
  dashed: boolean;
  /** The series under the pointer. */
  active: boolean;
}

/** What the tooltip shows for one x value. */
export interface TooltipContent {
  title: string;
  rows: TooltipRow[];
  /** Rows left out to keep the tooltip short. */
  more: number;
  /** The sum of the values shown, for stacked charts. */
  total: string | null;
}

/** Most rows a tooltip lists; the rest are counted. */
export const MAX_TOOLTIP_ROWS = 12;

/**
 * The tooltip at x value `index`: the x value (in the tooltip's time format), then each visible
 * series that has a value there, largest first, with the value in its axis' number format; the
 * total when every series shown is stacked in one stack.
 */
export function tooltipContent(props: TimeseriesChartProps, geometry: ChartGeometry, index: number, activeKey: string | null): TooltipContent {
  const x = props.x[index]!;
  const title = props.xType === 'time' ? getTimeFormatter(props.tooltipTimeFormat)(x) : xLabelFormatter(props)(x);
  const format = getNumberFormatter(props.yFormat);
  const formatSecondary = getNumberFormatter(props.secondaryAxis?.format ?? props.yFormat);
  const formatOf = (key: string) => (geometry.secondary && geometry.styles.get(key)?.yAxis === 1 ? formatSecondary : format);
  const present = geometry.visible
    .map((series) => ({ series, value: series.values[index]! }))
    .filter((entry) => !Number.isNaN(entry.value))
    .sort((a, b) => b.value - a.value);
  // The hovered series always makes the cut.
  const active = present.findIndex((entry) => entry.series.key === activeKey);
  const shown = present.slice(0, MAX_TOOLTIP_ROWS);
  if (active >= MAX_TOOLTIP_ROWS) shown[MAX_TOOLTIP_ROWS - 1] = present[active]!;
  const total = oneStack(props, present.map((entry) => entry.series)) ? formatOf(present[0]!.series.key)(present.reduce((sum, entry) => sum + entry.value, 0)) : null;
  return {
    title,
    rows: shown.map(({ series, value }) => ({
      key: series.key,
      name: series.name,
      color: series.color,
      value: formatOf(series.key)(value),
      dashed: series.dashed,
      active: series.key === activeKey,
    })),
    more: present.length - shown.length,
    total,
  };
}
