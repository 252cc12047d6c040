import type { FilterConfigItem, NativeFilterChanges } from '@core/dashboard/index.js';
import { apiFetch } from '../../../api/api-fetch';
import { readJson } from '../../../api/api-call-error';

/**
 * `PUT /api/v1/dashboard/{id}/filters`: saves the native filters that changed, were deleted or
 * moved; answers the dashboard's whole `native_filter_configuration` as the server stored it.
 */
export async function saveNativeFilterChanges(dashboardId: number, changes: NativeFilterChanges): Promise<FilterConfigItem[]> {
  const response = await apiFetch(`/api/v1/dashboard/${dashboardId}/filters`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  });
  const body = await readJson<{ result?: unknown }>(response);
  return Array.isArray(body.result) ? (body.result as FilterConfigItem[]) : [];
}
