import type { Kysely } from 'kysely';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import { ReportRunError, ReportState, ReportType, type ReportNotifier, type ReportRenderer, type ReportToRun } from '../report-model.js';
import { RUN_MESSAGES } from './alert-messages.js';
import { evaluateAlert, type AlertRows } from './alert-validation.js';
import { ExecutionLog, type RunEnd } from './execution-log.js';
import { resolveExecutor, type PrincipalLoader } from './report-executor.js';

/** Runs an alert's SQL as the executor (see `runAlertQuery`). */
export type AlertQueryRunner = (report: ReportToRun, principal: Principal, signal: AbortSignal, timeoutMs: number) => Promise<AlertRows>;

export interface ReportRunnerDeps {
  db: Kysely<Database>;
  loadReport: (id: number) => Promise<ReportToRun | null>;
  loadPrincipal: PrincipalLoader;
  queryAlert: AlertQueryRunner;
  renderer: ReportRenderer;
  notifier: ReportNotifier;
  /** `config.reports`' working timeout default and lag, in seconds. */
  timeouts: { defaultWorkingTimeoutSeconds: number; workingTimeoutLagSeconds: number };
  warn?: (message: string) => void;
  /** The clock for log times, grace and retention (tests move it). */
  now?: () => Date;
}

/** What one execution did: the state it ended in, or why it did not run. */
export type RunResult =
  | { kind: 'ran'; state: ReportState; logId: number; errorMessage: string | null }
  | { kind: 'skipped'; reason: 'missing' | 'inactive' | 'previous run still working' };

export interface RunRequest {
  reportId: number;
  /** The due time (ISO); `scheduled_dttm` of the log row. */
  scheduledAt: string;
  /** Scheduled runs skip a schedule deactivated since it was queued; "run now" does not. */
  requireActive: boolean;
}

function messageOf(error: unknown): string {
  if (error instanceof ReportRunError) return error.message;
  return RUN_MESSAGES.unexpected(error instanceof Error ? error.message : String(error));
}

/**
 * Superset's report state machine for one due execution: claim the schedule (`Working`, one
 * run at a time; a run still working within its timeout refuses the new one, one past it is
 * closed as timed out), resolve the executor, and for an alert run its SQL and validate it
 * (`Not triggered` when it does not fire, `On Grace` when it fires within `grace_period` seconds
 * of the last `Success`); then render and send (`Success`), any failure ending as `Error` with
 * its message. The whole run is bounded by the working timeout plus the configured lag: past
 * it the signal aborts and the run ends as `Error` "Report Schedule reached a working timeout.".
 * Afterwards, log rows older than the schedule's `log_retention` days are deleted.
 */
export class ReportRunner {
  private readonly log: ExecutionLog;

  constructor(private readonly deps: ReportRunnerDeps) {
    this.log = new ExecutionLog(deps.db);
  }

  async run(request: RunRequest): Promise<RunResult> {
    const report = await this.deps.loadReport(request.reportId);
    if (!report) return { kind: 'skipped', reason: 'missing' };
    if (request.requireActive && !report.active) return { kind: 'skipped', reason: 'inactive' };
    const timeoutMs = this.timeoutMsOf(report);
    const claim = await this.log.claim(report.id, request.scheduledAt, this.now(), timeoutMs);
    if (claim.kind === 'refused') return { kind: 'skipped', reason: 'previous run still working' };

    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<RunEnd>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new ReportRunError(RUN_MESSAGES.workingTimeout));
        resolve({ state: ReportState.ERROR, errorMessage: RUN_MESSAGES.workingTimeout });
      }, timeoutMs);
    });
    let end: RunEnd;
    try {
      end = await Promise.race([this.pipeline(report, controller.signal, timeoutMs), timedOut]);
    } finally {
      clearTimeout(timer);
    }
    const finished = this.now();
    await this.log.finish(report.id, claim.logId, end, finished);
    await this.log.prune(report.id, report.log_retention, finished).catch((error: unknown) => {
      this.deps.warn?.(`report ${report.id}: could not delete old execution logs: ${messageOf(error)}`);
    });
    return { kind: 'ran', state: end.state, logId: claim.logId, errorMessage: end.errorMessage ?? null };
  }

  private async pipeline(report: ReportToRun, signal: AbortSignal, timeoutMs: number): Promise<RunEnd> {
    let alert: Pick<RunEnd, 'value' | 'valueRow'> = {};
    try {
      const { executor, principal } = await resolveExecutor(this.deps.db, this.deps.loadPrincipal, report);
      if (report.type === ReportType.ALERT) {
        const evaluation = evaluateAlert(report, await this.deps.queryAlert(report, principal, signal, timeoutMs));
        alert = { value: evaluation.value, valueRow: evaluation.row };
        if (!evaluation.triggered) return { state: ReportState.NOOP, ...alert };
        if (await this.inGracePeriod(report)) return { state: ReportState.GRACE, ...alert };
      }
      signal.throwIfAborted();
      const content = await this.deps.renderer.render(report, executor, signal);
      signal.throwIfAborted();
      await this.deps.notifier.send(report, report.type === ReportType.ALERT ? { ...content, alertValue: alert.value ?? null } : content, signal);
      return { state: ReportState.SUCCESS, ...alert };
    } catch (error) {
      const errorMessage = signal.aborted ? RUN_MESSAGES.workingTimeout : messageOf(error);
      return { state: ReportState.ERROR, errorMessage, ...alert };
    }
  }

  private async inGracePeriod(report: ReportToRun): Promise<boolean> {
    if (!(report.grace_period > 0)) return false;
    const lastSuccess = await this.log.lastSuccessEnd(report.id);
    return lastSuccess !== null && this.now().getTime() - lastSuccess.getTime() < report.grace_period * 1000;
  }

  private timeoutMsOf(report: ReportToRun): number {
    const { defaultWorkingTimeoutSeconds, workingTimeoutLagSeconds } = this.deps.timeouts;
    const seconds = report.working_timeout > 0 ? report.working_timeout : defaultWorkingTimeoutSeconds;
    return (seconds + workingTimeoutLagSeconds) * 1000;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
