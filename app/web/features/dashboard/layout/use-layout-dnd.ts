import { useCallback, useEffect, useRef } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import type { LayoutComponent } from '@core/dashboard/index.js';
import { DASHBOARD_DND_TYPE, type DashboardDragItem, useDndService } from './dnd-service';

/**
 * Makes an element the drop area of a layout container (grid, tab, row, column, tab bar, root):
 * while it is the innermost container under the pointer, the drop it points at is previewed, and
 * a drop there is applied. Also records the element as the container's box. Answers the ref
 * callback to put on the element and whether a drag hovers it.
 */
export function useContainerDrop(containerId: string) {
  const dnd = useDndService();
  const [{ isOver }, connect] = useDrop<DashboardDragItem, void, { isOver: boolean }>(
    () => ({
      accept: DASHBOARD_DND_TYPE,
      canDrop: () => dnd !== null,
      collect: (monitor) => ({ isOver: monitor.isOver({ shallow: true }) }),
      hover: (item, monitor) => {
        const point = monitor.getClientOffset();
        if (!dnd || !point || !monitor.isOver({ shallow: true })) return;
        dnd.hover(containerId, point, item);
      },
      drop: (item, monitor) => {
        const point = monitor.getClientOffset();
        if (!dnd || !point || monitor.didDrop()) return;
        dnd.drop(containerId, point, item);
      },
    }),
    [dnd, containerId],
  );

  useEffect(() => {
    if (!isOver) dnd?.leave(containerId);
  }, [isOver, dnd, containerId]);

  const element = useRef<Element | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (element.current && element.current !== node) dnd?.registerContainer(containerId, null);
      element.current = node;
      if (node) dnd?.registerContainer(containerId, node);
      connect(node);
    },
    [connect, dnd, containerId],
  );
  useEffect(() => () => dnd?.registerContainer(containerId, null), [dnd, containerId]);
  return { ref, isOver };
}

/** Records an element as a component's box within its parent (for the drop geometry). */
export function useLayoutItemRef(componentId: string) {
  const dnd = useDndService();
  useEffect(() => () => dnd?.registerItem(componentId, null), [dnd, componentId]);
  return useCallback((node: Element | null) => dnd?.registerItem(componentId, node), [dnd, componentId]);
}

/**
 * Makes a layout component draggable in edit mode: `handleRef` goes on the element to grab,
 * `previewRef` on the element shown under the pointer.
 */
export function useComponentDrag(component: Pick<LayoutComponent, 'id' | 'type'>, enabled: boolean) {
  const dnd = useDndService();
  const [{ isDragging }, handleRef, previewRef] = useDrag<DashboardDragItem, void, { isDragging: boolean }>(
    () => ({
      type: DASHBOARD_DND_TYPE,
      item: { kind: 'existing', id: component.id, type: component.type },
      canDrag: () => enabled && dnd !== null,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
      end: () => dnd?.end(),
    }),
    [component.id, component.type, enabled, dnd],
  );
  return { isDragging, handleRef, previewRef };
}
