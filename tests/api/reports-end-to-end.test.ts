import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installExampleDashboard } from '../../app/server/bootstrap/example-dashboard.js';
import { setUpDataAccessApp, type DataAccessApp } from './data-access-fixture.js';
import { decodePng, inkOf } from './png-pixels.js';
import { addressesOf, startSmtpSink, type SinkMail, type SmtpSink } from './smtp-sink.js';
import { grantPermission } from './fixtures.js';

// The "Done when": real scheduler ticks, the real Chromium renderer over the built web
// app served on a real port, delivery to a real SMTP server, and the execution log read back
// through the API.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_ROOT = path.join(ROOT, 'dist/web');
const SCREENS = path.join(ROOT, 'test-results/screens');
const MINUTE_MS = 60_000;

/** The renderer screenshots the built web app: build it once if this checkout has no build. */
function ensureWebBuild(): void {
  if (existsSync(path.join(WEB_ROOT, 'manifest.json'))) return;
  const build = spawnSync(process.execPath, ['esbuild.config.mjs', '--web'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
}

/** A free TCP port of 127.0.0.1: the config's port is where Chromium reaches the app. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface LogRow {
  state: string;
  error_message: string | null;
  scheduled_dttm: string;
  value: number | null;
}

let d: DataAccessApp;
let sink: SmtpSink;
let dashboardId: number;
let charts: Record<string, number>;
let examplesId: number;
/** Reports still active: deactivated after each scenario so later ticks do not run them too. */
const active = new Set<number>();
/** Each scenario ticks its own minute: a due time runs once (job id per report and minute). */
let nextMinute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

const api = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => d.call(user, method, url, payload);

async function createReport(user: string, body: Record<string, unknown>): Promise<number> {
  const response = await api(user, 'POST', '/api/v1/report/', {
    crontab: '* * * * *',
    timezone: 'UTC',
    active: true,
    working_timeout: 240,
    recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com', ccTarget: 'boss@example.com' } }],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  active.add(id);
  return id;
}

async function deactivate(id: number): Promise<void> {
  active.delete(id);
  const response = await api('admin', 'PUT', `/api/v1/report/${id}`, { active: false });
  expect(response.statusCode, response.body).toBe(200);
}

async function logsOf(id: number): Promise<LogRow[]> {
  const response = await api('admin', 'GET', `/api/v1/report/${id}/log/?q=(order_column:start_dttm,order_direction:desc)`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as LogRow[];
}

/** Ticks the scheduler for the next minute and waits until the report's run of that minute ended. */
async function tickAndWait(id: number, timeoutMs = 120_000): Promise<LogRow> {
  nextMinute += MINUTE_MS;
  const at = new Date(nextMinute);
  const jobs = await d.t.app.reports.tick(at);
  expect(jobs.map((job) => job.reportId)).toContain(id);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The minute the run was due at, whatever the stored text's zone suffix.
    const row = (await logsOf(id)).find((log) => log.scheduled_dttm.slice(0, 16) === at.toISOString().slice(0, 16));
    if (row && row.state !== 'Working') return row;
    if (Date.now() > deadline) throw new Error(`report ${id}: no finished run for ${at.toISOString()} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const bySubject = (subject: string) => (received: SinkMail) => received.mail.subject === subject;

/** Lines of a CSV file as cells (the example data has no quoted commas). */
function csvRows(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(','));
}

beforeAll(async () => {
  ensureWebBuild();
  sink = await startSmtpSink();
  const port = await freePort();
  d = await setUpDataAccessApp(
    { port, webRoot: WEB_ROOT },
    {
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      SMTP_MAIL_FROM: 'reports@tessera.test',
      EMAIL_REPORTS_SUBJECT_PREFIX: '[Tessera] ',
      REPORT_NOTIFICATION_RETRY_DELAY_MS: '50',
      WEBDRIVER_BASEURL_USER_FRIENDLY: 'https://tessera.example.com/',
    },
  );
  dashboardId = (await installExampleDashboard(d.t.store.db, d.t.security))!;
  const rows = await d.t.store.db.selectFrom('slices').select(['id', 'slice_name']).execute();
  charts = Object.fromEntries(rows.map((row) => [row.slice_name ?? '', row.id]));
  examplesId = d.examplesId;
  await d.t.app.listen({ port, host: '127.0.0.1' });
  d.t.app.reports.start({ timer: false });
  mkdirSync(SCREENS, { recursive: true });
}, 300_000);

afterEach(async () => {
  for (const id of [...active]) await deactivate(id);
});

afterAll(async () => {
  await d?.close();
  await sink?.close();
});

describe('reports, end to end', () => {
  it('mails a dashboard scheduled every minute as a PNG whose pixels are drawn, then as a PDF whose pages render', async () => {
    const id = await createReport('admin', {
      type: 'Report',
      name: 'Births every minute',
      description: 'The Births dashboard, as scheduled.',
      creation_method: 'dashboards',
      dashboard: dashboardId,
      report_format: 'PNG',
    });

    const png = await tickAndWait(id);
    expect(png).toMatchObject({ state: 'Success', error_message: null });
    const first = await sink.waitForMail(bySubject('[Tessera] Births every minute: Births'), 10_000);
    expect(first.from).toBe('reports@tessera.test');
    expect(addressesOf(first.mail.to)).toEqual(['team@example.com']);
    expect(addressesOf(first.mail.cc)).toEqual(['boss@example.com']);
    const html = String(first.mail.html);
    expect(html).toContain('The Births dashboard, as scheduled.');
    expect(html).toContain(`href="https://tessera.example.com/superset/dashboard/${dashboardId}/"`);
    const cid = /src="cid:([^"]+)"/.exec(html)?.[1];
    const image = first.mail.attachments.find((a) => a.cid === cid);
    expect(image?.contentType).toBe('image/png');
    writeFileSync(path.join(SCREENS, 'report-e2e-dashboard.png'), image!.content);
    const picture = decodePng(image!.content);
    expect(picture.width).toBeGreaterThan(600);
    expect(picture.height).toBeGreaterThan(300);
    const ink = inkOf(picture);
    // A dashboard with four drawn charts: many colours, and a good share of the page inked.
    expect(ink.colours).toBeGreaterThan(200);
    expect(ink.inkShare).toBeGreaterThan(0.05);

    const edit = await api('admin', 'PUT', `/api/v1/report/${id}`, { report_format: 'PDF' });
    expect(edit.statusCode, edit.body).toBe(200);
    const pdfRun = await tickAndWait(id);
    expect(pdfRun).toMatchObject({ state: 'Success', error_message: null });
    const second = await sink.waitForMail((m) => m !== first && bySubject('[Tessera] Births every minute: Births')(m), 10_000);
    const pdf = second.mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/\.pdf$/);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));
    try {
      writeFileSync(path.join(dir, 'report.pdf'), pdf!.content);
      execFileSync('pdftoppm', ['-png', '-r', '60', path.join(dir, 'report.pdf'), path.join(dir, 'page')]);
      const pages = readdirSync(dir).filter((file) => /^page-\d+\.png$/.test(file)).sort();
      expect(pages.length).toBeGreaterThanOrEqual(1);
      writeFileSync(path.join(SCREENS, 'report-e2e-dashboard-pdf-page1.png'), readFileSync(path.join(dir, pages[0]!)));
      for (const file of pages) {
        const pageInk = inkOf(decodePng(readFileSync(path.join(dir, file))));
        expect(pageInk.colours, file).toBeGreaterThan(50);
        expect(pageInk.inkShare, file).toBeGreaterThan(0.03);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("mails a CSV report carrying the chart's rows", async () => {
    const id = await createReport('admin', { type: 'Report', name: 'States as CSV', creation_method: 'charts', chart: charts['Births by state (top 10)'], report_format: 'CSV' });
    expect(await tickAndWait(id)).toMatchObject({ state: 'Success' });
    const { mail } = await sink.waitForMail(bySubject('[Tessera] States as CSV: Births by state (top 10)'), 10_000);
    const csv = mail.attachments.find((a) => a.contentType === 'text/csv');
    expect(csv?.filename).toMatch(/\.csv$/);
    const [header, ...rows] = csvRows(csv!.content.toString('utf8'));
    expect(header).toEqual(['state', 'sum__num']);

    // The same numbers straight from the database, through SQL Lab.
    const expected = await api('admin', 'POST', '/api/v1/sqllab/execute/', {
      database_id: examplesId,
      runAsync: false,
      sql: 'SELECT state, SUM(num) AS sum__num FROM birth_names GROUP BY state ORDER BY sum__num DESC LIMIT 10',
    });
    expect(expected.statusCode, expected.body).toBe(200);
    const truth = (expected.json().data as { state: string; sum__num: number }[]).map((row) => [row.state, Number(row.sum__num)]);
    expect(rows.map(([state, births]) => [state, Number(births)])).toEqual(truth);
  });

  it("sends an alert whose SQL crosses the threshold, logs 'On Grace' when it fires again within the grace period, and 'Not triggered' below", async () => {
    const alertBody = {
      type: 'Alert',
      creation_method: 'alerts_reports',
      database: examplesId,
      chart: charts['Most common names'],
      report_format: 'CSV',
      validator_type: 'operator',
      grace_period: 3600,
    };
    const fires = await createReport('admin', {
      ...alertBody,
      name: 'Many births',
      sql: 'SELECT SUM(num) FROM birth_names',
      validator_config_json: { op: '>', threshold: 1000 },
    });
    const sent = await tickAndWait(fires);
    expect(sent).toMatchObject({ state: 'Success', error_message: null });
    expect(sent.value).toBeGreaterThan(1000);
    const { mail } = await sink.waitForMail(bySubject('[Tessera] Many births: Most common names'), 10_000);
    expect(String(mail.html)).toContain(`Alert value: ${sent.value} (condition: &gt; 1000)`);
    expect(mail.attachments.some((a) => a.contentType === 'text/csv')).toBe(true);

    const mailsBefore = sink.mails.length;
    expect(await tickAndWait(fires)).toMatchObject({ state: 'On Grace' });
    await deactivate(fires);

    const quiet = await createReport('admin', {
      ...alertBody,
      name: 'Births of nobody',
      sql: "SELECT COUNT(*) FROM birth_names WHERE name = 'Nobody at all'",
      validator_config_json: { op: '>', threshold: 10 },
    });
    expect(await tickAndWait(quiet)).toMatchObject({ state: 'Not triggered', value: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.length).toBe(mailsBefore);
  });

  it('fails a report on a chart its owner can no longer read, with a clear log', async () => {
    await d.grantDataset('births_reader', 'birth_names');
    // Reports are Alpha's, as in Superset; Alpha reads every dataset, so this analyst is a Gamma given reports.
    for (const permission of ['can_read', 'can_write']) await grantPermission(d.t, 'Gamma', permission, 'ReportSchedule');
    await d.addUser('analyst', ['Gamma', 'births_reader']);
    const id = await createReport('analyst', {
      type: 'Report',
      name: 'Names for the analyst',
      creation_method: 'charts',
      chart: charts['Most common names'],
      report_format: 'CSV',
      owners: [d.userIds['analyst']],
    });
    // The analyst loses the dataset.
    await d.t.store.db.deleteFrom('ab_permission_view_role').where('role_id', '=', d.roleIds['births_reader']!).execute();
    d.t.security.clearCache();

    const mailsBefore = sink.mails.length;
    const failed = await tickAndWait(id);
    expect(failed.state).toBe('Error');
    expect(failed.error_message).toMatch(/^analyst cannot read chart "Most common names"/);
    const logs = await logsOf(id);
    expect(logs[0]).toMatchObject({ state: 'Error', error_message: failed.error_message });
    expect(sink.mails.length).toBe(mailsBefore);
  });
});
