import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareStore } from '../../bootstrap/initialize.js';
import { SecurityManager } from '../../security/security-manager.js';
import { loadReportToRun } from '../../services/reports/report-to-run.js';
import { createTestStore, type TestStore } from '../../store/store-test-harness.js';
import { ReportDeliveryError, ReportRunError, ReportState, type ReportContent, type ReportExecutor, type ReportToRun } from '../report-model.js';
import { RUN_MESSAGES } from './alert-messages.js';
import type { AlertRows } from './alert-validation.js';
import { ReportRunner, type ReportRunnerDeps } from './execute-report.js';

// The state machine over a real metadata store; rendering, delivery and the alert's SQL are
// stand-ins here (the API suite runs them for real).
let harness: TestStore;
let security: SecurityManager;
let ownerId: number;
let clock: Date;
const rendered: Array<{ report: string; executor: ReportExecutor }> = [];
const sent: ReportContent[] = [];
let alertRows: AlertRows | Error = { columns: ['value'], rows: [[1]] };
let renderImpl: (signal: AbortSignal) => Promise<void> = async () => undefined;
let sendImpl: () => Promise<void> = async () => undefined;

const content: ReportContent = { title: 'Chart', url: 'http://x/explore/?slice_id=1', description: null, images: [], attachments: [], html: '<table></table>' };

function runner(overrides: Partial<ReportRunnerDeps> = {}): ReportRunner {
  const db = harness.store.db;
  return new ReportRunner({
    db,
    loadReport: (id) => loadReportToRun(db, id),
    loadPrincipal: (id) => security.loadPrincipal(id),
    queryAlert: async () => {
      if (alertRows instanceof Error) throw alertRows;
      return alertRows;
    },
    renderer: {
      async render(report: ReportToRun, executor: ReportExecutor, signal: AbortSignal) {
        rendered.push({ report: report.name, executor });
        await renderImpl(signal);
        return content;
      },
      close: async () => undefined,
    },
    notifier: {
      async send(_report, c) {
        await sendImpl();
        sent.push(c);
      },
      close: async () => undefined,
    },
    timeouts: { defaultWorkingTimeoutSeconds: 3600, workingTimeoutLagSeconds: 0 },
    now: () => clock,
    ...overrides,
  });
}

let seq = 0;
async function createSchedule(fields: Partial<{ type: string; grace_period: number; working_timeout: number; log_retention: number; validator_type: string; validator_config_json: string; owners: number[] }> = {}): Promise<number> {
  const db = harness.store.db;
  const { owners = [ownerId], ...columns } = fields;
  const row = await db
    .insertInto('report_schedule')
    .values({ type: 'Report', name: `schedule ${++seq}`, crontab: '* * * * *', active: true, created_by_fk: ownerId, ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const user of owners) await db.insertInto('report_schedule_user').values({ report_schedule_id: row.id, user_id: user }).execute();
  return row.id;
}

const alert = (extra: Parameters<typeof createSchedule>[0] = {}) =>
  createSchedule({ type: 'Alert', validator_type: 'operator', validator_config_json: JSON.stringify({ op: '>', threshold: 10 }), ...extra });

async function logs(id: number) {
  return harness.store.db.selectFrom('report_execution_log').selectAll().where('report_schedule_id', '=', id).orderBy('id').execute();
}
async function schedule(id: number) {
  return harness.store.db.selectFrom('report_schedule').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
const run = (r: ReportRunner, reportId: number) => r.run({ reportId, scheduledAt: clock.toISOString(), requireActive: true });

for (const dialect of ['sqlite', 'postgres'] as const) describe(`ReportRunner [${dialect}]`, () => {
  beforeAll(async () => {
    harness = await createTestStore(dialect, { migrate: false });
    security = new SecurityManager(harness.store.db);
    await prepareStore(harness.store, security, { info: () => undefined });
    ownerId = await security.createUser({ username: 'owner', password: 'owner-password-1', roles: ['Alpha'] });
  });
  afterAll(async () => harness.drop());
  beforeEach(() => {
    clock = new Date('2026-01-05T08:00:00Z');
    rendered.length = 0;
    sent.length = 0;
    alertRows = { columns: ['value'], rows: [[1]] };
    renderImpl = async () => undefined;
    sendImpl = async () => undefined;
  });

  it('renders and sends a report as its executor, logging Working then Success', async () => {
    const id = await createSchedule();
    const result = await run(runner(), id);
    expect(result).toMatchObject({ kind: 'ran', state: ReportState.SUCCESS, errorMessage: null });
    expect(rendered).toEqual([{ report: expect.any(String), executor: { userId: ownerId, username: 'owner' } }]);
    expect(sent).toHaveLength(1);
    const [log] = await logs(id);
    expect(log).toMatchObject({ state: 'Success', scheduled_dttm: '2026-01-05T08:00:00.000Z', start_dttm: '2026-01-05T08:00:00.000Z', end_dttm: '2026-01-05T08:00:00.000Z', error_message: null });
    expect(await schedule(id)).toMatchObject({ last_state: 'Success', last_eval_dttm: '2026-01-05T08:00:00.000Z' });
  });

  it('alerts: Not triggered below the threshold, Success above it, On Grace within the grace period, Success after it', async () => {
    const id = await alert({ grace_period: 3600 });
    const r = runner();
    alertRows = { columns: ['value'], rows: [[3]] };
    expect(await run(r, id)).toMatchObject({ state: ReportState.NOOP });
    expect(await schedule(id)).toMatchObject({ last_state: 'Not triggered', last_value: 3, last_value_row_json: '{"value":3}' });
    expect(sent).toHaveLength(0);

    alertRows = { columns: ['value'], rows: [[42]] };
    clock = new Date('2026-01-05T08:01:00Z');
    expect(await run(r, id)).toMatchObject({ state: ReportState.SUCCESS });
    expect(sent.map((c) => c.alertValue)).toEqual([42]);

    clock = new Date('2026-01-05T08:30:00Z');
    expect(await run(r, id)).toMatchObject({ state: ReportState.GRACE });
    expect(sent).toHaveLength(1);

    clock = new Date('2026-01-05T09:02:00Z');
    expect(await run(r, id)).toMatchObject({ state: ReportState.SUCCESS });
    expect(sent).toHaveLength(2);
    expect((await logs(id)).map((l) => [l.state, l.value])).toEqual([
      ['Not triggered', 3],
      ['Success', 42],
      ['On Grace', 42],
      ['Success', 42],
    ]);
  });

  it('alerts: a query or validation failure ends as Error with its message', async () => {
    const id = await alert();
    alertRows = { columns: ['value'], rows: [[1], [2]] };
    expect(await run(runner(), id)).toMatchObject({ state: ReportState.ERROR, errorMessage: RUN_MESSAGES.multipleRows });
    alertRows = new ReportRunError(RUN_MESSAGES.queryError('Table "nope" does not exist'));
    clock = new Date('2026-01-05T08:01:00Z');
    expect(await run(runner(), id)).toMatchObject({ state: ReportState.ERROR, errorMessage: 'Alert found an error while executing a query: Table "nope" does not exist' });
    expect((await logs(id)).map((l) => l.error_message)).toEqual([RUN_MESSAGES.multipleRows, 'Alert found an error while executing a query: Table "nope" does not exist']);
    expect(rendered).toHaveLength(0);
  });

  it('a delivery failure ends as Error with what the server answered', async () => {
    const id = await createSchedule();
    sendImpl = async () => {
      throw new ReportDeliveryError('Email to a@example.com failed: 550 mailbox unavailable');
    };
    expect(await run(runner(), id)).toMatchObject({ state: ReportState.ERROR, errorMessage: 'Email to a@example.com failed: 550 mailbox unavailable' });
    expect(await schedule(id)).toMatchObject({ last_state: 'Error' });
  });

  it('aborts a run past its working timeout, even when the step ignores the signal', async () => {
    const id = await createSchedule({ working_timeout: 1 });
    let aborted = false;
    renderImpl = (signal) =>
      new Promise<void>(() => {
        signal.addEventListener('abort', () => (aborted = true));
      });
    const started = Date.now();
    expect(await run(runner(), id)).toMatchObject({ state: ReportState.ERROR, errorMessage: RUN_MESSAGES.workingTimeout });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(aborted).toBe(true);
    expect(sent).toHaveLength(0);
    expect((await logs(id)).map((l) => [l.state, l.error_message])).toEqual([['Error', RUN_MESSAGES.workingTimeout]]);
  });

  it('refuses to start while a previous run is working, and takes over one stuck past its timeout', async () => {
    const id = await createSchedule({ working_timeout: 600 });
    let release: () => void = () => undefined;
    renderImpl = () => new Promise<void>((resolve) => (release = resolve));
    const r = runner();
    const first = run(r, id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await run(r, id)).toEqual({ kind: 'skipped', reason: 'previous run still working' });
    release();
    expect(await first).toMatchObject({ state: ReportState.SUCCESS });
    expect((await logs(id)).map((l) => [l.state, l.error_message])).toEqual([
      ['Success', null],
      ['Working', RUN_MESSAGES.previousWorking],
    ]);

    // A process died mid-run: the schedule says Working and its log row never ended.
    const db = harness.store.db;
    await db.updateTable('report_schedule').set({ last_state: 'Working', last_eval_dttm: '2026-01-05T07:00:00.000Z' }).where('id', '=', id).execute();
    const stuck = await db.insertInto('report_execution_log').values({ report_schedule_id: id, scheduled_dttm: '2026-01-05T07:00:00.000Z', start_dttm: '2026-01-05T07:00:00.000Z', state: 'Working' }).returning('id').executeTakeFirstOrThrow();
    renderImpl = async () => undefined;
    expect(await run(r, id)).toMatchObject({ state: ReportState.SUCCESS });
    const row = await db.selectFrom('report_execution_log').selectAll().where('id', '=', stuck.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'Error', error_message: RUN_MESSAGES.workingTimeout, end_dttm: clock.toISOString() });
  });

  it('lets one of two simultaneous runs through', async () => {
    const id = await createSchedule();
    const r = runner();
    // The run that wins holds the schedule in rendering until the other has tried and been refused,
    // so the two overlap however the machine schedules them.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderImpl = () => gate;
    const runs = [run(r, id), run(r, id)];
    const refused = await Promise.race(runs);
    expect(refused).toMatchObject({ kind: 'skipped', reason: 'previous run still working' });
    release();
    const results = await Promise.all(runs);
    expect(results.filter((x) => x.kind === 'ran')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('fails clearly when the executor is inactive or there is none', async () => {
    const gone = await security.createUser({ username: 'gone', password: 'gone-password-1', roles: ['Alpha'] });
    const id = await createSchedule({ owners: [gone] });
    await harness.store.db.updateTable('report_schedule').set({ created_by_fk: gone }).where('id', '=', id).execute();
    await harness.store.db.updateTable('ab_user').set({ active: false }).where('id', '=', gone).execute();
    expect(await run(runner(), id)).toMatchObject({ state: ReportState.ERROR, errorMessage: RUN_MESSAGES.executorNotFound(gone) });

    const orphan = await createSchedule({ owners: [] });
    await harness.store.db.updateTable('report_schedule').set({ created_by_fk: null }).where('id', '=', orphan).execute();
    expect(await run(runner(), orphan)).toMatchObject({ state: ReportState.ERROR, errorMessage: RUN_MESSAGES.noExecutor });
    expect(rendered).toHaveLength(0);
  });

  it('skips a schedule deactivated or deleted since it was queued', async () => {
    const id = await createSchedule();
    await harness.store.db.updateTable('report_schedule').set({ active: false }).where('id', '=', id).execute();
    expect(await run(runner(), id)).toEqual({ kind: 'skipped', reason: 'inactive' });
    expect(await runner().run({ reportId: id, scheduledAt: clock.toISOString(), requireActive: false })).toMatchObject({ state: ReportState.SUCCESS });
    expect(await run(runner(), 999_999)).toEqual({ kind: 'skipped', reason: 'missing' });
  });

  it('deletes log rows older than the retention after a run', async () => {
    const id = await createSchedule({ log_retention: 7 });
    const db = harness.store.db;
    const old = (days: number) => new Date(clock.getTime() - days * 86_400_000).toISOString();
    for (const days of [30, 8, 6]) {
      await db.insertInto('report_execution_log').values({ report_schedule_id: id, scheduled_dttm: old(days), start_dttm: old(days), end_dttm: old(days), state: 'Success' }).execute();
    }
    await run(runner(), id);
    expect((await logs(id)).map((l) => l.end_dttm)).toEqual([old(6), clock.toISOString()]);
  });
});
