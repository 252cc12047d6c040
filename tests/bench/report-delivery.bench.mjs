// From a report being due to its email accepted by SMTP, for the Births dashboard as PNG: the
// scheduler's tick at the due minute → the in-process queue → the run (executor session, warm
// Chromium, the dashboard in report mode until its "all charts finished" signal, screenshot) →
// nodemailer → a real SMTP server (smtp-server) in this process. Beside it, the same screenshot
// taken directly with playwright-core on an already-open, logged-in page (navigate, wait for the
// signal, picture the grid): the ratio says what the report pipeline adds.
// Target: median ≤ 3 s. BENCH_VERBOSE=1 prints every run; BENCH_WEB_ROOT skips the web build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

register(new URL('../../scripts/plugin-modules-hook.mjs', import.meta.url));

const RUNS = 7;
const TARGET_MS = 3000;
const here = import.meta.url;
const load = (p) => tsImport(p, here);
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil(q * xs.length) - 1))];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export async function run() {
  const webRoot = process.env.BENCH_WEB_ROOT ? path.resolve(process.env.BENCH_WEB_ROOT) : path.resolve('dist/web');
  if (!process.env.BENCH_WEB_ROOT) execFileSync(process.execPath, ['esbuild.config.mjs', '--web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const [{ loadConfig }, { createStore }, { SecurityManager }, { prepareStore, installExamples }, { installExampleDashboard }, { buildApp }, { createServerKernel }, { SERVER_PLUGINS }, { startSmtpSink }, { CHROMIUM_ARGS }] = await Promise.all([
    load('../../app/server/config/load-config.ts'),
    load('../../app/server/store/create-store.ts'),
    load('../../app/server/security/security-manager.ts'),
    load('../../app/server/bootstrap/initialize.ts'),
    load('../../app/server/bootstrap/example-dashboard.ts'),
    load('../../app/server/build-app.ts'),
    load('../../app/server/kernel/create-server-kernel.ts'),
    load('../../app/server/kernel/server-plugins.ts'),
    load('../api/smtp-sink.ts'),
    load('../../app/server/reports/render/chromium-pool.ts'),
  ]);
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-report-'));
  const port = 21000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const sink = await startSmtpSink();
  const env = { TESSERA_HOME: home, LOG_LEVEL: 'silent', PORT: String(port), SMTP_HOST: sink.host, SMTP_PORT: String(sink.port), SMTP_STARTTLS: 'false', SMTP_SSL: 'false' };
  const config = loadConfig({ env, cwd: home, overrides: { loadExamples: false, webRoot } });
  const store = await createStore({ home });
  const security = new SecurityManager(store.db);
  await prepareStore(store, security, { info: () => undefined });
  await security.createUser({ username: 'bench', password: 'bench-password', roles: ['Admin'] });
  await installExamples(store, config, { info: () => undefined });
  const dashboardId = await installExampleDashboard(store.db, security);
  const kernel = createServerKernel(config, SERVER_PLUGINS, { warn: () => undefined });
  const app = await buildApp({ config, store, security, kernel, logger: false });
  let browser;
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const login = await app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'bench', password: 'bench-password' } });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/report/',
      headers,
      payload: {
        type: 'Report', name: 'Births every minute', crontab: '* * * * *', timezone: 'UTC', creation_method: 'dashboards', dashboard: dashboardId,
        report_format: 'PNG', active: true, recipients: [{ type: 'Email', recipient_config_json: { target: 'bench@example.com' } }],
      },
    });
    if (created.statusCode !== 201) throw new Error(`the report could not be created: ${created.statusCode} ${created.body}`);
    app.reports.start({ timer: false });

    // Due at successive minutes, so each tick is a new execution (one per report and due time).
    const firstMinute = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    const deliver = async (i) => {
      sink.clear();
      const started = performance.now();
      const queued = await app.reports.tick(new Date(firstMinute + i * 60_000));
      if (queued.length !== 1) throw new Error(`expected one due report, got ${queued.length}`);
      const mail = await sink.waitForMail(() => true, 60_000).catch(async (error) => {
        // Say why: the execution log keeps the run's error.
        const log = await store.db.selectFrom('report_execution_log').select(['state', 'error_message']).orderBy('id', 'desc').executeTakeFirst();
        throw new Error(`${error.message}; last execution: ${log ? `${log.state} ${log.error_message ?? ''}` : 'none'}`);
      });
      const elapsed = performance.now() - started;
      // The run writes its Success after the mail is accepted; the next due time waits for that.
      await app.reports.settled();
      const png = mail.mail.attachments.find((part) => part.contentType === 'image/png');
      if (!png || png.size < 10_000) throw new Error('the mail carries no dashboard picture');
      return elapsed;
    };
    await deliver(0); // Chromium's first launch and the first page load are not what is measured.
    const report = [];
    for (let i = 1; i <= RUNS; i++) report.push(await deliver(i));

    // The same picture straight from playwright-core, on a page already open and logged in.
    browser = await chromium.launch({ executablePath: config.reports.chromiumPath, args: [...CHROMIUM_ARGS] });
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1200 } })).newPage();
    await page.goto(`${base}/login/`);
    await page.getByRole('textbox', { name: 'Username' }).fill('bench');
    await page.getByRole('textbox', { name: 'Password' }).fill('bench-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    const url = `${base}/superset/dashboard/${dashboardId}/?standalone=3`;
    const direct = [];
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.dataset.reportReady === 'true');
      await page.locator('.dashboard-content').screenshot({ type: 'png' });
      if (i > 0) direct.push(performance.now() - started);
    }
    if (process.env.BENCH_VERBOSE) console.log(`  report: ${report.map(seconds).join(', ')}; direct: ${direct.map(seconds).join(', ')}`);
    const reportMedian = quantile(report, 0.5);
    const directMedian = quantile(direct, 0.5);
    return [
      { name: 'report due → mail accepted (Births PNG)', median: seconds(reportMedian), p95: seconds(quantile(report, 0.95)), target: `≤ ${seconds(TARGET_MS)}`, ok: reportMedian <= TARGET_MS },
      { name: `  direct playwright screenshot (ratio ${(reportMedian / directMedian).toFixed(2)}×)`, median: seconds(directMedian), p95: seconds(quantile(direct, 0.95)), target: '-', ok: true },
    ];
  } finally {
    await browser?.close();
    await app.close();
    await store.close();
    await sink.close();
    rmSync(home, { recursive: true, force: true });
  }
}
