import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExampleDashboard } from '../../app/server/bootstrap/example-dashboard.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { ReportFormat, ReportRunError, type ReportContent, type ReportRenderer, type ReportToRun } from '../../app/server/reports/report-model.js';
import { createReportRenderer } from '../../app/server/reports/render/index.js';
import { BROWSER_SESSION_RESOURCE } from '../../app/server/security/session-registry.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';
import { decodePng, inkOf as pictureInk } from './png-pixels.js';

/** The built web app the pages come from: `REPORT_TEST_WEB_ROOT`, else dist/web (built here when missing). */
function builtWebRoot(): string {
  const given = process.env['REPORT_TEST_WEB_ROOT'];
  if (given) return path.resolve(given);
  const root = path.resolve('dist/web');
  if (!existsSync(path.join(root, 'manifest.json'))) execFileSync(process.execPath, ['esbuild.config.mjs', '--web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return root;
}

/** Where the pictures are kept to be looked at. */
const SCREENS = path.resolve('test-results/screens/report-render');

let t: TestApp;
let renderer: ReportRenderer;
let rendererConfig: Parameters<typeof createReportRenderer>[0]['config'];
let adminId: number;
let gammaId: number;
let dashboardId: number;
const charts = new Map<string, number>();

function report(fields: Partial<ReportToRun>): ReportToRun {
  return {
    id: 1, type: 'Report', name: 'Weekly births', description: 'Births, as every week', active: true, crontab: '0 9 * * 1', timezone: 'UTC',
    creation_method: 'alerts_reports', chart_id: null, dashboard_id: null, saved_query_id: null, database_id: null, sql: null,
    validator_type: null, validator_config_json: {}, report_format: ReportFormat.PNG, force_screenshot: false, custom_width: null,
    extra_json: {}, grace_period: 14400, working_timeout: 120, log_retention: 90, last_state: 'Not triggered', last_eval_dttm: null,
    created_by_fk: adminId, owners: [adminId], recipients: [], ...fields,
  };
}

const asAdmin = (fields: Partial<ReportToRun>) => renderer.render(report(fields), { userId: adminId, username: 'admin' }, AbortSignal.timeout(120_000));

/** Size, share of drawn pixels (unlike the background) and distinct colours of a PNG. */
function inkOf(png: Uint8Array): { width: number; height: number; ink: number; colours: number } {
  const image = decodePng(png);
  const { inkShare, colours } = pictureInk(image);
  return { width: image.width, height: image.height, ink: inkShare, colours };
}

function keep(name: string, data: Buffer): string {
  mkdirSync(SCREENS, { recursive: true });
  const file = path.join(SCREENS, name);
  writeFileSync(file, data);
  return file;
}

beforeAll(async () => {
  const webRoot = builtWebRoot();
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], config: { webRoot } });
  await installExamples(t.store, t.config, { info: () => undefined });
  dashboardId = (await installExampleDashboard(t.store.db, t.security))!;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  // The renderer's base URL must reach this server: the configured port, as WEBDRIVER_BASEURL would be unset.
  const config = { ...t.config, port, reports: { ...t.config.reports, webdriverBaseUrl: null, webdriverBaseUrlUserFriendly: 'https://bi.example.com/' } };
  rendererConfig = config;
  renderer = createReportRenderer({ config, db: t.store.db, engine: t.app.engine, security: t.security, sessions: t.app.sessions, sqlLabHooks: t.app.kernel.hooks.sqlLab });
  const users = await t.store.db.selectFrom('ab_user').select(['id', 'username']).execute();
  adminId = users.find((user) => user.username === USERS.admin.username)!.id;
  gammaId = users.find((user) => user.username === USERS.gamma.username)!.id;
  for (const chart of await t.store.db.selectFrom('slices').select(['id', 'slice_name']).execute()) charts.set(chart.slice_name!, chart.id);
}, 240_000);

afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('PNG and PDF in Chromium, as the executor', () => {
  it('pictures a chart in explore\'s report mode: a 1000 × 600 PNG with a drawn chart, linked for the mail', async () => {
    const chartId = charts.get('Births by state (top 10)')!;
    const content = await asAdmin({ chart_id: chartId });
    expect(content.title).toBe('Births by state (top 10)');
    expect(content.url).toBe(`https://bi.example.com/explore/?slice_id=${chartId}`);
    expect(content.description).toBe('Births, as every week');
    expect(content.images).toHaveLength(1);
    keep('chart.png', content.images[0]!.data);
    const picture = inkOf(content.images[0]!.data);
    expect(picture.width).toBe(1000);
    expect(picture.height).toBe(600);
    expect(picture.ink).toBeGreaterThan(0.05);
    expect(picture.colours).toBeGreaterThan(20);
  }, 120_000);

  it('pictures the Births dashboard at its full height, every chart drawn, and ends the executor\'s session', async () => {
    const sessions = () => t.store.db.selectFrom('key_value').select('uuid').where('resource', '=', BROWSER_SESSION_RESOURCE).where('created_by_fk', '=', adminId).execute();
    const before = (await sessions()).length;
    const content = await asAdmin({ dashboard_id: dashboardId, custom_width: 1400 });
    expect(content.title).toBe('Births');
    expect(content.url).toBe(`https://bi.example.com/superset/dashboard/${dashboardId}/`);
    keep('dashboard.png', content.images[0]!.data);
    const picture = inkOf(content.images[0]!.data);
    expect(picture.width).toBe(1400);
    expect(picture.height).toBeGreaterThan(500);
    expect(picture.ink).toBeGreaterThan(0.05);
    expect(picture.colours).toBeGreaterThan(50);
    expect((await sessions()).length).toBe(before);
  }, 120_000);

  it('prints the dashboard as a one-page PDF that pdftoppm renders with ink', async () => {
    const content = await asAdmin({ dashboard_id: dashboardId, report_format: ReportFormat.PDF });
    expect(content.images).toEqual([]);
    const pdf = content.attachments[0]!;
    expect(pdf).toMatchObject({ filename: 'Births.pdf', contentType: 'application/pdf' });
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    const file = keep('dashboard.pdf', pdf.data);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));
    try {
      execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(dir, 'page')]);
      const pages = readdirSync(dir).filter((name) => name.endsWith('.png'));
      expect(pages).toHaveLength(1);
      const page = readFileSync(path.join(dir, pages[0]!));
      keep('dashboard-pdf-page.png', page);
      const picture = inkOf(page);
      expect(picture.ink).toBeGreaterThan(0.05);
      expect(picture.colours).toBeGreaterThan(20);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('pictures one tab of a dashboard named by the anchor, and the first tab for the whole dashboard', async () => {
    const token = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
    const tabs = { big: charts.get('Total births')!, table: charts.get('Most common names')! };
    const layout: Record<string, unknown> = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['TABS-r'], parents: ['ROOT_ID'] },
      'TABS-r': { type: 'TABS', id: 'TABS-r', children: ['TAB-big', 'TAB-table'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
    };
    for (const [name, chartId] of Object.entries(tabs)) {
      const parents = ['ROOT_ID', 'GRID_ID', 'TABS-r', `TAB-${name}`];
      layout[`TAB-${name}`] = { type: 'TAB', id: `TAB-${name}`, children: [`ROW-${name}`], parents: parents.slice(0, 3), meta: { text: name } };
      layout[`ROW-${name}`] = { type: 'ROW', id: `ROW-${name}`, children: [`CHART-${name}`], parents, meta: { background: 'BACKGROUND_TRANSPARENT' } };
      layout[`CHART-${name}`] = { type: 'CHART', id: `CHART-${name}`, children: [], parents: [...parents, `ROW-${name}`], meta: { chartId, width: 6, height: 50 } };
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: { authorization: `Bearer ${token}` },
      payload: { dashboard_title: 'Two tabs', published: true, position_json: JSON.stringify(layout) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const tab = await asAdmin({ dashboard_id: id, extra_json: { dashboard: { anchor: 'TAB-table' } } });
    expect(tab.url).toBe(`https://bi.example.com/superset/dashboard/${id}/#TAB-table`);
    const whole = await asAdmin({ dashboard_id: id });
    keep('tab-table.png', tab.images[0]!.data);
    keep('tab-first.png', whole.images[0]!.data);
    const [tabPicture, wholePicture] = [inkOf(tab.images[0]!.data), inkOf(whole.images[0]!.data)];
    // The table of names draws far more distinct shades (bars, text) than a big number does.
    expect(tabPicture.colours).toBeGreaterThan(wholePicture.colours * 1.5);
    expect(tab.images[0]!.data.equals(whole.images[0]!.data)).toBe(false);
  }, 120_000);

  it('prints a chart as PDF', async () => {
    const content = await asAdmin({ chart_id: charts.get('Births by gender over the years')!, report_format: ReportFormat.PDF });
    expect(content.attachments[0]!.filename).toBe('Births_by_gender_over_the_years.pdf');
    expect(content.attachments[0]!.data.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);
});

describe('CSV, XLSX and TEXT from the chart-data service', () => {
  const chartName = 'Most common names';

  /** The table chart's rows computed independently, through SQL Lab: name and births, most births first. */
  async function expectedRows(): Promise<string[]> {
    const token = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
    const database = await t.store.db.selectFrom('tables').select('database_id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: { authorization: `Bearer ${token}` },
      payload: { database_id: database.database_id, sql: 'SELECT name, SUM(num) AS births FROM birth_names GROUP BY name ORDER BY births DESC, name LIMIT 100' },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { name: string; births: number }[]).map((row) => `${row.name},${row.births}`);
  }

  let csvLines: string[] = [];

  it('attaches the chart\'s rows as CSV, as the table chart shows them: its row limit, most births first', async () => {
    const content = await asAdmin({ chart_id: charts.get(chartName)!, report_format: ReportFormat.CSV });
    const csv = content.attachments[0]!;
    expect(csv).toMatchObject({ filename: 'Most_common_names.csv', contentType: 'text/csv' });
    csvLines = csv.data.toString('utf8').trim().split('\r\n');
    expect(csvLines[0]).toBe('name,Births');
    expect(csvLines).toHaveLength(101);
    const counts = csvLines.slice(1).map((line) => Number(line.split(',')[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const expected = await expectedRows();
    expect(csvLines.slice(1).map((line) => line.split(',')[1])).toEqual(expected.map((line) => line.split(',')[1]));
    expect(new Set(csvLines.slice(1))).toEqual(new Set(expected));
  }, 60_000);

  it('attaches the same rows as an XLSX workbook', async () => {
    const content = await asAdmin({ chart_id: charts.get(chartName)!, report_format: ReportFormat.XLSX });
    const xlsx = content.attachments[0]!;
    expect(xlsx.filename).toBe('Most_common_names.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.data as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(101);
    const rows = Array.from({ length: 100 }, (_, i) => `${sheet.getRow(i + 2).getCell(1).text},${sheet.getRow(i + 2).getCell(2).text}`);
    expect(rows).toEqual(csvLines.slice(1));
  }, 60_000);

  it('puts the data in the mail body as an HTML table (TEXT), the first 100 rows', async () => {
    const content: ReportContent = await asAdmin({ chart_id: charts.get(chartName)!, report_format: ReportFormat.TEXT });
    expect(content.attachments).toEqual([]);
    expect(content.html).toMatch(/^<table/);
    const [name, births] = csvLines[1]!.split(',');
    expect(content.html).toContain(`<td style="border:1px solid #ccc;padding:4px 8px">${name}</td><td style="border:1px solid #ccc;padding:4px 8px">${births}</td>`);
    expect(content.html!.match(/<tr>/g)).toHaveLength(101);
  }, 60_000);

  it('sends a saved query\'s result as CSV, run through SQL Lab as the executor', async () => {
    const database = await t.store.db.selectFrom('dbs').select('id').executeTakeFirstOrThrow();
    const saved = await t.store.db
      .insertInto('saved_query')
      .values({ uuid: crypto.randomUUID(), user_id: adminId, db_id: database.id, label: 'Top states', sql: "SELECT state, SUM(num) AS births FROM birth_names GROUP BY state ORDER BY births DESC LIMIT 3", schema: null, catalog: null, description: null, template_parameters: null, extra_json: null, rows: null, last_run: null, created_on: new Date().toISOString(), changed_on: new Date().toISOString(), created_by_fk: adminId, changed_by_fk: adminId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const content = await asAdmin({ saved_query_id: saved.id, report_format: ReportFormat.CSV });
    expect(content.title).toBe('Top states');
    expect(content.url).toBe(`https://bi.example.com/sqllab/?savedQueryId=${saved.id}`);
    const lines = content.attachments[0]!.data.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('state,births');
    expect(lines).toHaveLength(4);
    // The run is in the executor's query history, like any SQL Lab run.
    expect(await t.store.db.selectFrom('query').select('id').where('user_id', '=', adminId).where('tab_name', '=', 'Report: Top states').executeTakeFirst()).toBeDefined();
    // Another user's saved query is not theirs to send.
    await expect(renderer.render(report({ saved_query_id: saved.id, report_format: ReportFormat.CSV, created_by_fk: gammaId, owners: [gammaId] }), { userId: gammaId, username: 'gamma' }, AbortSignal.timeout(30_000)))
      .rejects.toThrow('gamma cannot read saved query "Top states"');
  }, 60_000);
});

describe('an executor without access', () => {
  const asGamma = (fields: Partial<ReportToRun>) =>
    renderer.render(report({ ...fields, created_by_fk: gammaId, owners: [gammaId] }), { userId: gammaId, username: 'gamma' }, AbortSignal.timeout(60_000));

  it('fails with a message naming the executor and the chart or dashboard, for pictures and data alike', async () => {
    for (const format of [ReportFormat.PNG, ReportFormat.CSV, ReportFormat.TEXT]) {
      const attempt = asGamma({ chart_id: charts.get('Total births')!, report_format: format });
      await expect(attempt).rejects.toBeInstanceOf(ReportRunError);
      await expect(attempt).rejects.toThrow('gamma cannot read chart "Total births"');
    }
    await expect(asGamma({ dashboard_id: dashboardId })).rejects.toThrow('gamma cannot read dashboard "Births"');
  }, 60_000);

  it('fails, without waiting for the timeout, when the page does not accept the executor\'s session', async () => {
    // A renderer signing with another key: the server cannot verify its cookie and sends the browser to the login page.
    const stranger = createReportRenderer({ config: { ...rendererConfig, secretKey: 'not-the-server-key' }, db: t.store.db, engine: t.app.engine, security: t.security, sessions: t.app.sessions, sqlLabHooks: t.app.kernel.hooks.sqlLab });
    try {
      const started = Date.now();
      await expect(stranger.render(report({ chart_id: charts.get('Total births')! }), { userId: adminId, username: 'admin' }, AbortSignal.timeout(30_000)))
        .rejects.toThrow('The session of admin was not accepted while rendering chart "Total births".');
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await stranger.close();
    }
  }, 60_000);

  it('fails clearly for a deactivated executor and for a chart that is gone', async () => {
    await t.store.db.updateTable('ab_user').set({ active: false }).where('id', '=', gammaId).execute();
    t.security.clearCache();
    try {
      await expect(asGamma({ chart_id: charts.get('Total births')! })).rejects.toThrow('executor gamma is not an active user');
    } finally {
      await t.store.db.updateTable('ab_user').set({ active: true }).where('id', '=', gammaId).execute();
      t.security.clearCache();
    }
    await expect(asAdmin({ chart_id: 999_999 })).rejects.toThrow('Chart 999999 no longer exists.');
  });
});
