/** Bits of the dashboard's `uiConfig` URL parameter (product spec §2). */
export const UiConfigFlag = Object.freeze({
  HIDE_TITLE: 1,
  HIDE_TAB: 2,
  HIDE_NAV: 4,
  HIDE_CHART_CONTROLS: 8,
  EMIT_DATA_MASKS: 16,
} as const);

/** What the `uiConfig` bitmask hides or turns on. */
export interface DashboardUiConfig {
  hideTitle: boolean;
  /** Hides the bar of the top-level tabs. */
  hideTab: boolean;
  hideNav: boolean;
  /** Hides each chart's menu. */
  hideChartControls: boolean;
  /** Posts the charts' data masks to the embedding page. */
  emitDataMasks: boolean;
}

/**
 * Reads the `uiConfig` bitmask: 1 hide title, 2 hide tab, 4 hide nav, 8 hide chart controls,
 * 16 emit data masks. Anything that is not a non-negative whole number turns nothing on.
 *
 * @example
 * ```ts
 * parseUiConfig('9'); // hideTitle and hideChartControls
 * ```
 */
export function parseUiConfig(value: string | null | undefined): DashboardUiConfig {
  const trimmed = (value ?? '').trim();
  const bits = /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
  const has = (flag: number) => (bits & flag) === flag;
  return {
    hideTitle: has(UiConfigFlag.HIDE_TITLE),
    hideTab: has(UiConfigFlag.HIDE_TAB),
    hideNav: has(UiConfigFlag.HIDE_NAV),
    hideChartControls: has(UiConfigFlag.HIDE_CHART_CONTROLS),
    emitDataMasks: has(UiConfigFlag.EMIT_DATA_MASKS),
  };
}

/** The dashboard's `standalone` modes (product spec §2). */
export const StandaloneMode = Object.freeze({
  NONE: 0,
  HIDE_NAV: 1,
  HIDE_NAV_AND_TITLE: 2,
  /** For report screenshots: no navigation, title or chart menus, and every chart loads at once. */
  REPORT: 3,
} as const);
/** 0 none, 1 hide navigation, 2 hide navigation and title, 3 report. */
export type StandaloneMode = (typeof StandaloneMode)[keyof typeof StandaloneMode];

/** Reads `standalone`: `1`/`true` hide the navigation, `2` the title too, `3` is the report mode; else none. */
export function parseStandaloneMode(value: string | null | undefined): StandaloneMode {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'true' || text === '1') return StandaloneMode.HIDE_NAV;
  if (text === '2') return StandaloneMode.HIDE_NAV_AND_TITLE;
  if (text === '3') return StandaloneMode.REPORT;
  return StandaloneMode.NONE;
}

/** What the dashboard page shows, from `standalone` and `uiConfig` together. */
export interface DashboardChrome extends DashboardUiConfig {
  standaloneMode: StandaloneMode;
  /** The report mode: charts load at once rather than when scrolled into view. */
  report: boolean;
}

/** Combines the page's `standalone` and `uiConfig` parameters: either one may hide a part. */
export function dashboardChromeOf(search: URLSearchParams): DashboardChrome {
  const ui = parseUiConfig(search.get('uiConfig'));
  const standaloneMode = parseStandaloneMode(search.get('standalone'));
  const report = standaloneMode === StandaloneMode.REPORT;
  return {
    ...ui,
    standaloneMode,
    report,
    hideNav: ui.hideNav || standaloneMode !== StandaloneMode.NONE,
    hideTitle: ui.hideTitle || standaloneMode === StandaloneMode.HIDE_NAV_AND_TITLE || report,
    hideChartControls: ui.hideChartControls || report,
  };
}
