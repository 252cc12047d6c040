import { isLayoutComponentType } from './component-types.js';
import type { LayoutComponent, LayoutComponentMeta, LayoutMap } from './layout-component.js';
import { DASHBOARD_LAYOUT_VERSION, DASHBOARD_ROOT_ID, DASHBOARD_VERSION_KEY, POSITION_DATA_LIMIT } from './layout-constants.js';
import { withParents } from './update-parents.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readComponent(key: string, value: unknown): LayoutComponent | undefined {
  if (!isRecord(value) || !isLayoutComponentType(value.type)) return undefined;
  const id = typeof value.id === 'string' ? value.id : key;
  if (id !== key) return undefined;
  const children = Array.isArray(value.children) ? value.children.filter((child): child is string => typeof child === 'string') : [];
  const meta = isRecord(value.meta) ? ({ ...value.meta } as LayoutComponentMeta) : {};
  const component: LayoutComponent = { ...value, id, type: value.type, children, meta };
  if (Array.isArray(value.parents)) component.parents = value.parents.filter((parent): parent is string => typeof parent === 'string');
  else delete component.parents;
  return component;
}

/**
 * Reads a stored `position_json` (the JSON text or the parsed object) into a layout: the version
 * key is dropped, entries of unknown type or whose id differs from their key are left out, and so
 * are children that point to no component; `parents` are rebuilt from the tree. `null` when the
 * value is empty, not a JSON object, or has no `ROOT_ID` (the caller then starts from
 * `createEmptyLayout`).
 */
export function parsePositionJson(value: unknown): LayoutMap | null {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(raw)) return null;
  const layout: LayoutMap = {};
  for (const [key, entry] of Object.entries(raw)) {
    if (key === DASHBOARD_VERSION_KEY) continue;
    const component = readComponent(key, entry);
    if (component) layout[key] = component;
  }
  if (layout[DASHBOARD_ROOT_ID]?.type !== 'ROOT') return null;
  for (const component of Object.values(layout)) {
    if (component.children.some((childId) => !layout[childId])) {
      layout[component.id] = { ...component, children: component.children.filter((childId) => layout[childId]) };
    }
  }
  return withParents(layout);
}

/** The layout as stored in `position_json`: its components plus `DASHBOARD_VERSION_KEY: 'v2'`. */
export function toPositionJson(layout: LayoutMap): Record<string, unknown> {
  return { [DASHBOARD_VERSION_KEY]: DASHBOARD_LAYOUT_VERSION, ...layout };
}

/** How a layout's serialised size compares with the position-data limit. */
export interface PositionDataSize {
  /** Characters of `JSON.stringify(toPositionJson(layout))`. */
  size: number;
  limit: number;
  /** `'too-large'` at or over the limit (the save is refused), `'near-limit'` from 90 % of it. */
  status: 'ok' | 'near-limit' | 'too-large';
}

/** Measures the serialised layout against `limit` (`POSITION_DATA_LIMIT` by default). */
export function checkPositionDataSize(layout: LayoutMap, limit: number = POSITION_DATA_LIMIT): PositionDataSize {
  const size = JSON.stringify(toPositionJson(layout)).length;
  const status = size >= limit ? 'too-large' : size >= limit * 0.9 ? 'near-limit' : 'ok';
  return { size, limit, status };
}
