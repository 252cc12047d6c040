import { createContext, useContext } from 'react';
import type { DataMaskState, LayoutAction, LayoutMap } from '@core/dashboard/index.js';
import type { DataMask, ExtraFormData } from '@core/plugin-api/index.js';
import type { RefreshBus } from './chart/refresh-bus';
import type { DashboardChart, DashboardMetadata } from './dashboard-types';
import type { ChartDataCache } from './model/chart-data-cache';
import type { DashboardPermissions } from './model/dashboard-permissions';
import type { DashboardLabelColors } from './model/dashboard-label-colors';
import type { GridMetrics } from './model/grid-geometry';
import type { DashboardChrome } from './model/ui-config';

/** The layout being shown or edited, and how to change it. */
export interface LayoutEditing {
  layout: LayoutMap;
  editMode: boolean;
  /** Applies an undoable layout edit (refusals end up as warning toasts). */
  dispatch: (action: LayoutAction) => void;
  /** Enters edit mode; absent for users who may not edit. */
  requestEdit?: () => void;
}

/** The layout context; set by the dashboard view. */
export const LayoutEditingContext = createContext<LayoutEditing | null>(null);

/** The layout and its editing; throws outside a dashboard (a wiring error). */
export function useLayoutEditing(): LayoutEditing {
  const value = useContext(LayoutEditingContext);
  if (!value) throw new Error('Tessera: useLayoutEditing() outside a dashboard');
  return value;
}

/** What runs the dashboard's charts: the shared chart-data cache and the refresh requests. */
export interface ChartRuntime {
  dashboardId: number;
  cache: ChartDataCache;
  bus: RefreshBus;
  /** The element charts scroll in; charts load once they come into view in it. */
  scrollRoot: Element | null;
  /** Load every chart at once (the report mode) instead of when it comes into view. */
  eager: boolean;
  pollingDelayMs: number;
  /** The colour map every chart of the page colours its labels through. */
  labelColors: DashboardLabelColors;
  /** Display names of columns and metrics, by datasource key. */
  verboseMaps: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

/** The charts of the dashboard and what their holders may do. */
export interface DashboardChartsState {
  runtime: ChartRuntime;
  charts: ReadonlyMap<number, DashboardChart>;
  metadata: DashboardMetadata;
  chrome: DashboardChrome;
  permissions: DashboardPermissions;
  /** Chart ids (as text) whose description is shown. */
  expandedSlices: Readonly<Record<string, boolean>>;
  toggleDescription: (chartId: number) => void;
  /** The applied data masks: native filters by filter id, charts' cross-filters and own state by chart id. */
  dataMasks: Readonly<DataMaskState>;
  /** Records what a chart emitted (a cross-filter, or its own state). */
  setDataMask: (chartId: number, mask: DataMask) => void;
  /** What the dashboard's filters add to a chart's queries; the same object while it is unchanged. */
  extraFormDataOf: (chartId: number) => ExtraFormData | undefined;
  /** Charts that wait for a required filter's value before they query. */
  waitingForFilters: ReadonlySet<number>;
  /** `cross_filters_enabled`: charts emit and receive cross-filters. */
  crossFiltersEnabled: boolean;
  openFullSize: (componentId: string) => void;
  /** Copies a permalink of the dashboard scrolled to this component. */
  shareComponent: (componentId: string) => void;
  /** The component to flash (a focused chart or a permalink's anchor). */
  highlightedId: string | null;
}

/** The charts context; set by the dashboard view. */
export const DashboardChartsContext = createContext<DashboardChartsState | null>(null);

/** The dashboard's charts; throws outside a dashboard. */
export function useDashboardCharts(): DashboardChartsState {
  const value = useContext(DashboardChartsContext);
  if (!value) throw new Error('Tessera: useDashboardCharts() outside a dashboard');
  return value;
}

/** Which tab each tabs component shows. */
export interface ActiveTabsState {
  /** Tabs component id → the id of its shown tab (its first tab when absent). */
  activeTabs: Readonly<Record<string, string>>;
  setActiveTab: (tabsId: string, tabId: string) => void;
}

/** The active tabs context; set by the dashboard view. */
export const ActiveTabsContext = createContext<ActiveTabsState>({ activeTabs: {}, setActiveTab: () => undefined });

/** The pixel sizes of the grid as drawn now. */
export const GridMetricsContext = createContext<GridMetrics>({ gridWidth: 0, columnWidth: 0, gutter: 16 });
