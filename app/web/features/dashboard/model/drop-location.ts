import {
  type ComponentDrop,
  DASHBOARD_ROOT_ID,
  type LayoutComponentMeta,
  type LayoutComponentType,
  type LayoutMap,
  NEW_COMPONENTS_SOURCE_ID,
  dropComponent,
  findParentId,
  getComponentDepth,
  isValidChild,
} from '@core/dashboard/index.js';

/** How a container lays out its children: side by side (rows, the tab bar) or stacked. */
export type DropOrientation = 'horizontal' | 'vertical';

/** A rectangle in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A pointer position in viewport pixels. */
export interface Point {
  x: number;
  y: number;
}

/** What is being dragged: a component of the layout, or a new one from the edit panel. */
export type DragSubject =
  | { kind: 'existing'; id: string; type: LayoutComponentType }
  | { kind: 'new'; type: LayoutComponentType; meta?: Partial<LayoutComponentMeta> };

/** Where the layout's components are drawn. */
export interface LayoutGeometry {
  /** The box of a component as a child of its parent (a tab: its label in the tab bar). */
  itemBox(id: string): Box | undefined;
  /** The box holding a container's children (a tab: its content; tabs: the tab bar). */
  containerBox(id: string): Box | undefined;
}

/** A drop the pointer points at: the drop to apply, whether the layout rules allow it, and where to draw the indicator. */
export interface ResolvedDrop {
  drop: ComponentDrop;
  /** Whether the drop changes the layout under the rules; false also for a drop that changes nothing. */
  valid: boolean;
  /** The refusal's message when the rules refuse it. */
  message?: string;
  orientation: DropOrientation;
  /** The line (or, for an empty container, the area) to highlight, in viewport pixels. */
  indicator: Box;
}

/** Distance from a container's edge within which a drop goes beside the container rather than into it. */
export const DROP_EDGE_PX = 10;

/** The direction a component of `type` lays out its children. */
export function orientationOf(type: LayoutComponentType): DropOrientation {
  return type === 'ROW' || type === 'TABS' ? 'horizontal' : 'vertical';
}

const start = (box: Box, orientation: DropOrientation) => (orientation === 'horizontal' ? box.left : box.top);
const end = (box: Box, orientation: DropOrientation) => (orientation === 'horizontal' ? box.right : box.bottom);
const along = (point: Point, orientation: DropOrientation) => (orientation === 'horizontal' ? point.x : point.y);

/**
 * The index among children laid out as `boxes` at which the pointer inserts: before the first child
 * whose middle lies past the pointer along the container's direction.
 */
export function insertionIndex(boxes: readonly Box[], point: Point, orientation: DropOrientation): number {
  const position = along(point, orientation);
  const index = boxes.findIndex((box) => position < (start(box, orientation) + end(box, orientation)) / 2);
  return index === -1 ? boxes.length : index;
}

/** Whether the pointer lies within `DROP_EDGE_PX` of the box's start or end along `orientation`. */
function edgeOf(point: Point, box: Box, orientation: DropOrientation): 'start' | 'end' | null {
  const inside = point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;
  if (!inside) return null;
  const position = along(point, orientation);
  const size = end(box, orientation) - start(box, orientation);
  const edge = Math.min(DROP_EDGE_PX, size / 4);
  if (position - start(box, orientation) <= edge) return 'start';
  if (end(box, orientation) - position <= edge) return 'end';
  return null;
}

function accepts(layout: LayoutMap, containerId: string, childType: LayoutComponentType): boolean {
  const container = layout[containerId];
  if (!container) return false;
  const depth = getComponentDepth(layout, containerId);
  return depth !== undefined && isValidChild({ parentType: container.type, parentDepth: depth, childType });
}

function indicatorBox(geometry: LayoutGeometry, container: { id: string; children: string[] }, index: number, orientation: DropOrientation): Box | undefined {
  const area = geometry.containerBox(container.id) ?? geometry.itemBox(container.id);
  if (!area) return undefined;
  // A drop on the root makes top-level tabs of the whole dashboard: its drop area is the indicator.
  if (container.id === DASHBOARD_ROOT_ID) return area;
  const boxes = container.children.map((id) => geometry.itemBox(id)).filter((box): box is Box => box !== undefined);
  if (boxes.length === 0) return area;
  const before = boxes[index - 1];
  const after = boxes[index];
  const thickness = 4;
  let at: number;
  if (before && after) at = (end(before, orientation) + start(after, orientation)) / 2;
  else if (after) at = start(after, orientation) - thickness;
  else at = end(before!, orientation) + thickness;
  if (orientation === 'horizontal') {
    const top = Math.min(...boxes.map((box) => box.top));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return { left: at - thickness / 2, right: at + thickness / 2, top, bottom };
  }
  return { left: area.left, right: area.right, top: at - thickness / 2, bottom: at + thickness / 2 };
}

/**
 * Works out the drop the pointer points at while hovering `hoveredId` (the innermost container
 * under the pointer), following the layout rules of `core/dashboard`:
 *
 * - within a container's outer edge, along its parent's direction, the drop goes beside the
 *   container in its parent (so a header can go between two rows, a chart before a column);
 * - a container that may not hold the dragged type passes the drop to its parent, beside itself;
 * - otherwise the drop goes into the container at the gap nearest the pointer.
 *
 * The drop is then checked with `dropComponent`; a refused drop keeps its message so the page can
 * show it. `null` when no container up to the root could take it.
 */
export function resolveDrop(layout: LayoutMap, hoveredId: string, point: Point, geometry: LayoutGeometry, subject: DragSubject): ResolvedDrop | null {
  let targetId = hoveredId;
  let forcedIndex: number | undefined;
  const visited = new Set<string>();
  for (;;) {
    if (visited.has(targetId)) return null;
    visited.add(targetId);
    const target = layout[targetId];
    if (!target) return null;
    const parentId = findParentId(layout, targetId);
    const parent = parentId === undefined ? undefined : layout[parentId];
    const ownBox = geometry.itemBox(targetId);
    if (forcedIndex === undefined && parent && parent.type !== 'ROOT' && ownBox) {
      const edge = edgeOf(point, ownBox, orientationOf(parent.type));
      if (edge) {
        forcedIndex = parent.children.indexOf(targetId) + (edge === 'end' ? 1 : 0);
        targetId = parent.id;
        continue;
      }
    }
    if (accepts(layout, targetId, subject.type)) return finish(layout, target, forcedIndex, point, geometry, subject);
    if (!parent) return null;
    const parentOrientation = orientationOf(parent.type);
    const pastMiddle = ownBox ? along(point, parentOrientation) > (start(ownBox, parentOrientation) + end(ownBox, parentOrientation)) / 2 : true;
    forcedIndex = parent.children.indexOf(targetId) + (pastMiddle ? 1 : 0);
    targetId = parent.id;
  }
}

function finish(
  layout: LayoutMap,
  target: LayoutMap[string],
  forcedIndex: number | undefined,
  point: Point,
  geometry: LayoutGeometry,
  subject: DragSubject,
): ResolvedDrop | null {
  const orientation = orientationOf(target.type);
  const drawn = target.children.map((id) => geometry.itemBox(id)).filter((box): box is Box => box !== undefined);
  const gap = forcedIndex ?? insertionIndex(drawn, point, orientation);
  const indicator = indicatorBox(geometry, target, gap, orientation);
  if (!indicator) return null;

  let drop: ComponentDrop;
  if (subject.kind === 'new') {
    drop = {
      source: { id: NEW_COMPONENTS_SOURCE_ID, index: 0 },
      destination: { id: target.id, index: gap },
      dragging: { id: NEW_COMPONENTS_SOURCE_ID, type: subject.type, ...(subject.meta ? { meta: subject.meta } : {}) },
    };
  } else {
    const sourceId = findParentId(layout, subject.id);
    if (sourceId === undefined) return null;
    const sourceIndex = layout[sourceId]!.children.indexOf(subject.id);
    // The index is where the component lands once taken out of its place.
    const index = sourceId === target.id && sourceIndex < gap ? gap - 1 : gap;
    drop = { source: { id: sourceId, index: sourceIndex }, destination: { id: target.id, index }, dragging: { id: subject.id, type: subject.type } };
  }
  const result = dropComponent(layout, drop);
  if (!result.ok) return { drop, valid: false, message: result.message, orientation, indicator };
  return { drop, valid: result.layout !== layout, orientation, indicator };
}
