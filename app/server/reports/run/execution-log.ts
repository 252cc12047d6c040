import type { Kysely } from 'kysely';
import type { Database } from '../../store/database.js';
import { ReportState } from '../report-model.js';
import { RUN_MESSAGES } from './alert-messages.js';

/** How claiming a schedule for a run went. */
export type RunClaim =
  | { kind: 'claimed'; logId: number }
  /** A previous run is still working within its timeout: the refusal is logged, nothing runs. */
  | { kind: 'refused' };

/** How a run ended, written on its log row and on the schedule. */
export interface RunEnd {
  state: ReportState;
  errorMessage?: string | null;
  /** An alert's value and row (`value`, `value_row_json`; the schedule's `last_value*`). */
  value?: number | null;
  valueRow?: Record<string, unknown> | null;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The execution log and the schedule's state as one run moves them: `Working` on start (one run
 * of a schedule at a time, claimed atomically), then the state it ends in; a previous run stuck
 * in `Working` past its timeout (its process died) is closed as a working-timeout error.
 */
export class ExecutionLog {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Marks the schedule `Working` and opens its log row, unless another run holds it. Several
   * processes may race here; the conditional updates let exactly one win.
   */
  async claim(reportId: number, scheduledAt: string, now: Date, timeoutMs: number): Promise<RunClaim> {
    const at = now.toISOString();
    const taken = await this.db
      .updateTable('report_schedule')
      .set({ last_state: ReportState.WORKING, last_eval_dttm: at })
      .where('id', '=', reportId)
      .where('last_state', '<>', ReportState.WORKING)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed', logId: await this.open(reportId, scheduledAt, at) };

    const schedule = await this.db.selectFrom('report_schedule').select('last_eval_dttm').where('id', '=', reportId).executeTakeFirst();
    const working = await this.db
      .selectFrom('report_execution_log')
      .select(['id', 'start_dttm'])
      .where('report_schedule_id', '=', reportId)
      .where('state', '=', ReportState.WORKING)
      .where('end_dttm', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const since = Date.parse(working?.start_dttm ?? schedule?.last_eval_dttm ?? '');
    if (schedule && Number.isFinite(since) && since + timeoutMs > now.getTime()) {
      await this.db
        .insertInto('report_execution_log')
        .values({ report_schedule_id: reportId, scheduled_dttm: scheduledAt, start_dttm: at, end_dttm: at, state: ReportState.WORKING, error_message: RUN_MESSAGES.previousWorking })
        .execute();
      return { kind: 'refused' };
    }
    // The previous run outlived its timeout without ending: close it and take over, unless another process just did.
    const observed = schedule?.last_eval_dttm ?? null;
    const takeover = await this.db
      .updateTable('report_schedule')
      .set({ last_eval_dttm: at })
      .where('id', '=', reportId)
      .where('last_state', '=', ReportState.WORKING)
      .where('last_eval_dttm', observed === null ? 'is' : '=', observed)
      .executeTakeFirst();
    if (Number(takeover.numUpdatedRows) !== 1) return { kind: 'refused' };
    if (working) {
      await this.db
        .updateTable('report_execution_log')
        .set({ state: ReportState.ERROR, end_dttm: at, error_message: RUN_MESSAGES.workingTimeout })
        .where('id', '=', working.id)
        .execute();
    }
    return { kind: 'claimed', logId: await this.open(reportId, scheduledAt, at) };
  }

  /** Closes the run's log row and sets the schedule's state (and an alert's last value). */
  async finish(reportId: number, logId: number, end: RunEnd, now: Date): Promise<void> {
    const at = now.toISOString();
    const valueRowJson = end.valueRow === undefined ? undefined : end.valueRow === null ? null : JSON.stringify(end.valueRow);
    await this.db
      .updateTable('report_execution_log')
      .set({
        state: end.state,
        end_dttm: at,
        error_message: end.errorMessage ?? null,
        ...(end.value !== undefined ? { value: end.value } : {}),
        ...(valueRowJson !== undefined ? { value_row_json: valueRowJson } : {}),
      })
      .where('id', '=', logId)
      .execute();
    await this.db
      .updateTable('report_schedule')
      .set({
        last_state: end.state,
        last_eval_dttm: at,
        ...(end.value !== undefined ? { last_value: end.value } : {}),
        ...(valueRowJson !== undefined ? { last_value_row_json: valueRowJson } : {}),
      })
      .where('id', '=', reportId)
      .execute();
  }

  /** When the schedule last sent successfully (its last `Success` log's end), for an alert's grace period. */
  async lastSuccessEnd(reportId: number): Promise<Date | null> {
    const row = await this.db
      .selectFrom('report_execution_log')
      .select('end_dttm')
      .where('report_schedule_id', '=', reportId)
      .where('state', '=', ReportState.SUCCESS)
      .where('end_dttm', 'is not', null)
      .orderBy('end_dttm', 'desc')
      .executeTakeFirst();
    return row?.end_dttm ? new Date(row.end_dttm) : null;
  }

  /** Deletes this schedule's log rows that ended more than `days` days before `now`; 0 or less keeps all. Returns how many went. */
  async prune(reportId: number, days: number, now: Date): Promise<number> {
    if (!(days > 0)) return 0;
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    const result = await this.db
      .deleteFrom('report_execution_log')
      .where('report_schedule_id', '=', reportId)
      .where('end_dttm', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async open(reportId: number, scheduledAt: string, at: string): Promise<number> {
    const row = await this.db
      .insertInto('report_execution_log')
      .values({ report_schedule_id: reportId, scheduled_dttm: scheduledAt, start_dttm: at, state: ReportState.WORKING })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
