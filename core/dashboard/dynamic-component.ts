import type { LayoutComponent } from './layout-component.js';

/** Settings of a `DYNAMIC` component the grid owns; the rest belong to the plugin's component. */
const GRID_META: ReadonlySet<string> = new Set(['width', 'height', 'background', 'componentKey', 'dashboardComponentId']);

/**
 * The key of the plugin component a `DYNAMIC` layout component draws: `meta.componentKey`, or
 * Superset's `meta.dashboardComponentId` in imported layouts; null when it names none.
 */
export function dynamicComponentKey(component: Pick<LayoutComponent, 'meta'>): string | null {
  const key = component.meta.componentKey ?? component.meta.dashboardComponentId;
  return typeof key === 'string' && key !== '' ? key : null;
}

/**
 * The settings a `DYNAMIC` component hands to its plugin component, and the only ones the plugin
 * may store back: its meta without the grid's own keys (size, background, component key).
 */
export function dynamicComponentSettings(meta: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(meta).filter(([key]) => !GRID_META.has(key)));
}
