import type { ExtraFormData } from '../plugin-api/index.js';
import { findChartComponentId } from './chart-ids.js';
import type { LayoutMap } from './layout-component.js';
import { type ChartFilterSource, getChartFilterSources } from './native-filter-chart-data.js';
import type { AppliedFilterIndicator, DashboardFilterInputs } from './native-filter-types.js';
import { filterValueText, hasFilterValue } from './native-filter-value.js';

/** What `getFilterIndicators` reads: the dashboard's filter inputs, the chart, and chart names for cross-filters. */
export interface FilterIndicatorInputs extends DashboardFilterInputs {
  chartId: number;
  /** Names of the charts, for naming cross-filters; the layout's slice names otherwise. */
  chartNames?: Record<number, string>;
}

/** A chart's filter indicators: what applies to it, and native filters with a value that do not. */
export interface FilterIndicators {
  applied: AppliedFilterIndicator[];
  outOfScope: AppliedFilterIndicator[];
}

const OVERRIDE_FIELDS = ['time_range', 'time_grain_sqla', 'granularity_sqla', 'time_column', 'granularity'] as const;

/** The column a mask filters: its first filter's column, else the time field it sets. */
function columnOfExtraFormData(extraFormData: ExtraFormData): string | undefined {
  const filterColumn = extraFormData.filters?.[0]?.col;
  if (typeof filterColumn === 'string' && filterColumn !== '') return filterColumn;
  const subject = extraFormData.adhoc_filters?.[0]?.subject;
  if (typeof subject === 'string' && subject !== '') return subject;
  return OVERRIDE_FIELDS.find((field) => (extraFormData as Record<string, unknown>)[field] !== undefined);
}

function chartName(chartId: number, layout: LayoutMap, chartNames: Record<number, string> | undefined): string {
  const given = chartNames?.[chartId];
  if (given) return given;
  const componentId = findChartComponentId(layout, chartId);
  const meta = componentId === undefined ? undefined : layout[componentId]?.meta;
  return meta?.sliceNameOverride || meta?.sliceName || String(chartId);
}

function indicatorOf(source: ChartFilterSource, inputs: FilterIndicatorInputs): AppliedFilterIndicator {
  const extraFormData = source.dataMask.extraFormData ?? {};
  const targetColumn = source.kind === 'native' ? source.filter.targets?.[0]?.column?.name : undefined;
  const column = targetColumn || columnOfExtraFormData(extraFormData);
  return {
    id: source.id,
    kind: source.kind,
    name: source.kind === 'native' ? source.filter.name : chartName(source.chartId, inputs.layout, inputs.chartNames),
    value: filterValueText(source.dataMask.filterState),
    ...(column ? { column } : {}),
    extraFormData,
  };
}

/**
 * The indicators of one chart: `applied` lists every filter with a value that applies to it
 * (native filters in configuration order, then other charts' cross-filters, as they are merged);
 * `outOfScope` lists the native filters with a value whose scope leaves the chart out. The value
 * shown is the filter's label, or its values joined with ", ".
 */
export function getFilterIndicators(inputs: FilterIndicatorInputs): FilterIndicators {
  const indicators: FilterIndicators = { applied: [], outOfScope: [] };
  for (const source of getChartFilterSources(inputs.chartId, inputs)) {
    if (!hasFilterValue(source.dataMask)) continue;
    if (source.inScope) indicators.applied.push(indicatorOf(source, inputs));
    else if (source.kind === 'native') indicators.outOfScope.push(indicatorOf(source, inputs));
  }
  return indicators;
}
