import type { LayoutComponent, LayoutMap } from './layout-component.js';

/**
 * A shallow copy of a layout that operations edit in place before handing it out. Components are
 * replaced, never mutated, so the original layout and its components stay untouched.
 */
export class LayoutDraft {
  readonly components: LayoutMap;

  constructor(layout: LayoutMap) {
    this.components = { ...layout };
  }

  get(id: string): LayoutComponent | undefined {
    return this.components[id];
  }

  set(component: LayoutComponent): void {
    this.components[component.id] = component;
  }

  /** Replaces the children list of `id`. */
  setChildren(id: string, children: string[]): void {
    const component = this.components[id];
    if (component) this.components[id] = { ...component, children };
  }

  /** Inserts `childId` among the children of `parentId` at `index`, clamped to the list. */
  insertChild(parentId: string, index: number, childId: string): void {
    const children = [...(this.components[parentId]?.children ?? [])];
    const at = Number.isFinite(index) ? Math.min(Math.max(0, Math.trunc(index)), children.length) : children.length;
    children.splice(at, 0, childId);
    this.setChildren(parentId, children);
  }

  /** Takes `childId` out of the children of `parentId`. */
  removeChild(parentId: string, childId: string): void {
    const parent = this.components[parentId];
    if (parent?.children.includes(childId)) this.setChildren(parentId, parent.children.filter((id) => id !== childId));
  }

  /** Deletes a component and everything under it from the map (not from its parent's children). */
  deleteSubtree(id: string): void {
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      const component = this.components[current];
      if (!component) continue;
      delete this.components[current];
      stack.push(...component.children);
    }
  }

  /** Whether `id` is `ancestorId` or lies under it. */
  isWithin(id: string, ancestorId: string): boolean {
    const visited = new Set<string>();
    const stack = [ancestorId];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (current === id) return true;
      if (visited.has(current)) continue;
      visited.add(current);
      stack.push(...(this.components[current]?.children ?? []));
    }
    return false;
  }
}
