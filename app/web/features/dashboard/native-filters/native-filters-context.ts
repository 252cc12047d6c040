import { createContext, useContext } from 'react';
import type { FilterComponentServices } from '@core/plugin-api/index.js';
import type { NativeFiltersModel } from './use-native-filters';

/** The filter state of the dashboard and what its filter bar and chart indicators may do. */
export interface NativeFiltersUi {
  model: NativeFiltersModel;
  /** The user may edit the dashboard: add and edit filters, orientation, cross-filter scoping. */
  canEdit: boolean;
  /** Opens the filter configuration modal, at one filter when given. */
  openConfig: (filterId?: string) => void;
  openCrossFilterScoping: () => void;
  /** Chart names by id (titles on this dashboard), for cross-filters and indicators. */
  chartNames: Readonly<Record<number, string>>;
  services: FilterComponentServices;
}

/** The native filters context; set by the dashboard view. */
export const NativeFiltersContext = createContext<NativeFiltersUi | null>(null);

/** The dashboard's native filters, or null outside a dashboard. */
export function useNativeFiltersContext(): NativeFiltersUi | null {
  return useContext(NativeFiltersContext);
}
