import { dashboardChromeOf } from '../features/dashboard/model/ui-config';
import { isStandalone } from '../routing/screen-handle';

/**
 * Whether the page's URL parameters hide the top navigation: any `standalone` mode (`1`/`true`,
 * the dashboard's 2 and 3), or the `uiConfig` bitmask with its hide-nav bit (4). The app frame
 * leaves the navigation out, so the page below it starts at the top of the window.
 *
 * @example
 * ```ts
 * urlHidesNav(new URLSearchParams('uiConfig=5')); // true: bits 1 and 4
 * ```
 */
export function urlHidesNav(params: URLSearchParams): boolean {
  return isStandalone(params.get('standalone')) || dashboardChromeOf(params).hideNav;
}
