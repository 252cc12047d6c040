import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { canAccessDataset } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { ChartRecord } from './chart-records.js';
import { chartFormData, sliceData, sliceMetadata } from './chart-serializer.js';
import type { ChartService } from './chart-service.js';
import { parseDatasourceKey, type ExplorePermalinks } from './chart-explore-permalinks.js';
import type { DatabaseService } from './database-service.js';
import { datasetAccessDenied } from './dataset-access-denied.js';
import { loadDatasetBundle } from './dataset-bundle.js';
import { datasourceData } from './dataset-serializer.js';
import type { ExploreFormDataCache } from './explore-form-data-cache.js';

/** The query of `GET /api/v1/explore/`. */
export interface ExploreContextQuery {
  slice_id?: number;
  datasource_id?: number;
  datasource_type?: string;
  permalink_key?: string;
  form_data_key?: string;
}

/** What explore's page needs to open: Superset's `ExploreContextSchema`. */
export interface ExploreContext {
  dataset: Record<string, unknown>;
  form_data: Record<string, unknown>;
  slice: ReturnType<typeof sliceData> | null;
  message: string | null;
  metadata: ReturnType<typeof sliceMetadata> | null;
}

export interface ExploreContextDeps {
  db: Kysely<Database>;
  databases: DatabaseService;
  charts: ChartService;
  permalinks: ExplorePermalinks;
  /** Explore's unsaved form data behind `form_data_key`. */
  formDataCache?: ExploreFormDataCache;
}

/** Superset's placeholder when the chart's dataset no longer exists. */
const missingDataset = (type: string) => ({ type, name: '[Missing Dataset]', columns: [], metrics: [], database: { id: 0, backend: '' } });

/**
 * `GET /api/v1/explore/`, Superset's `GetExploreCommand`: the form data explore opens with, from
 * a permalink, a saved chart (its form data under what the request carries), or a dataset; the
 * dataset's metadata (`fetch_datasource_metadata` shape, through the same serializer); the
 * chart's `slice` and `metadata`; and every request parameter copied into `url_params`.
 *
 * A chart asked for by `slice_id` that does not exist or is hidden answers 404; a dataset the
 * caller may not read, 403; a chart whose dataset is gone opens with Superset's
 * "[Missing Dataset]" placeholder. A `form_data_key` (see explore-form-data-cache.ts)
 * opens the cached form data, or falls back to the chart or dataset with Superset's message.
 */
export async function exploreContext(deps: ExploreContextDeps, principal: Principal, query: ExploreContextQuery, requestArgs: URLSearchParams): Promise<ExploreContext> {
  let formData: Record<string, unknown> = {};
  let message: string | null = null;
  let sliceFromRequest = false;
  if (query.permalink_key !== undefined) {
    const { state } = await deps.permalinks.get(principal, query.permalink_key);
    formData = { ...state.formData };
    const pairs = (state.urlParams ?? []).filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2);
    if (pairs.length > 0) formData['url_params'] = Object.fromEntries(pairs);
  } else if (query.form_data_key !== undefined) {
    const cached = await deps.formDataCache?.find(principal, query.form_data_key);
    const stored: unknown = cached ? JSON.parse(cached.form_data) : null;
    if (stored !== null && typeof stored === 'object' && !Array.isArray(stored)) formData = { ...(stored as Record<string, unknown>) };
    else if (query.slice_id !== undefined) message = 'Form data not found in cache, reverting to chart metadata.';
    else if (query.datasource_id !== undefined) message = 'Form data not found in cache, reverting to dataset metadata.';
  }
  if (Object.keys(formData).length === 0) {
    if (query.slice_id !== undefined) {
      formData = { slice_id: query.slice_id };
      sliceFromRequest = true;
    } else if (query.datasource_id !== undefined) {
      formData = { datasource: `${query.datasource_id}__${query.datasource_type ?? 'table'}` };
    }
  }

  let record: ChartRecord | null = null;
  const sliceId = Number(formData['slice_id']);
  if (Number.isInteger(sliceId) && sliceId > 0) {
    try {
      record = await deps.charts.record(principal, sliceId);
    } catch (error) {
      // A permalink may outlive its chart; only a chart asked for directly must exist.
      if (sliceFromRequest || !(error instanceof HttpError && error.statusCode === 404)) throw error;
    }
    if (record) formData = { ...chartFormData(record.chart), ...formData };
  }

  const key = parseDatasourceKey(formData['datasource']);
  const datasourceId = key?.[0] ?? query.datasource_id ?? null;
  const datasourceType = key?.[1] ?? query.datasource_type ?? 'table';
  let dataset: Record<string, unknown> = missingDataset(datasourceType);
  if (datasourceId !== null && (datasourceType === 'table' || datasourceType === 'dataset')) {
    const bundle = await loadDatasetBundle(deps.db, datasourceId);
    if (bundle) {
      if (!canAccessDataset(principal, { ...bundle.dataset, database: bundle.database })) {
        throw datasetAccessDenied(bundle.dataset.table_name, { datasource_id: datasourceId, datasource_type: datasourceType });
      }
      dataset = datasourceData(bundle, deps.databases.specOf(bundle.database));
    }
  }
  formData['datasource'] = `${datasourceId ?? 'None'}__${datasourceType}`;

  // Superset's `merge_request_params`: every request parameter but form_data travels in url_params.
  const urlParams: Record<string, unknown> = { ...((formData['url_params'] as Record<string, unknown> | undefined) ?? {}) };
  for (const [name, value] of requestArgs) if (name !== 'form_data' && name !== 'r') urlParams[name] = value;
  formData['url_params'] = urlParams;

  return {
    dataset,
    form_data: formData,
    slice: record ? sliceData(record) : null,
    message,
    metadata: record ? sliceMetadata(record) : null,
  };
}
