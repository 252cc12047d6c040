/**
 * Types of dashboard layout components: the `type` of each entry of Superset's `position_json`.
 */
export const LayoutComponentType = Object.freeze({
  ROOT: 'ROOT',
  GRID: 'GRID',
  HEADER: 'HEADER',
  ROW: 'ROW',
  COLUMN: 'COLUMN',
  TABS: 'TABS',
  TAB: 'TAB',
  CHART: 'CHART',
  MARKDOWN: 'MARKDOWN',
  DIVIDER: 'DIVIDER',
  DYNAMIC: 'DYNAMIC',
} as const);

/** One of the layout component types (`'ROOT'`, `'GRID'`, `'ROW'`, `'CHART'`, …). */
export type LayoutComponentType = (typeof LayoutComponentType)[keyof typeof LayoutComponentType];

/** Every layout component type, in declaration order. */
export const LAYOUT_COMPONENT_TYPES: readonly LayoutComponentType[] = Object.freeze(Object.values(LayoutComponentType));

const KNOWN_TYPES: ReadonlySet<string> = new Set(LAYOUT_COMPONENT_TYPES);

/** Whether `value` names a layout component type. */
export function isLayoutComponentType(value: unknown): value is LayoutComponentType {
  return typeof value === 'string' && KNOWN_TYPES.has(value);
}

const WIDTH_RESIZABLE: ReadonlySet<LayoutComponentType> = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);
const HEIGHT_RESIZABLE: ReadonlySet<LayoutComponentType> = new Set(['CHART', 'MARKDOWN', 'DYNAMIC']);

/** Whether components of this type have a width the user can change (charts, markdown, columns, dynamic components). */
export function hasResizableWidth(type: LayoutComponentType): boolean {
  return WIDTH_RESIZABLE.has(type);
}

/** Whether components of this type have a height the user can change (columns take their height from their content). */
export function hasResizableHeight(type: LayoutComponentType): boolean {
  return HEIGHT_RESIZABLE.has(type);
}
