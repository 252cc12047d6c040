import { createContext, useContext } from 'react';
import type { LayoutMap } from '@core/dashboard/index.js';
import type { ChartChoice } from '../dashboard-types';
import { type Box, type DragSubject, type LayoutGeometry, type Point, type ResolvedDrop, resolveDrop } from '../model/drop-location';

/** The react-dnd item type of everything dragged on a dashboard. */
export const DASHBOARD_DND_TYPE = 'dashboard-layout-component';

/** What a drag carries: the subject, and for a chart from the edit panel its definition. */
export type DashboardDragItem = DragSubject & { chart?: ChartChoice };

const boxOf = (element: Element | undefined): Box | undefined => {
  if (!element || !element.isConnected) return undefined;
  const rect = element.getBoundingClientRect();
  // Hidden components (inactive tabs) take no room and receive no drop.
  if (rect.width === 0 && rect.height === 0) return undefined;
  return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
};

/** The shown drop, for the indicator. */
export interface DropPreview {
  containerId: string;
  resolved: ResolvedDrop;
}

/** What the drag-and-drop layer reports back to the page. */
export interface DndCallbacks {
  layout: () => LayoutMap;
  /** Applies an allowed drop (a chart from the panel comes with its definition). */
  onDrop: (resolved: ResolvedDrop, item: DashboardDragItem) => void;
  /** A drop the rules refuse, with their message. */
  onRefused: (message: string) => void;
}

/**
 * The dashboard's drag and drop: where components are drawn (for the drop geometry), the drop
 * currently pointed at (for the indicator), and the hover and drop handlers of the containers.
 */
export class DndService implements LayoutGeometry {
  private readonly items = new Map<string, Element>();
  private readonly containers = new Map<string, Element>();
  private readonly listeners = new Set<() => void>();
  private preview: DropPreview | null = null;

  constructor(private readonly callbacks: DndCallbacks) {}

  itemBox(id: string): Box | undefined {
    return boxOf(this.items.get(id));
  }

  containerBox(id: string): Box | undefined {
    return boxOf(this.containers.get(id)) ?? this.itemBox(id);
  }

  /** Records (or, with null, forgets) the element of a component as a child of its parent. */
  registerItem(id: string, element: Element | null): void {
    if (element) this.items.set(id, element);
    else this.items.delete(id);
  }

  /** Records (or forgets) the element holding a container's children. */
  registerContainer(id: string, element: Element | null): void {
    if (element) this.containers.set(id, element);
    else this.containers.delete(id);
  }

  /** The drop shown now. */
  current(): DropPreview | null {
    return this.preview;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The pointer moves over `containerId` (the innermost container under it). */
  hover(containerId: string, point: Point, item: DashboardDragItem): void {
    const resolved = resolveDrop(this.callbacks.layout(), containerId, point, this, item);
    this.show(resolved ? { containerId, resolved } : null);
  }

  /** The pointer left `containerId`: its preview goes. */
  leave(containerId: string): void {
    if (this.preview?.containerId === containerId) this.show(null);
  }

  /** The item is dropped over `containerId`. */
  drop(containerId: string, point: Point, item: DashboardDragItem): void {
    const resolved = resolveDrop(this.callbacks.layout(), containerId, point, this, item);
    this.show(null);
    if (!resolved) return;
    if (resolved.valid) this.callbacks.onDrop(resolved, item);
    else if (resolved.message) this.callbacks.onRefused(resolved.message);
  }

  /** The drag ended (dropped or cancelled). */
  end(): void {
    this.show(null);
  }

  private show(preview: DropPreview | null): void {
    const same =
      preview?.resolved.valid === this.preview?.resolved.valid &&
      preview?.resolved.drop.destination.id === this.preview?.resolved.drop.destination.id &&
      preview?.resolved.drop.destination.index === this.preview?.resolved.drop.destination.index &&
      JSON.stringify(preview?.resolved.indicator) === JSON.stringify(this.preview?.resolved.indicator);
    this.preview = preview;
    if (!same) for (const listener of this.listeners) listener();
  }
}

/** The dashboard's drag-and-drop service; null outside edit mode. */
export const DndServiceContext = createContext<DndService | null>(null);

/** The drag-and-drop service, when editing. */
export function useDndService(): DndService | null {
  return useContext(DndServiceContext);
}
