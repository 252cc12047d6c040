import type { HomeItemsTab } from './home-types';

/** The tabs of the home page's Dashboards and Charts sections, in Superset's order. */
export const ITEMS_TABS: readonly { value: HomeItemsTab; label: string }[] = [
  { value: 'favorite', label: 'Favorites' },
  { value: 'mine', label: 'Mine' },
  { value: 'all', label: 'All' },
];

/** What an empty Dashboards or Charts tab says. */
export function itemsEmptyText(noun: 'dashboards' | 'charts', tab: HomeItemsTab): string {
  if (tab === 'favorite') return `Star ${noun} to find them here.`;
  if (tab === 'mine') return `You do not own any ${noun} yet.`;
  return `There are no ${noun} yet.`;
}
