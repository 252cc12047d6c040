import { type DashboardFilterInputs, getChartExtraFormData } from '@core/dashboard/index.js';
import type { ExtraFormData } from '@core/plugin-api/index.js';
import { stableJson } from '@core/query/stable-json.js';

/** A chart's extra form data and its JSON, kept between filter changes. */
export interface KeptExtraFormData {
  json: string;
  value: ExtraFormData;
}

/**
 * The extra form data each chart's queries get from the dashboard's filters, reusing the previous
 * object of every chart whose extra form data is unchanged (same JSON): a chart's query is built
 * again, and sent again, only when a filter that reaches it changed.
 *
 * @example
 * ```ts
 * const next = chartsExtraFormData(inputs, [1, 2], previous);
 * next.get(2) === previous.get(2)?.value; // true when chart 2's filters did not change
 * ```
 */
export function chartsExtraFormData(
  inputs: DashboardFilterInputs,
  chartIds: Iterable<number>,
  previous: ReadonlyMap<number, KeptExtraFormData>,
): Map<number, KeptExtraFormData> {
  const result = new Map<number, KeptExtraFormData>();
  for (const chartId of chartIds) {
    if (result.has(chartId)) continue;
    const value = getChartExtraFormData({ ...inputs, chartId });
    const json = stableJson(value);
    const kept = previous.get(chartId);
    result.set(chartId, kept && kept.json === json ? kept : { json, value });
  }
  return result;
}
