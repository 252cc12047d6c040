import { UNTITLED_QUERY_PREFIX } from './constants.js';

const NUMBERED_UNTITLED = new RegExp(`^${UNTITLED_QUERY_PREFIX} (\\d+)$`);

/**
 * Name of a new tab: 'Untitled Query N' with N one above the highest number among open tabs
 * named that way, 'Untitled Query 1' when there is none. The first tab of a fresh SQL Lab is
 * named 'Untitled query' instead (see `DEFAULT_QUERY_EDITOR_NAME`) and does not count.
 *
 * @example
 * ```ts
 * newQueryTabName(['Untitled query', 'Untitled Query 3']); // 'Untitled Query 4'
 * ```
 */
export function newQueryTabName(existingNames: readonly string[]): string {
  let highest = 0;
  for (const name of existingNames) {
    const match = NUMBERED_UNTITLED.exec(name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${UNTITLED_QUERY_PREFIX} ${highest + 1}`;
}
