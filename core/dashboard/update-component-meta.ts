import type { LayoutComponentType } from './component-types.js';
import type { LayoutComponent, LayoutComponentMeta, LayoutMap } from './layout-component.js';
import { DASHBOARD_HEADER_ID, LayoutBackground, LayoutHeaderSize } from './layout-constants.js';
import { type LayoutResult, layoutEdit, layoutRefusal } from './layout-result.js';

/** Settings a user edits, by component type. Sizes go through `resizeComponent`. */
const EDITABLE_META: Partial<Record<LayoutComponentType, ReadonlySet<string>>> = {
  HEADER: new Set(['text', 'headerSize', 'background']),
  TAB: new Set(['text']),
  ROW: new Set(['background']),
  COLUMN: new Set(['background']),
  MARKDOWN: new Set(['code']),
  CHART: new Set(['sliceName', 'sliceNameOverride']),
};
/** Settings no meta update may touch. */
const STRUCTURAL_META: ReadonlySet<string> = new Set(['width', 'height', 'chartId']);
const STRING_META: ReadonlySet<string> = new Set(['text', 'code', 'sliceName', 'sliceNameOverride']);
const HEADER_SIZES: ReadonlySet<unknown> = new Set(Object.values(LayoutHeaderSize));
const BACKGROUNDS: ReadonlySet<unknown> = new Set(Object.values(LayoutBackground));

function isEditable(component: LayoutComponent, key: string): boolean {
  if (STRUCTURAL_META.has(key)) return false;
  if (component.id === DASHBOARD_HEADER_ID) return key === 'text';
  // A dynamic component keeps its own settings in meta; only its size is out of reach here.
  if (component.type === 'DYNAMIC') return true;
  return EDITABLE_META[component.type]?.has(key) ?? false;
}

function isValidValue(key: string, value: unknown): boolean {
  if (key === 'headerSize') return HEADER_SIZES.has(value);
  if (key === 'background') return BACKGROUNDS.has(value);
  if (key === 'sliceNameOverride') return value === undefined || typeof value === 'string';
  if (STRING_META.has(key)) return typeof value === 'string';
  return true;
}

/**
 * Changes settings of a component: a header's text, size and background, a tab's title, a row's or
 * column's background, a markdown's code, a chart's name or the title it shows instead
 * (`sliceNameOverride`; `undefined` or `''` removes it), the dashboard title on `HEADER_ID`.
 * Refused for a setting the component does not have or a value out of range; the layout comes back
 * unchanged when no value changes.
 *
 * @example
 * ```ts
 * updateComponentMeta(layout, 'HEADER-a', { text: 'Revenue', headerSize: 'LARGE_HEADER' });
 * ```
 */
export function updateComponentMeta(layout: LayoutMap, id: string, patch: Partial<LayoutComponentMeta>): LayoutResult {
  const component = layout[id];
  if (!component) return layoutRefusal('COMPONENT_NOT_FOUND');
  const meta: LayoutComponentMeta = { ...component.meta };
  let changed = false;
  for (const [key, value] of Object.entries(patch)) {
    if (!isEditable(component, key)) return layoutRefusal('META_NOT_EDITABLE', key);
    if (!isValidValue(key, value)) return layoutRefusal('INVALID_META_VALUE', key);
    if (key === 'sliceNameOverride' && !value) {
      if (Object.hasOwn(meta, key)) {
        delete meta[key];
        changed = true;
      }
    } else if (meta[key] !== value) {
      meta[key] = value;
      changed = true;
    }
  }
  return changed ? layoutEdit({ ...layout, [id]: { ...component, meta } }) : layoutEdit(layout);
}
