/** How a chart's data is exported: its own row limit, or every row up to `SQL_MAX_ROW`. */
export interface ChartExportRequest {
  format: 'csv' | 'xlsx' | 'json';
  /** Drop the chart's row limit (only offered when `ALLOW_FULL_CSV_EXPORT` is on). */
  full?: boolean;
  /**
   * `post_processed`: the data as the chart shows it (a pivot table's pivot, with totals and
   * verbose headers), which the server computes; the query's rows (`full`) by default.
   */
  resultType?: 'full' | 'post_processed';
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
  /** A permalink to the chart in its current state: its whole URL, with the site's address. */
  permalink(): Promise<string>;
  /** Explore's URL for the chart (on a dashboard) or null (not saved). */
  exploreUrl(): string | null;
  /** Downloads a JPEG of the chart's box, without its menus. */
  downloadImage?(): Promise<void>;
  /** Downloads a PDF of the chart's box, without its menus. */
  downloadPdf?(): Promise<void>;
  /** Opens the chart's properties dialog (name, description, owners, cache timeout, certification). */
  editProperties?(): void;
  /** Opens SQL Lab on the chart's query, in a new tab. */
  runInSqlLab?(): Promise<void>;
  /** Regroups the chart by another column (`column` given: at once; otherwise the host asks which). */
  drillBy?(column?: string): void;
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
  /** Downloads a PDF of the dashboard's grid, paginated, without its toolbars. */
  downloadPdf?(): Promise<void>;
  /** A permalink to the dashboard as shown now: its whole URL, with the site's address. */
  permalink(): Promise<string>;
}

/** What a dialog opened with {@link MenuActionHost.openDialog} receives besides the props it was opened with. */
export interface MenuDialogBaseProps {
  /** Takes the dialog off the page. */
  onClose(): void;
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
  /**
   * Shows a plugin's dialog over the page, in the app's theme, until it calls `onClose`. In the web
   * app `component` is a React component taking `props` and {@link MenuDialogBaseProps}; absent
   * where the menu cannot draw dialogs.
   */
  openDialog?<Props extends object>(component: unknown, props: Props): void;
  /** `fetch` for the Tessera API as the signed-in user: the session cookie, and the CSRF token on changes. */
  apiFetch?(path: string, init?: RequestInit): Promise<Response>;
}
