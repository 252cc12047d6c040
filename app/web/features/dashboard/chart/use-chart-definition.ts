import { useMemo } from 'react';
import type { VizDescriptor } from '@core/registry/index.js';
import { useKernel } from '../../../kernel/kernel-context';
import { useLoadedViz } from '../../../kernel/use-loaded-viz';
import type { FormData } from '../../../chart/chart-form-data';
import { useDashboardCharts } from '../dashboard-contexts';
import type { DashboardChart } from '../dashboard-types';
import { dashboardChartFormData } from '../model/chart-form-data';

/** A dashboard chart's definition, its viz and its form data as the dashboard runs it. */
export interface ChartDefinition {
  chart: DashboardChart | undefined;
  vizKey: string | undefined;
  /** The viz type, once loaded (viz types load with their first chart). */
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
  const registered = vizTypes.resolve(vizKey, chart?.form_data);
  const { viz, error: loadError } = useLoadedViz(registered);
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
  else if (!registered) problem = `The visualization type "${vizKey}" is not available.`;
  else if (loadError) problem = `The visualization type "${vizKey}" could not be loaded.`;
  else if (viz && !formData) problem = 'The chart’s saved settings could not be read.';
  return { chart, vizKey, viz, formData, problem };
}
