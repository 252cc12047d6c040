import type { ExtraFormData } from '../plugin-api/index.js';
import { mergeExtraFormData } from '../query/merge-extra-form-data.js';
import { isNativeFilter } from './native-filter-id.js';
import type { DataMaskState, FilterConfigItem, NativeFilter } from './native-filter-types.js';
import { hasFilterValue } from './native-filter-value.js';

type Configuration = readonly FilterConfigItem[];

function nativeFiltersById(configuration: Configuration): Map<string, NativeFilter> {
  const byId = new Map<string, NativeFilter>();
  for (const item of configuration) if (isNativeFilter(item)) byId.set(item.id, item);
  return byId;
}

const parentIdsOf = (filter: NativeFilter | undefined): readonly string[] => (Array.isArray(filter?.cascadeParentIds) ? filter.cascadeParentIds : []);

/** The filter's direct parents (its `cascadeParentIds` that name native filters), in that order. */
export function getCascadeParents(configuration: Configuration, filterId: string): NativeFilter[] {
  const byId = nativeFiltersById(configuration);
  return parentIdsOf(byId.get(filterId)).flatMap((parentId) => byId.get(parentId) ?? []);
}

/** The native filters whose values narrow on this one (it is among their `cascadeParentIds`), in configuration order. */
export function getCascadeChildren(configuration: Configuration, filterId: string): NativeFilter[] {
  return configuration.filter((item): item is NativeFilter => isNativeFilter(item) && parentIdsOf(item).includes(filterId));
}

/**
 * Every ancestor of a filter (parents, their parents, …), nearest first: each at the distance of
 * its shortest path, ties in `cascadeParentIds` order. Safe against cycles; the filter itself is
 * never its own ancestor.
 */
export function getCascadeAncestors(configuration: Configuration, filterId: string): NativeFilter[] {
  const byId = nativeFiltersById(configuration);
  const seen = new Set([filterId]);
  const ancestors: NativeFilter[] = [];
  let level = [filterId];
  while (level.length > 0) {
    const next: string[] = [];
    for (const id of level) {
      for (const parentId of parentIdsOf(byId.get(id))) {
        const parent = byId.get(parentId);
        if (!parent || seen.has(parentId)) continue;
        seen.add(parentId);
        ancestors.push(parent);
        next.push(parentId);
      }
    }
    level = next;
  }
  return ancestors;
}

/** Every descendant of a filter (children, their children, …), nearest first. Safe against cycles. */
export function getCascadeDescendants(configuration: Configuration, filterId: string): NativeFilter[] {
  const seen = new Set([filterId]);
  const descendants: NativeFilter[] = [];
  let level = [filterId];
  while (level.length > 0) {
    const next: string[] = [];
    for (const id of level) {
      for (const child of getCascadeChildren(configuration, id)) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        descendants.push(child);
        next.push(child.id);
      }
    }
    level = next;
  }
  return descendants;
}

/**
 * The ids of a cascade cycle (each filter a parent of the next, the last a parent of the first),
 * or null when the parent links form none. A filter listing itself is a cycle of one.
 */
export function findCascadeCycle(configuration: Configuration): string[] | null {
  const byId = nativeFiltersById(configuration);
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'visiting');
    path.push(id);
    for (const parentId of parentIdsOf(byId.get(id))) {
      if (!byId.has(parentId)) continue;
      if (state.get(parentId) === 'visiting') return path.slice(path.indexOf(parentId)).reverse();
      if (!state.has(parentId)) {
        const cycle = visit(parentId);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of byId.keys()) {
    if (state.has(id)) continue;
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Whether `parentId` may become a cascade parent of `childId`: both are distinct, the parent is a
 * native filter (not a divider) of the configuration, the child is not a divider (it may be a filter
 * not saved yet), and the link would not close a cycle (the child is not already an ancestor of
 * the parent).
 */
export function canBeParentOf(configuration: Configuration, parentId: string, childId: string): boolean {
  if (parentId === childId) return false;
  const parent = configuration.find((item) => item.id === parentId);
  if (!isNativeFilter(parent)) return false;
  const child = configuration.find((item) => item.id === childId);
  if (child && !isNativeFilter(child)) return false;
  return !getCascadeAncestors(configuration, parentId).some((ancestor) => ancestor.id === childId);
}

/**
 * What a filter's ancestors add to its options query: the extra form data of every ancestor's
 * data mask merged with `mergeExtraFormData`, the farthest first and the nearest last (so a
 * parent's time range overrides a grandparent's).
 */
export function parentsExtraFormData(configuration: Configuration, dataMask: DataMaskState, filterId: string): ExtraFormData {
  return getCascadeAncestors(configuration, filterId)
    .reverse()
    .reduce<ExtraFormData>((merged, ancestor) => mergeExtraFormData(merged, dataMask[ancestor.id]?.extraFormData), {});
}

/**
 * The configuration with every filter after its cascade parents; entries already in a valid order
 * keep their places (a parent listed later moves up just before its first child). Filters in a
 * cycle keep the order in which they are reached.
 */
export function orderByCascade<Item extends FilterConfigItem>(configuration: readonly Item[]): Item[] {
  const byId = new Map<string, Item>(configuration.map((item) => [item.id, item]));
  const ordered: Item[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (item: Item) => {
    if (placed.has(item.id) || visiting.has(item.id)) return;
    visiting.add(item.id);
    if (isNativeFilter(item)) {
      for (const parentId of parentIdsOf(item)) {
        const parent = byId.get(parentId);
        if (parent) place(parent);
      }
    }
    visiting.delete(item.id);
    placed.add(item.id);
    ordered.push(item);
  };
  configuration.forEach(place);
  return ordered;
}

/**
 * Data masks after a filter changed: when the filter has been cleared (no value left), every
 * descendant filter is cleared too (value null, no extra form data; its own state kept). Returns
 * the same object when nothing changes. Pruning a child's value to its narrowed options is the
 * filter component's job, not this one's.
 */
export function clearDescendantValues(configuration: Configuration, dataMask: DataMaskState, changedFilterId: string): DataMaskState {
  if (hasFilterValue(dataMask[changedFilterId])) return dataMask;
  let next: DataMaskState | undefined;
  for (const descendant of getCascadeDescendants(configuration, changedFilterId)) {
    const mask = dataMask[descendant.id];
    if (!mask || (!hasFilterValue(mask) && Object.keys(mask.extraFormData ?? {}).length === 0)) continue;
    const { label: _label, ...filterState } = mask.filterState ?? {};
    next ??= { ...dataMask };
    next[descendant.id] = { ...mask, id: descendant.id, extraFormData: {}, filterState: { ...filterState, value: null } };
  }
  return next ?? dataMask;
}
