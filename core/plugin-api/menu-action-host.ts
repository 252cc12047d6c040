/** How a chart's data is exported: its own row limit, or every row up to `SQL_MAX_ROW`. */
export interface ChartExportRequest {
  format: 'csv' | 'xlsx' | 'json';
  /** Drop the chart's row limit (only offered when `ALLOW_FULL_CSV_EXPORT` is on). */
  full?: boolean;
}

/** The chart a chart menu is about, as the host can act on it. Missing methods: not possible here. */
export interface ChartMenuHost {
  forceRefresh?(): void;
  openFullscreen?(): void;
  toggleDescription?(): void;
  viewQuery(): void;
  viewResults(): void;
  drillToDetail?(): void;
  exportData(request: ChartExportRequest): Promise<void>;
  /** A permalink to the chart in its current state. */
  permalink(): Promise<string>;
  /** Explore's URL for the chart (on a dashboard) or null (not saved). */
  exploreUrl(): string | null;
  /** Downloads a JPEG of the chart's box, without its menus. */
  downloadImage?(): Promise<void>;
}

/** The dashboard a header menu is about, as the host can act on it. */
export interface DashboardMenuHost {
  refresh?(): void;
  setRefreshInterval?(): void;
  toggleFullscreen?(): void;
  saveAs?(): void;
  editProperties?(): void;
  editCss?(): void;
  /** Downloads a JPEG of the dashboard's grid, without its toolbars. */
  downloadImage?(): Promise<void>;
  permalink(): Promise<string>;
}

/**
 * What the web app lends a menu action when it runs: its dialogs and services, so action plugins
 * need not import the app. `chart` is present in chart menus, `dashboard` in the header menu.
 */
export interface MenuActionHost {
  chart?: ChartMenuHost;
  dashboard?: DashboardMenuHost;
  copyToClipboard(text: string): Promise<void>;
  /** Goes to a URL in this tab or a new one (mailto: included). */
  openUrl(url: string, newTab?: boolean): void;
  toast(kind: 'success' | 'danger', message: string): void;
}
