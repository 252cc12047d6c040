import type { LayoutComponentType } from './component-types.js';
import type { LayoutBackground, LayoutHeaderSize } from './layout-constants.js';

/** Settings of a layout component; which keys are used depends on its type. */
export interface LayoutComponentMeta {
  /** Width in grid columns (charts, markdown, columns, dynamic components). */
  width?: number;
  /** Height in grid units (charts, markdown, dynamic components). */
  height?: number;
  /** The chart (slice) a `CHART` component shows. */
  chartId?: number;
  /** The chart's name as last loaded. */
  sliceName?: string;
  /** A title shown instead of the chart's name on this dashboard. */
  sliceNameOverride?: string;
  /** Stable id of the chart, when known. */
  uuid?: string;
  /** Header text, tab title or, on `HEADER_ID`, the dashboard title. */
  text?: string;
  /** Tab title shown while `text` is empty. */
  defaultText?: string;
  /** Placeholder of an empty tab title while it is edited. */
  placeholder?: string;
  headerSize?: LayoutHeaderSize;
  background?: LayoutBackground;
  /** Markdown (or HTML) source of a `MARKDOWN` component. */
  code?: string;
  [key: string]: unknown;
}

/** One node of a dashboard layout (an entry of Superset's `position_json`). */
export interface LayoutComponent {
  id: string;
  type: LayoutComponentType;
  /** Ids of the child components, in display order. */
  children: string[];
  /** Ids of the ancestors, root first; kept up to date by every layout operation. */
  parents?: string[];
  meta: LayoutComponentMeta;
}

/**
 * A dashboard layout: components by id. Treated as immutable: every operation returns a new map
 * and leaves its input as it was.
 */
export type LayoutMap = Record<string, LayoutComponent>;
