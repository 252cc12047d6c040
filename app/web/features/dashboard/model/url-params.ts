import { NATIVE_FILTERS_URL_PARAM } from '@core/dashboard/index.js';

/** The dashboard page's own URL parameters (Superset's names). */
export const DashboardUrlParam = Object.freeze({
  STANDALONE: 'standalone',
  UI_CONFIG: 'uiConfig',
  /** A chart to scroll to once the dashboard shows; removed from the URL after use. */
  FOCUSED_CHART: 'focused_chart',
  /** `edit=true` opens the dashboard in edit mode for an editor. */
  EDIT: 'edit',
  /** The permalink whose state (tabs, data masks, anchor) the page restores. */
  PERMALINK_KEY: 'permalink_key',
  NATIVE_FILTERS_KEY: 'native_filters_key',
  /** The applied data masks as rison; the page keeps it up to date, so a reload shows the same filters. */
  NATIVE_FILTERS: NATIVE_FILTERS_URL_PARAM,
  /** Legacy filter values to preselect (`{"chartId": {"column": [values]}}` or `{"chartId_column": [values]}`). */
  PRESELECT_FILTERS: 'preselect_filters',
  /** `show_filters=false` hides the filter bar (an embedding page shows its own). */
  SHOW_FILTERS: 'show_filters',
  /** `expand_filters=false` starts the vertical filter bar collapsed. */
  EXPAND_FILTERS: 'expand_filters',
} as const);

/** The chart id of `focused_chart`, or null when absent or not a positive whole number. */
export function focusedChartOf(search: URLSearchParams): number | null {
  const raw = search.get(DashboardUrlParam.FOCUSED_CHART)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Whether `edit` asks for edit mode (`true` or `1`). */
export function isEditRequested(search: URLSearchParams): boolean {
  const value = search.get(DashboardUrlParam.EDIT)?.trim().toLowerCase();
  return value === 'true' || value === '1';
}

/** The parameters that decide the page's chrome (`standalone`, `uiConfig`) as search text, to rebuild it only when they change. */
export function chromeSearchOf(search: URLSearchParams): string {
  const chrome = new URLSearchParams();
  for (const name of [DashboardUrlParam.STANDALONE, DashboardUrlParam.UI_CONFIG]) {
    const value = search.get(name);
    if (value !== null) chrome.set(name, value);
  }
  return chrome.toString();
}

/** Whether a parameter is turned off (`false` or `0`); absent or anything else leaves it on. */
export function isParamOff(search: URLSearchParams, name: string): boolean {
  const value = search.get(name)?.trim().toLowerCase();
  return value === 'false' || value === '0';
}

/** Parameters that describe this visit rather than the dashboard's state: not kept in a permalink. */
const TRANSIENT_PARAMS: ReadonlySet<string> = new Set([
  DashboardUrlParam.EDIT,
  DashboardUrlParam.PERMALINK_KEY,
  DashboardUrlParam.NATIVE_FILTERS_KEY,
  // A permalink keeps the data masks themselves (`dataMask`).
  DashboardUrlParam.NATIVE_FILTERS,
  DashboardUrlParam.FOCUSED_CHART,
]);

/** The `[name, value]` pairs a permalink of the page keeps (`urlParams`). */
export function permalinkUrlParams(search: URLSearchParams): [string, string][] {
  return [...search.entries()].filter(([name]) => !TRANSIENT_PARAMS.has(name));
}

/** The search string (with `?`, or empty) without the named parameters. */
export function searchWithout(search: URLSearchParams, names: readonly string[]): string {
  const next = new URLSearchParams(search);
  for (const name of names) next.delete(name);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The dashboard's page: `/superset/dashboard/{slug or id}/`. */
export function dashboardPath(idOrSlug: string | number): string {
  return `/superset/dashboard/${encodeURIComponent(String(idOrSlug))}/`;
}

/**
 * Where an opened permalink leads: the dashboard's page with the permalink's URL parameters and
 * its key (so the page restores the rest of its state), and the anchor as the hash.
 */
export function permalinkTarget(dashboardId: string | number, key: string, urlParams: readonly (readonly [string, string | null])[] | null | undefined, anchor?: string | null): string {
  const search = new URLSearchParams();
  for (const [name, value] of urlParams ?? []) {
    if (!TRANSIENT_PARAMS.has(name) && value !== null) search.append(name, value);
  }
  search.set(DashboardUrlParam.PERMALINK_KEY, key);
  return `${dashboardPath(dashboardId)}?${search.toString()}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}
