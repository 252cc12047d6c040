import type { ResolvedTimeRange } from '@control-schemas/widgets/control-panel-context.js';
import { risonParam } from '../components/list-view';
import { readJson } from './api-call-error';
import { apiFetch } from './api-fetch';

/** Resolves a time range with the server's grammar (`GET /api/v1/time_range/`). */
export async function resolveTimeRange(timeRange: string): Promise<ResolvedTimeRange> {
  const body = await readJson<{ result: Array<{ since: string; until: string; timeRange: string }> }>(
    await apiFetch(`/api/v1/time_range/?q=${risonParam(timeRange)}`),
  );
  const first = body.result[0];
  return { since: first?.since || null, until: first?.until || null, timeRange: first?.timeRange ?? timeRange };
}
