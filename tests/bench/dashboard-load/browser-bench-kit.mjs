// What the browser benchmarks share: Chromium's flags, the quantile they report, the API client
// that sets up charts and dashboards, logging in through the login page, and waiting for a
// dashboard's charts to render.
import { tsImport } from 'tsx/esm/api';
import { BENCH_ADMIN } from './tessera-server.mjs';

/** Chromium's flags on this machine (headless, no sandbox, nothing in the background). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The q-quantile of `values` (nearest rank). */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** JSON request to the server as the administrator's API client (Bearer token: no CSRF token needed). */
export async function api(base, token, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The administrator's API token. */
export async function adminToken(base) {
  const { access_token: token } = await api(base, null, 'POST', '/api/v1/security/login', { username: BENCH_ADMIN.username, password: BENCH_ADMIN.password, provider: 'db' });
  return token;
}

/** Logs in through the login page, as a person would. */
export async function logIn(page, base) {
  await page.goto(`${base}/login/`);
  await page.getByRole('textbox', { name: 'Username' }).fill(BENCH_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(BENCH_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/superset\/welcome\/$/);
}

/**
 * Creates `charts` (each `{ name, datasetId, params }`, `params` being its form data) one after
 * the other, then a published dashboard titled `title` that lays them out in order, with
 * `metadata` as its JSON metadata. Answers the dashboard's id.
 */
export async function createChartsDashboard(base, token, { title, charts, metadata = {} }) {
  const created = [];
  for (const { name, datasetId, params } of charts) {
    const chart = await api(base, token, 'POST', '/api/v1/chart/', { slice_name: name, viz_type: params.viz_type, datasource_id: datasetId, datasource_type: 'table', params: JSON.stringify(params) });
    created.push({ chartId: chart.id, sliceName: name });
  }
  const { createLayoutFromCharts, toPositionJson } = await tsImport('../../../core/dashboard/index.ts', import.meta.url);
  const dashboard = await api(base, token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: title,
    position_json: JSON.stringify(toPositionJson(createLayoutFromCharts(created))),
    json_metadata: JSON.stringify(metadata),
    published: true,
  });
  return dashboard.id;
}

/** Waits (up to 2 minutes) until the page shows `count` chart holders, all rendered; throws when one failed. */
export async function waitAllChartsRendered(page, count) {
  await page.waitForFunction(
    (expected) => {
      const holders = [...document.querySelectorAll('[data-chart-status]')];
      const failed = holders.find((holder) => holder.getAttribute('data-chart-status') === 'failed');
      if (failed) throw new Error(`chart ${failed.getAttribute('data-chart-id')} failed: ${failed.textContent}`);
      return holders.length === expected && holders.every((holder) => holder.getAttribute('data-chart-status') === 'rendered');
    },
    count,
    { timeout: 120_000 },
  );
}
