/** Rendering of report content: screenshots and PDFs in Chromium, chart data files, saved-query CSV. */
export { createReportRenderer } from './create-report-renderer.js';
export type { ReportRendererDeps } from './report-renderer-deps.js';
export { CHROMIUM_ARGS, ChromiumPool } from './chromium-pool.js';
