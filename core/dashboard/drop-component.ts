import type { ComponentIdSource } from './component-id.js';
import type { LayoutComponentType } from './component-types.js';
import { createComponent } from './create-component.js';
import type { LayoutComponentMeta, LayoutMap } from './layout-component.js';
import { NEW_COMPONENTS_SOURCE_ID } from './layout-constants.js';
import type { LayoutResult } from './layout-result.js';
import { type DropLocation, moveComponent } from './move-component.js';

/** The outcome of a drag and drop, as the dashboard's drag-and-drop layer reports it. */
export interface ComponentDrop {
  /** `NEW_COMPONENTS_SOURCE_ID` for a component dragged from the palette. */
  source: DropLocation;
  destination: DropLocation;
  /** The dragged component: its id for a move; its type (and settings) for a new one. */
  dragging: { id: string; type: LayoutComponentType; meta?: Partial<LayoutComponentMeta> };
}

/**
 * Applies a drop: a component from the palette is created (`createComponent`), any other is
 * moved (`moveComponent`).
 */
export function dropComponent(layout: LayoutMap, drop: ComponentDrop, idSource?: ComponentIdSource): LayoutResult {
  if (drop.source.id === NEW_COMPONENTS_SOURCE_ID) {
    return createComponent(layout, { type: drop.dragging.type, meta: drop.dragging.meta, destination: drop.destination }, idSource);
  }
  return moveComponent(layout, drop, idSource);
}
