import {
  type DataMaskState,
  type FilterConfigItem,
  NATIVE_FILTERS_URL_PARAM,
  decodeNativeFiltersParam,
  crossFilterChartId,
  encodeNativeFiltersParam,
  hasFilterValue,
  initialDataMask,
  legacyFiltersToDataMask,
} from '@core/dashboard/index.js';
import { hasExtraFormData } from '@core/plugin-api/index.js';
import type { DashboardMetadata, DashboardPermalinkState } from '../dashboard-types';
import { dataMasksOf } from '../model/page-state';
import { DashboardUrlParam } from '../model/url-params';
import { sameFilterEffect } from './native-filters-state';

/** Where a dashboard page's first filter values come from. */
export interface InitialFilterMaskInputs {
  configuration: readonly FilterConfigItem[];
  /** The state of the permalink the page was opened from. */
  permalinkState: DashboardPermalinkState | null | undefined;
  /** The page's URL parameters (`native_filters`, `preselect_filters`). */
  search: URLSearchParams;
  /** The dashboard's metadata (`default_filters`). */
  metadata: DashboardMetadata;
}

/** The first applied data masks, and the messages of legacy filters that could not be read. */
export interface InitialFilterMasks {
  dataMask: DataMaskState;
  errors: string[];
}

function legacyMasks(raw: unknown, configuration: readonly FilterConfigItem[], errors: string[]): DataMaskState {
  if (raw === undefined || raw === null || raw === '') return {};
  try {
    return legacyFiltersToDataMask(raw, configuration);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
    return {};
  }
}

/**
 * The data masks a dashboard page starts with, each native filter's from the first source that
 * has it: the permalink, the `native_filters` URL parameter, the legacy `preselect_filters` URL
 * parameter or `default_filters` metadata (the URL's taking precedence), then the filter's
 * default. Cross-filters come from the permalink or the URL. A legacy source with an invalid
 * filter key adds nothing and reports its message; the page still loads.
 */
export function initialFilterMasks({ configuration, permalinkState, search, metadata }: InitialFilterMaskInputs): InitialFilterMasks {
  const errors: string[] = [];
  const fromMetadata = legacyMasks(metadata.default_filters, configuration, errors);
  const fromUrl = legacyMasks(search.get(DashboardUrlParam.PRESELECT_FILTERS), configuration, errors);
  const dataMask = initialDataMask(configuration, {
    permalinkDataMask: permalinkState?.dataMask ? dataMasksOf(permalinkState) : null,
    urlDataMask: decodeNativeFiltersParam(search.get(NATIVE_FILTERS_URL_PARAM)),
    legacyDefaults: { ...fromMetadata, ...fromUrl },
  });
  return { dataMask, errors };
}

/**
 * The `native_filters` URL parameter for the applied masks: their rison text, or null while they
 * filter as the defaults do (a dashboard nobody filtered, or one cleared again, keeps a clean URL).
 */
export function nativeFiltersParamOf(configuration: readonly FilterConfigItem[], applied: DataMaskState): string | null {
  // A chart's mask that holds nothing any more (a removed cross-filter) is left out.
  const kept = Object.fromEntries(
    Object.entries(applied).filter(
      ([key, mask]) => crossFilterChartId(key) === null || hasFilterValue(mask) || hasExtraFormData(mask.extraFormData) || Object.keys(mask.ownState ?? {}).length > 0,
    ),
  );
  const defaults = initialDataMask(configuration);
  const asDefaults = Object.entries(kept).every(
    ([key, mask]) => crossFilterChartId(key) === null && sameFilterEffect(mask, defaults[key]) && Object.keys(mask.ownState ?? {}).length === 0,
  );
  return asDefaults ? null : encodeNativeFiltersParam(kept);
}
