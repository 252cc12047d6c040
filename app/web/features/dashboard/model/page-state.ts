import { type LayoutMap, findParentId } from '@core/dashboard/index.js';
import type { DataMask } from '@core/plugin-api/index.js';
import type { DashboardPermalinkState } from '../dashboard-types';

/** Tabs component id → shown tab id, from a permalink's list of active tabs (ids no longer in the layout are skipped). */
export function activeTabsOf(layout: LayoutMap, tabIds: readonly string[] | null | undefined): Record<string, string> {
  const active: Record<string, string> = {};
  for (const tabId of tabIds ?? []) {
    const tabsId = layout[tabId]?.type === 'TAB' ? findParentId(layout, tabId) : undefined;
    if (tabsId !== undefined) active[tabsId] = tabId;
  }
  return active;
}

/** The ids of the tabs shown now: each tabs component's chosen tab, or its first. */
export function shownTabIds(layout: LayoutMap, activeTabs: Readonly<Record<string, string>>): string[] {
  const ids: string[] = [];
  for (const component of Object.values(layout)) {
    if (component.type !== 'TABS') continue;
    const chosen = activeTabs[component.id];
    const tabId = chosen !== undefined && component.children.includes(chosen) ? chosen : component.children[0];
    if (tabId !== undefined) ids.push(tabId);
  }
  return ids;
}

/** The data masks a permalink keeps, by chart id (entries that are not objects are dropped). */
export function dataMasksOf(state: DashboardPermalinkState | null | undefined): Record<string, DataMask> {
  const masks: Record<string, DataMask> = {};
  for (const [id, mask] of Object.entries(state?.dataMask ?? {})) {
    if (mask && typeof mask === 'object' && !Array.isArray(mask)) masks[id] = mask as DataMask;
  }
  return masks;
}
