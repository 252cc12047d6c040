/**
 * Layout builders for the dashboard model's tests: short nested descriptions instead of flat maps.
 */
import type { ComponentIdSource } from './component-id.js';
import type { LayoutComponentType } from './component-types.js';
import type { LayoutComponentMeta, LayoutMap } from './layout-component.js';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID } from './layout-constants.js';
import { newComponent } from './new-component.js';
import { withParents } from './update-parents.js';

/** A component and its subtree, as tests describe it. */
export interface NodeSpec {
  id: string;
  type: LayoutComponentType;
  meta?: Partial<LayoutComponentMeta>;
  children?: NodeSpec[];
}

export const grid = (...children: NodeSpec[]): NodeSpec => ({ id: DASHBOARD_GRID_ID, type: 'GRID', children });
export const row = (id: string, ...children: NodeSpec[]): NodeSpec => ({ id, type: 'ROW', children });
export const column = (id: string, width: number, ...children: NodeSpec[]): NodeSpec => ({ id, type: 'COLUMN', meta: { width }, children });
export const tabs = (id: string, ...children: NodeSpec[]): NodeSpec => ({ id, type: 'TABS', children });
export const tab = (id: string, ...children: NodeSpec[]): NodeSpec => ({ id, type: 'TAB', children });
export const chart = (id: string, chartId: number, width = 4): NodeSpec => ({ id, type: 'CHART', meta: { chartId, width } });
export const markdown = (id: string, width = 4): NodeSpec => ({ id, type: 'MARKDOWN', meta: { width } });
export const header = (id: string): NodeSpec => ({ id, type: 'HEADER' });
export const divider = (id: string): NodeSpec => ({ id, type: 'DIVIDER' });

/** A layout whose root holds `top` (a grid or top-level tabs), with `parents` filled in. */
export function layoutOf(top: NodeSpec, extra: NodeSpec[] = []): LayoutMap {
  const layout: LayoutMap = {};
  const add = (spec: NodeSpec) => {
    layout[spec.id] = newComponent(spec.type, { id: spec.id, meta: spec.meta, children: (spec.children ?? []).map((child) => child.id) });
    spec.children?.forEach(add);
  };
  add({ id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [top] });
  extra.forEach(add);
  return withParents(layout);
}

/** An id source giving `<TYPE>-n1`, `<TYPE>-n2`, … */
export function counterIdSource(): ComponentIdSource {
  let count = 0;
  return (type) => `${type}-n${++count}`;
}

/** Child ids of a component, failing loudly when it is missing. */
export function childrenOf(layout: LayoutMap, id: string): string[] {
  const component = layout[id];
  if (!component) throw new Error(`no component ${id}`);
  return component.children;
}
