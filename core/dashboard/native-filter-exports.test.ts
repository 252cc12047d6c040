import { describe, expect, it } from 'vitest';
import * as kernel from '../index.js';
import * as dashboard from './index.js';

const NATIVE_FILTER_API = [
  'createNativeFilterId',
  'createDividerId',
  'isNativeFilter',
  'isFilterDivider',
  'isNativeFilterId',
  'getChartsInScope',
  'getTabsInScope',
  'scopeFromIncludedCharts',
  'defaultFilterScope',
  'withComputedScope',
  'isChartInFilterScope',
  'getCascadeParents',
  'getCascadeChildren',
  'findCascadeCycle',
  'canBeParentOf',
  'parentsExtraFormData',
  'orderByCascade',
  'clearDescendantValues',
  'getChartExtraFormData',
  'getChartsAffectedBy',
  'getFilterIndicators',
  'missingRequiredFilters',
  'chartsWaitingForRequiredFilters',
  'initialDataMask',
  'applyFilterChanges',
  'diffFilterConfiguration',
  'NATIVE_FILTERS_URL_PARAM',
  'encodeNativeFiltersParam',
  'decodeNativeFiltersParam',
  'parseFilterKey',
  'INVALID_FILTER_KEY_MESSAGE',
  'legacyFiltersToDataMask',
  'getCrossFilterScope',
  'buildChartConfiguration',
  'defaultGlobalChartConfiguration',
  'NATIVE_FILTER_PREFIX',
  'NATIVE_FILTER_DIVIDER_PREFIX',
];

describe('native filter model public surface', () => {
  it('is exported by core/dashboard and the kernel', () => {
    for (const name of NATIVE_FILTER_API) {
      expect(dashboard, name).toHaveProperty(name);
      expect(kernel, name).toHaveProperty(name, (dashboard as Record<string, unknown>)[name]);
    }
  });
});
