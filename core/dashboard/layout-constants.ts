/**
 * Fixed ids, grid sizes and limits of a dashboard layout (product spec §9; ids and keys as in
 * Superset's `position_json`).
 */

/** Id of the layout's root component. */
export const DASHBOARD_ROOT_ID = 'ROOT_ID';
/** Id of the grid that holds the dashboard's rows when it has no top-level tabs. */
export const DASHBOARD_GRID_ID = 'GRID_ID';
/** Id of the component holding the dashboard title (`meta.text`); not a child of the root. */
export const DASHBOARD_HEADER_ID = 'HEADER_ID';
/** Key of the format version stored beside the components in `position_json`. */
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
/** The `position_json` format version written by Tessera. */
export const DASHBOARD_LAYOUT_VERSION = 'v2';
/** Source id of a drag that starts in the new-component palette rather than in the layout. */
export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';

/** Depth of the root component; see `getComponentDepth`. */
export const DASHBOARD_ROOT_DEPTH = 0;
/** Grid unit in pixels; component heights are counted in these units. */
export const GRID_BASE_UNIT = 8;
/** Columns of the dashboard grid: the widths in one row add up to at most this. */
export const GRID_COLUMN_COUNT = 12;
/** Narrowest width of a resizable component, in columns. */
export const GRID_MIN_COLUMN_COUNT = 1;
/** Default width of a new chart, markdown or column, in columns. */
export const GRID_DEFAULT_CHART_WIDTH = 4;
/** Default height of a new chart or markdown, in grid units. */
export const GRID_DEFAULT_CHART_HEIGHT = 50;
/** Lowest height of a chart or markdown, in grid units. */
export const GRID_MIN_ROW_UNITS = 5;

/**
 * Spec §9 "max component id 65535": Superset's `DASHBOARD_POSITION_DATA_LIMIT`, the longest
 * serialised `position_json` (in characters) a dashboard may be saved with.
 */
export const POSITION_DATA_LIMIT = 65535;

/** Undo slots of the dashboard layout (spec §9). */
export const UNDO_LIMIT = 10;
/**
 * Length of the layout history counting the present state, as Superset configures it: one more
 * for the present and one more so that running out of slots can be detected.
 */
export const LAYOUT_UNDO_LIMIT = UNDO_LIMIT + 2;

/** Sizes of a header component (`meta.headerSize`). */
export const LayoutHeaderSize = Object.freeze({
  SMALL: 'SMALL_HEADER',
  MEDIUM: 'MEDIUM_HEADER',
  LARGE: 'LARGE_HEADER',
} as const);
/** `'SMALL_HEADER'`, `'MEDIUM_HEADER'` or `'LARGE_HEADER'`. */
export type LayoutHeaderSize = (typeof LayoutHeaderSize)[keyof typeof LayoutHeaderSize];

/** Backgrounds of rows, columns and headers (`meta.background`). */
export const LayoutBackground = Object.freeze({
  TRANSPARENT: 'BACKGROUND_TRANSPARENT',
  WHITE: 'BACKGROUND_WHITE',
} as const);
/** `'BACKGROUND_TRANSPARENT'` or `'BACKGROUND_WHITE'`. */
export type LayoutBackground = (typeof LayoutBackground)[keyof typeof LayoutBackground];
