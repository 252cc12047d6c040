import { ErrorMessage } from '@core/errors/index.js';
import type { QueryContext } from '@core/plugin-api/index.js';
import { ApiCallError } from '../../../api/api-call-error';
import { postDashboardChartData, type DashboardChartDataOptions } from '../dashboard-api';

/** One page of the raw rows behind a chart. */
export interface DrillDetailPage {
  colnames: string[];
  /** Per column: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  coltypes: number[];
  data: Array<Record<string, unknown>>;
  /** Rows on this page. */
  rowcount: number;
  /** Rows matching the filters over all pages (the server's `total_count`). */
  totalCount: number;
}

/**
 * Sends a drill-to-detail query context (see `buildDrillDetailQueryContext`) the way the
 * dashboard sends its charts' queries, and reads the page and the total out of the first result.
 * Failures are thrown as `ApiCallError` holding the normalised error.
 */
export async function fetchDrillDetailPage(queryContext: QueryContext, options: DashboardChartDataOptions): Promise<DrillDetailPage> {
  const response = await postDashboardChartData(queryContext, options);
  const result = response.result[0];
  if (!result) throw new ApiCallError({ error: ErrorMessage.GENERIC_ERROR });
  const totalCount = typeof result['total_count'] === 'number' ? result['total_count'] : result.rowcount;
  return { colnames: result.colnames, coltypes: result.coltypes, data: result.data, rowcount: result.rowcount, totalCount };
}
