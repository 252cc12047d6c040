import { getClientErrorObject } from '@core/errors/index.js';
import type { QueryContext } from '@core/plugin-api/index.js';
import { apiFetch } from '../api/api-fetch';
import { ApiCallError } from '../api/api-call-error';

const EXTENSIONS = { csv: 'csv', json: 'json', xlsx: 'xlsx' } as const;

/** A file name from a chart name: safe characters only, with the format's extension. */
export function downloadFileName(name: string, format: keyof typeof EXTENSIONS, now = new Date()): string {
  const base = name.trim().replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'chart';
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `${base}_${stamp}.${EXTENSIONS[format]}`;
}

/** How much to export. */
export interface DownloadOptions {
  /** Every row up to SQL_MAX_ROW, not the chart's row limit (the server allows it under ALLOW_FULL_CSV_EXPORT). */
  full?: boolean;
  /** `post_processed`: the data as the chart shows it (a pivot table's pivot); `full` otherwise. */
  resultType?: 'full' | 'post_processed';
}

/** Downloads the chart's data (`result_type: full`, or `post_processed` when asked) as CSV, Excel or JSON. */
export async function downloadChartData(queryContext: QueryContext, format: keyof typeof EXTENSIONS, name: string, options: DownloadOptions = {}): Promise<void> {
  const body = { ...queryContext, result_format: format, result_type: options.resultType ?? (format === 'json' ? 'results' : 'full'), ...(options.full ? { full_export: true } : {}) };
  const response = await apiFetch('/api/v1/chart/data', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new ApiCallError(await getClientErrorObject(response));
  const blob = format === 'json' ? new Blob([JSON.stringify(await response.json(), null, 2)], { type: 'application/json' }) : await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(name, format);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
