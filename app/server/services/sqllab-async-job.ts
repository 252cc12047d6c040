import type { SqlLabHookContext } from '@core/plugin-api/index.js';
import { jobPrincipal, type AsyncQueryManager, type JobPrincipalDeps } from '../engine/async/index.js';
import type { ExecutionPlan } from './sqllab-execution-plan.js';
import type { SqlLabExecuteService } from './sqllab-execute-service.js';

/** The kind of an async SQL Lab job. */
export const SQLLAB_JOB = 'sqllab';

/**
 * What an async SQL Lab job carries: the run's query id (its row holds the SQL, the user and the
 * database) and what preparing it decided (the checked plan, the schema, the hooks' context).
 */
export interface SqlLabJobPayload {
  queryId: number;
  plan: ExecutionPlan;
  schema: string | null;
  hookContext: SqlLabHookContext;
}

/**
 * Lets `manager` run async SQL Lab jobs in this process: the caller is loaded again (and must
 * still have `can_execute_sql_query` on SQLLab), then {@link SqlLabExecuteService.runQueued}
 * checks the database access and runs it. A job lost for good marks its run failed.
 */
export function registerSqlLabJobs(manager: AsyncQueryManager, service: SqlLabExecuteService, principals: JobPrincipalDeps): void {
  manager.handle<SqlLabJobPayload>(
    SQLLAB_JOB,
    async (job) => {
      let principal;
      try {
        principal = await jobPrincipal(principals, job, ['can_execute_sql_query', 'SQLLab']);
      } catch (error) {
        await service.recordLost(job.payload.queryId, error instanceof Error ? error.message : String(error));
        throw error;
      }
      return service.runQueued(job, principal);
    },
    (job, message) => service.recordLost(job.payload.queryId, message),
  );
}
