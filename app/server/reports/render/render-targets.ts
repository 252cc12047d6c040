import type { ReportToRun } from '../report-model.js';

/** Viewport widths when a report sets no `custom_width` (Superset's defaults are close to these). */
export const DEFAULT_DASHBOARD_WIDTH = 1600;
export const DEFAULT_CHART_WIDTH = 1000;
export const DEFAULT_CHART_HEIGHT = 600;
/** The first viewport height of a dashboard; the picture then grows to the content's height. */
export const DEFAULT_DASHBOARD_HEIGHT = 1200;
/** `custom_width` is accepted in this range (Superset's ALERT_REPORTS_MIN/MAX_CUSTOM_SCREENSHOT_WIDTH). */
export const MIN_CUSTOM_WIDTH = 600;
export const MAX_CUSTOM_WIDTH = 2400;

/** What a report shows: a chart, a dashboard (maybe one tab of it) or a saved query's result. */
export type ReportTarget =
  | { kind: 'chart'; chartId: number }
  | { kind: 'dashboard'; dashboardId: number; tabIds: string[] }
  | { kind: 'savedQuery'; savedQueryId: number };

/**
 * The tab ids of `extra_json.dashboard.anchor` (one id, or a JSON list of ids as Superset keeps
 * several) or else of `extra_json.dashboard.activeTabs`; empty for the whole dashboard.
 */
export function dashboardTabIds(extraJson: Record<string, unknown>): string[] {
  const dashboard = extraJson['dashboard'];
  if (!dashboard || typeof dashboard !== 'object' || Array.isArray(dashboard)) return [];
  const { anchor, activeTabs } = dashboard as { anchor?: unknown; activeTabs?: unknown };
  if (typeof anchor === 'string' && anchor.trim()) {
    const text = anchor.trim();
    if (text.startsWith('[')) {
      try {
        const list: unknown = JSON.parse(text);
        if (Array.isArray(list)) return list.filter((id): id is string => typeof id === 'string' && id.length > 0);
      } catch {
        return [];
      }
    }
    return [text];
  }
  return Array.isArray(activeTabs) ? activeTabs.filter((id): id is string => typeof id === 'string' && id.length > 0) : [];
}

/** The report's target: a saved query first (Tessera's scheduled queries), then a chart, then a dashboard. */
export function reportTarget(report: Pick<ReportToRun, 'saved_query_id' | 'chart_id' | 'dashboard_id' | 'extra_json'>): ReportTarget | null {
  if (report.saved_query_id !== null) return { kind: 'savedQuery', savedQueryId: report.saved_query_id };
  if (report.chart_id !== null) return { kind: 'chart', chartId: report.chart_id };
  if (report.dashboard_id !== null) return { kind: 'dashboard', dashboardId: report.dashboard_id, tabIds: dashboardTabIds(report.extra_json) };
  return null;
}

/** A base URL with exactly one trailing slash. */
export function normalizeBaseUrl(base: string): string {
  return base.replace(/\/+$/, '') + '/';
}

/**
 * The path (from the base URL) of the page a screenshot is taken of, in the report standalone mode
 * (`standalone=3`: no chrome, every chart loads at once). One tab id goes in the hash, which the
 * dashboard page reveals (opening the tabs around it); several go through a permalink instead.
 */
export function screenshotPath(target: Exclude<ReportTarget, { kind: 'savedQuery' }>, options: { force?: boolean; permalinkKey?: string } = {}): string {
  const force = options.force ? '&force=true' : '';
  if (target.kind === 'chart') return `explore/?slice_id=${target.chartId}&standalone=3${force}`;
  if (options.permalinkKey) return `superset/dashboard/p/${encodeURIComponent(options.permalinkKey)}/?standalone=3${force}`;
  const hash = target.tabIds.length === 1 ? `#${encodeURIComponent(target.tabIds[0]!)}` : '';
  return `superset/dashboard/${target.dashboardId}/?standalone=3${force}${hash}`;
}

/** The link a mail points to: the chart in explore, or the dashboard (on the report's tab). */
export function userFacingPath(target: ReportTarget): string | null {
  if (target.kind === 'chart') return `explore/?slice_id=${target.chartId}`;
  if (target.kind === 'dashboard') {
    const hash = target.tabIds.length > 0 ? `#${encodeURIComponent(target.tabIds[target.tabIds.length - 1]!)}` : '';
    return `superset/dashboard/${target.dashboardId}/${hash}`;
  }
  return `sqllab/?savedQueryId=${target.savedQueryId}`;
}

/** The browser viewport of a screenshot: `custom_width` (clamped) or the kind's default width. */
export function viewportOf(kind: 'chart' | 'dashboard', customWidth: number | null): { width: number; height: number } {
  const fallback = kind === 'chart' ? DEFAULT_CHART_WIDTH : DEFAULT_DASHBOARD_WIDTH;
  const width = customWidth && Number.isFinite(customWidth) ? Math.min(MAX_CUSTOM_WIDTH, Math.max(MIN_CUSTOM_WIDTH, Math.round(customWidth))) : fallback;
  return { width, height: kind === 'chart' ? DEFAULT_CHART_HEIGHT : DEFAULT_DASHBOARD_HEIGHT };
}

/** A file name from a title: letters, digits, dashes and underscores only, never empty. */
export function fileNameOf(title: string, extension: string): string {
  const stem = title.normalize('NFKD').replace(/[^\w-]+/g, '_').replace(/_+/g, '_').replace(/^_|_$/g, '').slice(0, 80);
  return `${stem || 'report'}.${extension}`;
}
