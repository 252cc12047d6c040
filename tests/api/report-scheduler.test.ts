import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportSettingsFixture } from '../../app/server/reports/deliver/report-fixture.js';
import { RUN_MESSAGES } from '../../app/server/reports/run/alert-messages.js';
import { createReportRuntime, type ReportRuntime } from '../../app/server/reports/report-runtime.js';
import { SessionRegistry } from '../../app/server/security/session-registry.js';
import { setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

// The scheduler over the real app: its store, the API that creates schedules, the engine that
// runs alert SQL, the renderer (CSV of a chart through chart data) and SMTP delivery to a real
// in-process SMTP server; BullMQ over the local Redis.
let fx: DashboardApp;
let sink: SmtpSink;
let chartId: number;
let databaseId: number;
const recipients = (to: string) => [{ type: 'Email', recipient_config_json: { target: to } }];

async function createReport(body: Record<string, unknown>): Promise<number> {
  const response = await fx.call('admin', 'POST', '/api/v1/report/', {
    type: 'Report',
    crontab: '* * * * *',
    timezone: 'UTC',
    chart: chartId,
    report_format: 'CSV',
    creation_method: 'alerts_reports',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const createAlert = (name: string, sql: string, extra: Record<string, unknown> = {}) =>
  createReport({ type: 'Alert', name, database: databaseId, sql, validator_type: 'operator', validator_config_json: { op: '>', threshold: 10 }, recipients: recipients(`${name.toLowerCase().replace(/\W+/g, '-')}@example.com`), ...extra });

/** The execution log as the API answers it, oldest first. */
async function logOf(id: number): Promise<Array<{ state: string; error_message: string | null; value: number | null; scheduled_dttm: string }>> {
  const response = await fx.call('admin', 'GET', `/api/v1/report/${id}/log/?q=${fx.q({ order_column: 'start_dttm', order_direction: 'asc', page_size: 100 })}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

async function rowsOf(id: number) {
  return fx.t.store.db.selectFrom('report_execution_log').selectAll().where('report_schedule_id', '=', id).orderBy('id').execute();
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A minute in the future of every other test's, so due times never collide across tests. */
let minute = Date.parse('2030-01-01T00:00:00Z');
const nextMinute = () => new Date((minute += 60_000) + 250);

beforeAll(async () => {
  sink = await startSmtpSink();
  fx = await setUpDashboardApp('sqlite', {
    reports: reportSettingsFixture({ smtpHost: sink.host, smtpPort: sink.port, smtpMailFrom: 'reports@tessera.test', notificationMaxTries: 1, workingTimeoutLagSeconds: 0 }),
  });
  chartId = await fx.createChart('admin', { slice_name: 'Event count' });
  databaseId = (await fx.t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'dashboard fixture').executeTakeFirstOrThrow()).id;
  fx.t.app.reports.start({ timer: false });
});

afterAll(async () => {
  await fx?.close();
  await sink?.close();
});

describe('the report scheduler in the app', () => {
  // Each test's schedules stop once it ends, so later ticks only run the next test's.
  afterEach(async () => void (await fx.t.store.db.updateTable('report_schedule').set({ active: false }).execute()));

  it('runs a due schedule once per due time and mails its content', async () => {
    const id = await createReport({ name: 'Every minute CSV', recipients: recipients('ops@example.com') });
    const notDue = await createReport({ name: 'Nine o’clock', crontab: '0 9 * * *', recipients: recipients('nine@example.com') });
    const at = nextMinute();
    const jobs = await fx.t.app.reports.tick(at);
    expect(jobs.map((j) => j.reportId)).toContain(id);
    expect(jobs.map((j) => j.reportId)).not.toContain(notDue);
    // The same minute again (a second tick, a late timer) queues nothing new.
    expect(await fx.t.app.reports.tick(new Date(at.getTime() + 20_000))).toEqual([]);
    await fx.t.app.reports.settled();

    const log = await logOf(id);
    expect(log.map((l) => [l.state, l.error_message])).toEqual([['Success', null]]);
    expect(log[0]!.scheduled_dttm).toBe(new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString());
    const mail = await sink.waitForMail((m) => m.rcptTo.includes('ops@example.com'), 10_000);
    expect(mail.mail.subject).toContain('Every minute CSV');
    expect(mail.mail.attachments.map((a) => a.contentType)).toContain('text/csv');
    expect(sink.mails.filter((m) => m.rcptTo.includes('ops@example.com'))).toHaveLength(1);
    expect(await logOf(notDue)).toEqual([]);
    const schedule = await fx.t.store.db.selectFrom('report_schedule').select(['last_state', 'last_eval_dttm']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(schedule.last_state).toBe('Success');
    expect(schedule.last_eval_dttm).not.toBeNull();
    await fx.call('admin', 'PUT', `/api/v1/report/${id}`, { active: false });
  });

  it('alerts: Success above the threshold, Not triggered below it, On Grace when it fires again within the grace period', async () => {
    const id = await createAlert('Forty two', 'SELECT 42 AS value', { grace_period: 3600 });
    const reports = fx.t.app.reports;
    await reports.tick(nextMinute());
    await reports.settled();
    const mail = await sink.waitForMail((m) => m.rcptTo.includes('forty-two@example.com'), 10_000);
    expect(mail.mail.subject).toContain('Forty two');

    expect((await fx.call('admin', 'PUT', `/api/v1/report/${id}`, { validator_config_json: { op: '>', threshold: 100 } })).statusCode).toBe(200);
    await reports.tick(nextMinute());
    await reports.settled();
    expect((await fx.call('admin', 'PUT', `/api/v1/report/${id}`, { validator_config_json: { op: '>=', threshold: 42 } })).statusCode).toBe(200);
    await reports.tick(nextMinute());
    await reports.settled();

    expect((await logOf(id)).map((l) => [l.state, l.value])).toEqual([
      ['Success', 42],
      ['Not triggered', 42],
      ['On Grace', 42],
    ]);
    expect(sink.mails.filter((m) => m.rcptTo.includes('forty-two@example.com'))).toHaveLength(1);
    const schedule = await fx.t.store.db.selectFrom('report_schedule').select(['last_state', 'last_value', 'last_value_row_json']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(schedule).toEqual({ last_state: 'On Grace', last_value: 42, last_value_row_json: '{"value":42}' });
    await fx.call('admin', 'PUT', `/api/v1/report/${id}`, { active: false });
  });

  it('alerts: errors in the query, its result or the executor’s access end as Error with a clear message', async () => {
    const reports = fx.t.app.reports;
    const missing = await createAlert('Missing table', 'SELECT count(*) FROM no_such_table');
    const twoRows = await createAlert('Two rows', 'SELECT 1 AS v UNION ALL SELECT 2');
    const text = await createAlert('Text value', "SELECT 'many' AS v");
    const fileRead = await createAlert('Reads a file', "SELECT count(*) FROM read_csv('/etc/passwd')");
    // The API refuses writing SQL; one stored before that rule (or written to the store directly) still never runs.
    const write = await createAlert('Writes', 'SELECT 1');
    await fx.t.store.db.updateTable('report_schedule').set({ sql: 'DROP TABLE events' }).where('id', '=', write).execute();
    const gammaAlert = await createAlert('Run as gamma', 'SELECT 42 AS value');
    await fx.t.store.db.updateTable('report_schedule').set({ created_by_fk: fx.userIds.gamma }).where('id', '=', gammaAlert).execute();
    await fx.t.store.db.deleteFrom('report_schedule_user').where('report_schedule_id', '=', gammaAlert).execute();
    await fx.t.store.db.insertInto('report_schedule_user').values({ report_schedule_id: gammaAlert, user_id: fx.userIds.gamma }).execute();

    for (const id of [missing, twoRows, text, fileRead, write, gammaAlert]) expect((await reports.runNow(id)).kind).toBe('ran');
    const errorOf = async (id: number) => {
      const [entry, ...rest] = await logOf(id);
      expect(rest).toEqual([]);
      expect(entry!.state).toBe('Error');
      return entry!.error_message ?? '';
    };
    expect(await errorOf(missing)).toMatch(/^Alert found an error while executing a query: .*no_such_table/);
    expect(await errorOf(twoRows)).toBe(RUN_MESSAGES.multipleRows);
    expect(await errorOf(text)).toBe(RUN_MESSAGES.nonNumber);
    expect(await errorOf(fileRead)).toMatch(/^Alert found an error while executing a query: /);
    expect(await errorOf(write)).toMatch(/DDL\/DML/);
    expect(await errorOf(gammaAlert)).toBe('gamma cannot run SQL on database dashboard fixture: it needs access to the whole database.');
    expect(sink.mails.filter((m) => m.rcptTo.some((r) => /missing|two-rows|text|reads|writes|gamma/.test(r)))).toHaveLength(0);
    // The file was never read: the table events still exists and nothing was dropped.
    expect(await reports.runNow(await createAlert('Still there', 'SELECT count(*) + 100 FROM events'))).toMatchObject({ kind: 'ran', state: 'Success' });
  });

  it('aborts a run past its working timeout and cancels its query', async () => {
    const id = await createAlert('Slow query', 'SELECT sum(hash(i)) FROM range(20000000000) t(i)', { working_timeout: 1 });
    const started = Date.now();
    const result = await fx.t.app.reports.runNow(id);
    expect(result).toMatchObject({ kind: 'ran', state: 'Error', errorMessage: RUN_MESSAGES.workingTimeout });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await logOf(id)).map((l) => [l.state, l.error_message])).toEqual([['Error', RUN_MESSAGES.workingTimeout]]);
  });

  it('deletes execution logs older than the schedule’s retention after a run', async () => {
    const id = await createAlert('Retention', 'SELECT 1 AS value', { log_retention: 30 });
    const now = Date.now();
    const ended = [45, 31, 10].map((days) => new Date(now - days * 86_400_000).toISOString());
    for (const at of ended) {
      await fx.t.store.db.insertInto('report_execution_log').values({ report_schedule_id: id, scheduled_dttm: at, start_dttm: at, end_dttm: at, state: 'Not triggered' }).execute();
    }
    await fx.t.app.reports.runNow(id);
    const rows = await rowsOf(id);
    expect(rows.map((r) => r.end_dttm).slice(0, 1)).toEqual([ended[2]]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.state).toBe('Not triggered');
  });
});

describe('with Redis: BullMQ runs each due time exactly once across processes', () => {
  const runtimes: ReportRuntime[] = [];
  afterAll(async () => Promise.all(runtimes.map((r) => r.close())));

  it('two schedulers and two workers on one Redis and one store run a due minute once', async () => {
    const prefix = `tessera-test-${randomBytes(6).toString('hex')}`;
    const config = { ...fx.t.config, redisUrl: 'redis://127.0.0.1:6379' };
    for (let i = 0; i < 2; i++) {
      const runtime = createReportRuntime({
        config,
        store: fx.t.store,
        engine: fx.t.app.engine,
        security: fx.t.security,
        sessions: new SessionRegistry(fx.t.store.db),
        sqlLabHooks: fx.t.app.kernel.hooks.sqlLab,
        queuePrefix: prefix,
      });
      runtimes.push(runtime);
      runtime.start({ timer: false });
    }
    const id = await createReport({ name: 'Shared queue', recipients: recipients('shared@example.com') });
    const at = nextMinute();
    const [first, second] = await Promise.all(runtimes.map((r) => r.tick(at)));
    expect(first!.map((j) => j.id)).toContain(second!.find((j) => j.reportId === id)!.id);

    const rows = await waitFor(() => rowsOf(id), (r) => r.length > 0 && r.every((row) => row.state !== 'Working'));
    expect(rows.map((r) => r.state)).toEqual(['Success']);
    await sink.waitForMail((m) => m.rcptTo.includes('shared@example.com'), 10_000);
    // A process whose timer fires late, after the run ended, still finds the job id taken.
    const late = createReportRuntime({ config, store: fx.t.store, engine: fx.t.app.engine, security: fx.t.security, sessions: new SessionRegistry(fx.t.store.db), sqlLabHooks: fx.t.app.kernel.hooks.sqlLab, queuePrefix: prefix });
    runtimes.push(late);
    late.start({ timer: false });
    await late.tick(new Date(at.getTime() + 30_000));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.all(runtimes.map((r) => r.settled()));
    expect((await rowsOf(id)).map((r) => r.state)).toEqual(['Success']);
    expect(sink.mails.filter((m) => m.rcptTo.includes('shared@example.com'))).toHaveLength(1);
    await fx.call('admin', 'PUT', `/api/v1/report/${id}`, { active: false });
  });
});
