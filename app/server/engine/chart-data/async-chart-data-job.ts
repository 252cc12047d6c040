import type { QueryContext } from '@core/plugin-api/index.js';
import type { Principal } from '../../security/principal.js';
import type { RowLevelSecurity } from '../../services/row-level-security.js';
import { jobPrincipal, type AsyncJob, type AsyncQueryManager, type JobPrincipalDeps } from '../async/index.js';
import type { ResultsCache } from '../cache/index.js';
import type { ChartDataService } from './chart-data-service.js';
import { encodeChartDataAnswer } from './query-payload.js';

/** The kind of an async chart-data job. */
export const CHART_DATA_JOB = 'chart-data';

/** What an async chart-data job carries: the request's query context, as posted. */
export interface ChartDataJobPayload {
  queryContext: QueryContext & { force?: boolean };
}

/** How long a finished async chart result can be fetched. */
export const ASYNC_RESULT_TTL_SECONDS = 24 * 3600;

/** The results-cache key of an async chart-data job's result. */
export const asyncChartResultKey = (jobId: string) => `chart-data-job:${jobId}`;

/** What running async chart-data jobs takes, in a web process or a worker alike. */
export interface ChartDataJobDeps {
  service: ChartDataService;
  /** The shared results backend (Redis when several processes serve), where results wait to be fetched. */
  cache: ResultsCache;
  rowLevelSecurity: RowLevelSecurity;
  principals: JobPrincipalDeps;
}

/** The row-level-security predicates a result was computed under, as one comparable string. */
export async function rlsFingerprint(rowLevelSecurity: RowLevelSecurity, principal: Principal, datasetId: number): Promise<string> {
  return (await rowLevelSecurity.predicatesFor(principal, datasetId)).join('\u0000');
}

/**
 * Runs one async chart-data job: loads the caller again (`can_read` on Chart), runs the query
 * context through the chart-data service (dataset access, a guest's grant, row-level security,
 * the engine's checks), and stores the answer in the results cache with its owner and the RLS it
 * was computed under, which `GET /api/v1/chart/data/<key>` checks before serving it.
 */
export async function runChartDataJob(deps: ChartDataJobDeps, job: AsyncJob<ChartDataJobPayload>): Promise<{ resultUrl: string }> {
  const principal = await jobPrincipal(deps.principals, job, ['can_read', 'Chart']);
  const body = job.payload.queryContext;
  const rls = await rlsFingerprint(deps.rowLevelSecurity, principal, body.datasource.id);
  const { outcomes } = await deps.service.run(body, principal, { force: Boolean(body.force), signal: job.signal });
  const payload = encodeChartDataAnswer(outcomes);
  // Guests share user id 0: their results belong to their grant.
  const meta = { userId: principal.userId, guest: principal.guest?.key ?? null, datasetId: body.datasource.id, rls };
  await deps.cache.set(asyncChartResultKey(job.jobId), { payload, cachedAt: new Date().toISOString(), meta }, ASYNC_RESULT_TTL_SECONDS);
  return { resultUrl: `/api/v1/chart/data/${job.jobId}` };
}

/** Lets `manager` run async chart-data jobs in this process. */
export function registerChartDataJobs(manager: AsyncQueryManager, deps: ChartDataJobDeps): void {
  manager.handle<ChartDataJobPayload>(CHART_DATA_JOB, (job) => runChartDataJob(deps, job));
}
