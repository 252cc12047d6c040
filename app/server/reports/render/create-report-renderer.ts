import { toCsv, toXlsx } from '../../engine/serialize/index.js';
import type { Principal } from '../../security/principal.js';
import type { ChartRow } from '../../services/chart-access.js';
import { DashboardPermalinks } from '../../services/dashboard-permalinks.js';
import { DashboardService } from '../../services/dashboard-service.js';
import { ReportFormat, ReportRunError, type ReportContent, type ReportExecutor, type ReportRenderer, type ReportToRun } from '../report-model.js';
import { chartTableAs } from './chart-data-export.js';
import { htmlTable } from './html-table.js';
import { openChartAs, openDashboardAs } from './report-access.js';
import type { ReportRendererDeps } from './report-renderer-deps.js';
import { fileNameOf, normalizeBaseUrl, reportTarget, screenshotPath, userFacingPath, viewportOf, type ReportTarget } from './render-targets.js';
import { SavedQueryExporter } from './saved-query-export.js';
import { ScreenshotRenderer } from './screenshot-renderer.js';

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';
/** The longest a chart's explore page may take to send its query (charts saved without a query context). */
const QUERY_CONTEXT_TIMEOUT_MS = 60_000;

type ChartTarget = Extract<ReportTarget, { kind: 'chart' }>;
type DashboardTarget = Extract<ReportTarget, { kind: 'dashboard' }>;

/**
 * Builds the renderer of report content, run as the report's executor:
 * PNG/PDF of a chart (`/explore/?slice_id=…&standalone=3`) or a dashboard or one of its tabs
 * (`/superset/dashboard/…/?standalone=3`) in a warm headless Chromium, waiting for the page's own
 * "all charts finished" signal; CSV/XLSX/TEXT of a chart's data through the chart-data service;
 * a saved query's result as CSV through SQL Lab's execution path. Permissions and RLS are the
 * executor's throughout; failures are `ReportRunError`s with a message for the execution log.
 *
 * @example
 * ```ts
 * const renderer = createReportRenderer({ config, db: store.db, engine: app.engine, security, sessions: app.sessions, sqlLabHooks: app.kernel.hooks.sqlLab });
 * const content = await renderer.render(report, { userId: 1, username: 'admin' }, AbortSignal.timeout(60_000));
 * await renderer.close();
 * ```
 */
export function createReportRenderer(deps: ReportRendererDeps): ReportRenderer {
  const { config, db } = deps;
  const baseUrl = normalizeBaseUrl(config.reports.webdriverBaseUrl ?? `http://127.0.0.1:${config.port}/`);
  const linkBase = normalizeBaseUrl(config.reports.webdriverBaseUrlUserFriendly ?? baseUrl);
  const screenshots = new ScreenshotRenderer({ baseUrl, chromiumPath: config.reports.chromiumPath, secretKey: config.secretKey, sessions: deps.sessions, ...(deps.browserIdleCloseMs !== undefined ? { idleCloseMs: deps.browserIdleCloseMs } : {}) });
  const savedQueries = new SavedQueryExporter({
    db,
    connections: deps.engine.connections,
    cache: deps.engine.cache,
    hooks: deps.sqlLabHooks,
    settings: { sqlMaxRow: config.sqlMaxRow, timeoutSeconds: config.sqlLabTimeoutSeconds, asyncTimeoutSeconds: config.sqlLabAsyncTimeLimitSeconds },
  });
  const rbac = Boolean(config.featureFlags['DASHBOARD_RBAC']);
  const linkOf = (target: ReportTarget) => new URL(userFacingPath(target) ?? '', linkBase).href;
  const timeoutOf = (report: ReportToRun) => (report.working_timeout > 0 ? report.working_timeout : config.reports.defaultWorkingTimeoutSeconds) * 1000;

  async function executorPrincipal(executor: ReportExecutor): Promise<Principal> {
    const principal = await deps.security.loadPrincipal(executor.userId);
    if (!principal || !principal.isActive) throw new ReportRunError(`The report's executor ${executor.username} is not an active user.`);
    return principal;
  }

  /**
   * The chart with a query context to ask its data with: its saved one, else the one its viz builds
   * in the browser (as Superset does for charts saved without one), else none (the form data's
   * generic query is used) when the browser could not give one.
   */
  async function withQueryContext(chart: ChartRow, principal: Principal, target: ChartTarget, timeoutMs: number, signal: AbortSignal): Promise<ChartRow> {
    if (chart.query_context) return chart;
    try {
      const built = await screenshots.queryContextOf(principal, { path: screenshotPath(target), chartName: chart.slice_name ?? `Chart ${chart.id}`, timeoutMs: Math.min(timeoutMs, QUERY_CONTEXT_TIMEOUT_MS), signal });
      return { ...chart, query_context: JSON.stringify(built) };
    } catch (error) {
      if (error instanceof ReportRunError) throw error;
      return chart;
    }
  }

  async function chartContent(report: ReportToRun, principal: Principal, target: ChartTarget, signal: AbortSignal): Promise<ReportContent> {
    const chart = await openChartAs(db, principal, target.chartId);
    const title = chart.slice_name ?? `Chart ${chart.id}`;
    const content: ReportContent = { title, url: linkOf(target), description: report.description, images: [], attachments: [], html: null };
    const format = report.report_format;
    if (format === ReportFormat.PNG || format === ReportFormat.PDF) {
      const shot = await screenshots.capture(principal, {
        path: screenshotPath(target, { force: report.force_screenshot }),
        kind: 'chart',
        name: title,
        viewport: viewportOf('chart', report.custom_width),
        png: format === ReportFormat.PNG,
        pdf: format === ReportFormat.PDF,
        timeoutMs: timeoutOf(report),
        signal,
      });
      if (shot.png) content.images.push({ filename: fileNameOf(title, 'png'), data: shot.png });
      if (shot.pdf) content.attachments.push({ filename: fileNameOf(title, 'pdf'), contentType: PDF_TYPE, data: shot.pdf });
      return content;
    }
    const table = await chartTableAs(deps.engine.chartData, principal, await withQueryContext(chart, principal, target, timeoutOf(report), signal), { force: report.force_screenshot, signal });
    if (format === ReportFormat.CSV) content.attachments.push({ filename: fileNameOf(title, 'csv'), contentType: CSV_TYPE, data: Buffer.from(toCsv(table.frame, { types: table.types }), 'utf8') });
    else if (format === ReportFormat.XLSX) content.attachments.push({ filename: fileNameOf(title, 'xlsx'), contentType: XLSX_TYPE, data: Buffer.from(await toXlsx(table.frame, { types: table.types })) });
    else content.html = htmlTable(table.frame, { types: table.types });
    return content;
  }

  async function dashboardContent(report: ReportToRun, principal: Principal, target: DashboardTarget, signal: AbortSignal): Promise<ReportContent> {
    const dashboard = await openDashboardAs(db, principal, target.dashboardId, rbac);
    const title = dashboard.dashboard_title ?? `Dashboard ${dashboard.id}`;
    const format = report.report_format;
    if (format !== ReportFormat.PNG && format !== ReportFormat.PDF) throw new ReportRunError(`A dashboard report is sent as PNG or PDF, not ${format}.`);
    // Tabs of several tab groups cannot all be named in the hash: a permalink carries them.
    const permalinkKey = target.tabIds.length > 1
      ? (await new DashboardPermalinks(db, new DashboardService(db, { rbac, specOf: () => undefined })).create(principal, String(target.dashboardId), { activeTabs: target.tabIds, anchor: null, urlParams: null, dataMask: null })).key
      : undefined;
    const shot = await screenshots.capture(principal, {
      path: screenshotPath(target, { force: report.force_screenshot, ...(permalinkKey ? { permalinkKey } : {}) }),
      kind: 'dashboard',
      name: title,
      viewport: viewportOf('dashboard', report.custom_width),
      png: format === ReportFormat.PNG,
      pdf: format === ReportFormat.PDF,
      timeoutMs: timeoutOf(report),
      signal,
    });
    const content: ReportContent = { title, url: linkOf(target), description: report.description, images: [], attachments: [], html: null };
    if (shot.png) content.images.push({ filename: fileNameOf(title, 'png'), data: shot.png });
    if (shot.pdf) content.attachments.push({ filename: fileNameOf(title, 'pdf'), contentType: PDF_TYPE, data: shot.pdf });
    return content;
  }

  return {
    async render(report, executor, signal) {
      const target = reportTarget(report);
      if (!target) throw new ReportRunError('The report has no chart, dashboard or saved query to send.');
      const principal = await executorPrincipal(executor);
      if (target.kind === 'chart') return chartContent(report, principal, target, signal);
      if (target.kind === 'dashboard') return dashboardContent(report, principal, target, signal);
      const result = await savedQueries.csvAs(principal, target.savedQueryId);
      return {
        title: result.label,
        url: linkOf(target),
        description: report.description,
        images: [],
        attachments: [{ filename: fileNameOf(result.label, 'csv'), contentType: CSV_TYPE, data: Buffer.from(result.csv, 'utf8') }],
        html: null,
      };
    },
    async close() {
      await Promise.all([screenshots.close(), savedQueries.close()]);
    },
  };
}
