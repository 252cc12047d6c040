import { type DashboardUiConfig, parseUiConfig } from '../dashboard/model/ui-config';
import { DashboardUrlParam, isParamOff } from '../dashboard/model/url-params';

/** How the embedded dashboard shows its filter bar (the SDK's `filters.visible` and `filters.expanded`). */
export type EmbeddedFilterBar = 'hidden' | 'collapsed' | 'expanded';

/** What the embedding application asked the page to hide or do, from the iframe's URL. */
export interface EmbeddedUiConfig extends DashboardUiConfig {
  filterBar: EmbeddedFilterBar;
}

/**
 * Reads the embedded page's URL as the SDK writes it: the `uiConfig` bitmask (1 hide title, 2 hide
 * tab, 4 hide nav, 8 hide chart controls, 16 emit data masks), `show_filters` and `expand_filters`
 * (`false` or `0` turn them off). The dashboard view reads the same parameters; the page reads
 * them to know whether to report data masks to the host.
 *
 * @example
 * ```ts
 * embeddedUiConfigOf(new URLSearchParams('uiConfig=17&expand_filters=false'));
 * // hideTitle, emitDataMasks, filterBar 'collapsed'
 * ```
 */
export function embeddedUiConfigOf(search: URLSearchParams): EmbeddedUiConfig {
  const filterBar: EmbeddedFilterBar = isParamOff(search, DashboardUrlParam.SHOW_FILTERS)
    ? 'hidden'
    : isParamOff(search, DashboardUrlParam.EXPAND_FILTERS)
      ? 'collapsed'
      : 'expanded';
  return { ...parseUiConfig(search.get(DashboardUrlParam.UI_CONFIG)), filterBar };
}
