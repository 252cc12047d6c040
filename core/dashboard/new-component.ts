import { type ComponentIdSource, defaultComponentIdSource } from './component-id.js';
import type { LayoutComponentType } from './component-types.js';
import type { LayoutComponent, LayoutComponentMeta } from './layout-component.js';
import { GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_HEIGHT, GRID_DEFAULT_CHART_WIDTH, LayoutBackground, LayoutHeaderSize } from './layout-constants.js';

/** Text of a new header component. */
export const DEFAULT_HEADER_TEXT = 'New header';
/** Title shown for a new tab until the user names it (its `meta.text` starts empty). */
export const DEFAULT_TAB_TEXT = 'Tab title';
/** Source of a new markdown component. */
export const DEFAULT_MARKDOWN_CODE = [
  '# Markdown',
  '',
  'Edit this text to add notes, **emphasis**, lists, [links](https://commonmark.org/help/) or images to the dashboard.',
].join('\n');

function defaultMetaOf(type: LayoutComponentType): LayoutComponentMeta {
  switch (type) {
    case 'CHART':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT, code: DEFAULT_MARKDOWN_CODE };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: LayoutBackground.TRANSPARENT };
    case 'ROW':
      return { background: LayoutBackground.TRANSPARENT };
    case 'HEADER':
      return { text: DEFAULT_HEADER_TEXT, headerSize: LayoutHeaderSize.MEDIUM, background: LayoutBackground.TRANSPARENT };
    case 'TAB':
      return { text: '', defaultText: DEFAULT_TAB_TEXT, placeholder: DEFAULT_TAB_TEXT };
    case 'DYNAMIC':
      return { width: GRID_COLUMN_COUNT, background: LayoutBackground.TRANSPARENT };
    case 'ROOT':
    case 'GRID':
    case 'TABS':
    case 'DIVIDER':
      return {};
  }
}

/** The settings a new component of `type` starts with (a fresh object on each call). */
export function defaultComponentMeta(type: LayoutComponentType): LayoutComponentMeta {
  return defaultMetaOf(type);
}

/** Options of `newComponent`. */
export interface NewComponentOptions {
  /** The id to use; a new one from `idSource` otherwise. */
  id?: string;
  /** Settings laid over the type's defaults. */
  meta?: Partial<LayoutComponentMeta>;
  parents?: string[];
  children?: string[];
  idSource?: ComponentIdSource;
}

/**
 * A new layout component of `type` with the type's default settings: charts and markdown 4 columns
 * wide and 50 units high, columns 4 wide, headers medium-sized, rows, columns and headers on a
 * transparent background, tabs titled "Tab title" until named.
 *
 * @example
 * ```ts
 * newComponent('CHART', { meta: { chartId: 7, sliceName: 'Sales' } });
 * // { id: 'CHART-…', type: 'CHART', children: [], parents: [], meta: { width: 4, height: 50, chartId: 7, sliceName: 'Sales' } }
 * ```
 */
export function newComponent(type: LayoutComponentType, options: NewComponentOptions = {}): LayoutComponent {
  const idSource = options.idSource ?? defaultComponentIdSource;
  return {
    id: options.id ?? idSource(type),
    type,
    children: [...(options.children ?? [])],
    parents: [...(options.parents ?? [])],
    meta: { ...defaultMetaOf(type), ...options.meta },
  };
}
