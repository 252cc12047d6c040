import { useState, type ReactNode } from 'react';
import type { ChartMenuHost } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { fetchChartData } from '../../api/chart-data';
import { buildQueryContext } from '../../chart/build-query-context';
import type { FormData } from '../../chart/chart-form-data';
import { downloadChartData } from '../../chart/download-chart-data';
import { captureElementAsJpeg, cssRgb, downloadFileName, opaqueBackground, saveAsFile } from '../../menu-actions/capture-element';
import { downloadElementAsPdf } from '../../menu-actions/download-as-pdf';
import { ChartPropertiesDialog } from '../chart/ChartPropertiesDialog';
import type { ChartPropertiesUpdate } from '../chart/chart-types';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { UNTRACKED, unwrapCall } from '../../api/unwrap-call';
import { exploreApi, type ExploreSlice } from './explore-api';
import { postToSqlLab } from './post-to-sql-lab';

/** What explore's menu actions act on. */
export interface ExploreChartActionsInput {
  viz: VizDescriptor | undefined;
  formData: FormData | null;
  ownState: Record<string, unknown> | undefined;
  /** The saved chart explore opened (none for a new chart). */
  slice: ExploreSlice | null;
  /** The chart's name as the header shows it, for downloaded files. */
  chartName: string;
  /** The page's URL parameters, which a permalink keeps (all but `slice_id`). */
  urlParams: URLSearchParams;
  pollingDelayMs: number;
  /** The box the chart is drawn in, for pictures of it. */
  getChartElement: () => HTMLElement | null;
  /** The chart's properties were saved: the page shows them at once. */
  onPropertiesSaved: (saved: ChartPropertiesUpdate) => void;
}

/** The explore host's methods that these actions add, and the dialog they open. */
export interface ExploreChartActions {
  host: Pick<ChartMenuHost, 'exportData' | 'permalink' | 'editProperties' | 'runInSqlLab' | 'downloadImage' | 'downloadPdf'>;
  dialogs: ReactNode;
}

const backgroundOf = (element: HTMLElement) => getComputedStyle(element).backgroundColor || '#ffffff';

/**
 * What explore lends its menu's actions besides its dialogs: exports of the chart's data, a
 * permalink, "Edit chart properties" (the chart list's dialog, for a saved chart), "Run in SQL
 * Lab" (the SQL of the form data as it is now, posted to SQL Lab in a new browser tab on the
 * chart's datasource) and pictures of the chart as an image or a PDF. Failures other than an
 * export's are thrown for the menu to show as a toast.
 */
export function useExploreChartActions(input: ExploreChartActionsInput): ExploreChartActions {
  const { viz, formData, ownState, slice, chartName, urlParams, pollingDelayMs, getChartElement, onPropertiesSaved } = input;
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);

  const permalink = async () => {
    if (!formData) throw new Error('There is no chart to share yet.');
    const urlParamsKept = [...urlParams.entries()].filter(([name]) => name !== 'slice_id');
    // The server answers the permalink's whole URL, with the site's address.
    const { url } = await unwrapCall(dispatch(exploreApi.endpoints.createExplorePermalink.initiate({ formData, urlParams: urlParamsKept }, UNTRACKED)));
    return url;
  };

  const exportData: ChartMenuHost['exportData'] = async (request) => {
    if (!formData || !viz) return;
    try {
      await downloadChartData(buildQueryContext(viz, formData, { ownState }), request.format, slice?.slice_name ?? viz.name, request);
    } catch (error) {
      dispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
    }
  };

  const runInSqlLab = async () => {
    if (!viz || !formData) throw new Error('There is no chart to run yet.');
    const response = await fetchChartData(buildQueryContext(viz, formData, { ownState, resultType: 'query' }), { pollingDelayMs });
    const sql = response.result
      .filter((result) => String(result['language'] ?? 'sql').toLowerCase() === 'sql')
      .map((result) => (typeof result.query === 'string' ? result.query : ''))
      .find((query) => query.trim() !== '');
    if (!sql) throw new Error('This chart runs no SQL query.');
    await postToSqlLab({ datasourceKey: formData.datasource, sql });
  };

  const chartElement = () => {
    const element = getChartElement();
    if (!element) throw new Error('There is no chart to draw yet.');
    return element;
  };

  const downloadImage = async () => {
    const element = chartElement();
    saveAsFile(await captureElementAsJpeg(element, cssRgb(opaqueBackground(backgroundOf(element)))), downloadFileName(chartName, 'jpg'));
  };

  const downloadPdf = async () => {
    const element = chartElement();
    await downloadElementAsPdf(element, chartName, backgroundOf(element));
  };

  return {
    host: {
      exportData,
      permalink,
      ...(slice ? { editProperties: () => setEditing(true) } : {}),
      runInSqlLab,
      downloadImage,
      downloadPdf,
    },
    dialogs: slice ? (
      <ChartPropertiesDialog chartId={editing ? slice.slice_id : null} onClose={() => setEditing(false)} onSaved={onPropertiesSaved} />
    ) : null,
  };
}
