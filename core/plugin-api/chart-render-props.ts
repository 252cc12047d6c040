import type { ChartDataResponse } from './chart-data-response.js';
import type { DataMask } from './data-mask.js';
import type { AdhocFilter } from '../query/model/adhoc-filter.js';
import type { QueryFormData } from '../query/model/query-form-data.js';
import type { QueryObjectFilterClause } from '../query/model/query-object.js';

/**
 * What a viz component's context menu (right-click on a mark) reports: where, and the filters
 * that select the mark's rows (for drill to detail and drill by).
 */
export interface ChartContextMenuEvent {
  clientX: number;
  clientY: number;
  filters: QueryObjectFilterClause[];
}

/**
 * The props every viz component receives (`loadComponent()` resolves to a component taking
 * these). The host measures the chart's box and passes it as `width` × `height` in CSS pixels;
 * the component must draw exactly within it.
 *
 * @typeParam ChartProps - what the viz's `transformProps` returned.
 */
export interface ChartRenderProps<ChartProps = unknown> {
  width: number;
  height: number;
  /** The output of `transformProps`. */
  chartProps: ChartProps;
  formData: QueryFormData;
  /** The page's colour mode, for text and gridline colours. */
  colorMode: 'light' | 'dark';
  /** Call once the marks are on screen (the host's "rendered" state and render benchmarks). */
  onRendered?: () => void;
  /**
   * Emit a cross-filter (viz types with the `interactive-chart` behaviour) or, with only
   * `ownState`, the chart's private state (a table's page and sort under server pagination).
   */
  setDataMask?: (dataMask: DataMask) => void;
  /** The chart's current cross-filter (to highlight the selected marks). */
  filterState?: DataMask['filterState'];
  /** The chart's private state, as last set with `setDataMask({ ownState })`. */
  ownState?: Record<string, unknown>;
  onContextMenu?: (event: ChartContextMenuEvent) => void;
  /** The base map source the server configured, for map charts (absent: the offline base map). */
  mapTiles?: MapTileSettings;
  /**
   * Runs a saved chart through the chart runtime (its `migrate`, defaults and `buildQuery`, with
   * `extraFilters` added to its adhoc filters) and answers its form data and data: charts drawn
   * from other saved charts, such as `deck_multi`.
   */
  loadSavedChart?: (chartId: number, options?: { extraFilters?: readonly AdhocFilter[]; signal?: AbortSignal }) => Promise<SavedChartData>;
}

/** Where a map's base map comes from: `MAP_STYLE_URL`, `MAP_TILE_URL` and `MAPBOX_API_KEY` of the server's configuration. */
export interface MapTileSettings {
  /** A raster tile URL template with `{z}`, `{x}` and `{y}`, or null. */
  tileUrl: string | null;
  /** A Mapbox access token: Mapbox styles become the tile source. */
  mapboxApiKey: string | null;
  /** A MapLibre style document URL (`style.json`), drawn ahead of `tileUrl`; absent or null: none. */
  styleUrl?: string | null;
  /** The other origins the page's policy lets maps load from (`MAP_HOSTS`); a chart's own style must come from one. */
  hosts?: readonly string[];
}

/** A saved chart opened and run: its form data (migrated, defaults applied) and its data. */
export interface SavedChartData {
  formData: QueryFormData;
  response: ChartDataResponse;
  /** Its dataset's display names (column and metric names → verbose names), when they could be read. */
  verboseMap?: Readonly<Record<string, string>>;
}

/** The extra inputs `buildQuery` may read beyond form data. */
export interface BuildQueryOptions {
  /** The chart's private state (`ownState` of its data mask): pagination, sort. */
  ownState?: Record<string, unknown>;
}
