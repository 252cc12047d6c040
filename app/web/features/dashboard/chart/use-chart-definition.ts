import { useMemo } from 'react';
import type { VizDescriptor } from '@core/registry/index.js';
import { useKernel } from '../../../kernel/kernel-context';
import type { FormData } from '../../../chart/chart-form-data';
import { useDashboardCharts } from '../dashboard-contexts';
import type { DashboardChart } from '../dashboard-types';
import { dashboardChartFormData } from '../model/chart-form-data';

/** A dashboard chart's definition, its viz and its form data as the dashboard runs it. */
export interface ChartDefinition {
  chart: DashboardChart | undefined;
  vizKey: string | undefined;
  viz: VizDescriptor | undefined;
  formData: FormData | undefined;
  /** Why the chart cannot run, when it cannot. */
  problem: string | null;
}

/** Looks up a chart of the dashboard and prepares its form data (memoised per chart and metadata). */
export function useChartDefinition(chartId: number): ChartDefinition {
  const { vizTypes } = useKernel();
  const { charts, metadata, runtime } = useDashboardCharts();
  const chart = charts.get(chartId);
  const vizKey = chart ? String(chart.form_data['viz_type'] ?? chart.viz_type ?? '') : undefined;
  // Charts saved under a legacy key (Superset's `line`, `dist_bar` …) open as the type that replaced it.
  const viz = vizTypes.resolve(vizKey, chart?.form_data);
  const formData = useMemo(() => {
    if (!viz || !chart) return undefined;
    try {
      return dashboardChartFormData(viz, chart.form_data, runtime.dashboardId, metadata);
    } catch {
      return undefined;
    }
  }, [viz, chart, runtime.dashboardId, metadata]);
  let problem: string | null = null;
  if (!chart) problem = 'There is no chart definition associated with this component, could it have been deleted?';
  else if (!viz) problem = `The visualization type "${vizKey}" is not available.`;
  else if (!formData) problem = 'The chart’s saved settings could not be read.';
  return { chart, vizKey, viz, formData, problem };
}
