import { isFilterDivider } from './native-filter-id.js';
import type { FilterConfigItem, NativeFilterChanges } from './native-filter-types.js';

/** A configuration entry as saved: a divider's description is trimmed. */
export function normalizeFilterConfigItem<Item extends FilterConfigItem>(item: Item): Item {
  if (isFilterDivider(item) && typeof item.description === 'string' && item.description !== item.description.trim()) {
    return { ...item, description: item.description.trim() };
  }
  return item;
}

/** Structural equality of JSON-like values; object keys in any order, keys holding `undefined` ignored. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, index) => sameJson(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameJson(left[key], right[key]));
}

/**
 * The configuration after a change set (what `PUT /api/v1/dashboard/{id}/filters` applies):
 * `modified` entries replace the entry of the same id or are appended, `deleted` ids are removed,
 * then entries are put in `reordered` order when it is given (unknown ids ignored; entries it does
 * not list follow, in their order). Modified dividers have their description trimmed.
 */
export function applyFilterChanges(configuration: readonly FilterConfigItem[], changes: NativeFilterChanges): FilterConfigItem[] {
  const modified = new Map((changes.modified ?? []).map((item) => [item.id, normalizeFilterConfigItem(item)]));
  const deleted = new Set(changes.deleted ?? []);
  const existingIds = new Set(configuration.map((item) => item.id));
  const updated = [
    ...configuration.map((item) => modified.get(item.id) ?? item),
    ...[...modified.values()].filter((item) => !existingIds.has(item.id)),
  ].filter((item) => !deleted.has(item.id));
  const reordered = changes.reordered ?? [];
  if (reordered.length === 0) return updated;
  const byId = new Map(updated.map((item) => [item.id, item]));
  const listed = [...new Set(reordered)].flatMap((id) => byId.get(id) ?? []);
  const listedIds = new Set(listed.map((item) => item.id));
  return [...listed, ...updated.filter((item) => !listedIds.has(item.id))];
}

/**
 * The change set turning one configuration into another: `modified` holds the entries that are new
 * or differ (in `after` order), `deleted` the ids that are gone, and `reordered` every id of
 * `after` in order when entries moved, were added or removed (empty otherwise). Dividers are
 * compared and sent with trimmed descriptions, so applying the result to `before` gives `after` as
 * it is saved.
 */
export function diffFilterConfiguration(before: readonly FilterConfigItem[], after: readonly FilterConfigItem[]): NativeFilterChanges {
  const beforeById = new Map(before.map((item) => [item.id, normalizeFilterConfigItem(item)]));
  const afterIds = new Set(after.map((item) => item.id));
  const modified = after.map(normalizeFilterConfigItem).filter((item) => !beforeById.has(item.id) || !sameJson(beforeById.get(item.id), item));
  const deleted = before.map((item) => item.id).filter((id) => !afterIds.has(id));
  const sameOrder = before.length === after.length && before.every((item, index) => item.id === after[index]!.id);
  return { modified, deleted, reordered: sameOrder ? [] : after.map((item) => item.id) };
}
