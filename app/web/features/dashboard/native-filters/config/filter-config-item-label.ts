import { isNativeFilter, type FilterConfigItem } from '@core/dashboard/index.js';

/** How an entry is named in the list: its name or title, or a placeholder while it has none. */
export function filterConfigItemLabel(item: FilterConfigItem): string {
  if (isNativeFilter(item)) return item.name.trim() || '[untitled]';
  return item.title.trim() || '[untitled divider]';
}
