import type { ContributionToken } from './contribution-token.js';
import type { DataMask } from './data-mask.js';

/**
 * The props a dashboard component receives (`loadComponent()` resolves to a component taking
 * these). The host draws it inside a `DYNAMIC` layout component, sized by the grid.
 */
export interface DashboardComponentProps {
  /** The layout component's id (`DYNAMIC-…`), stable across saves. */
  componentId: string;
  /** The room the grid gives the component, in CSS pixels. */
  width: number;
  height: number;
  /** The component's own settings, as stored in the layout's `meta` (size and key left out). */
  settings: Readonly<Record<string, unknown>>;
  /** The dashboard is being edited: settings may change. */
  editMode: boolean;
  /** Stores new settings as an undoable layout edit; does nothing outside edit mode. */
  updateSettings: (settings: Record<string, unknown>) => void;
  /** The dashboard's filters and cross-filters now, by filter (or chart) id. */
  dataMasks: Readonly<Record<string, DataMask>>;
  dashboard: { id: number; title: string };
}

/**
 * A component a plugin adds to dashboards: offered in the dashboard editor's layout elements and
 * drawn by every `DYNAMIC` layout component whose `meta.componentKey` is its `key`. A dashboard
 * saved with a key whose plugin is missing or disabled shows a placeholder there instead.
 *
 * @typeParam Component - the component type `loadComponent` resolves to (a React component in the web app).
 *
 * @example
 * ```ts
 * export const filterSummary = defineDashboardComponent({
 *   key: 'filter_summary',
 *   name: 'Filter summary',
 *   description: 'The filters applied to this dashboard, in words.',
 *   loadComponent: () => import('./FilterSummary.js'),
 * });
 *
 * // FilterSummary.tsx
 * export default function FilterSummary({ dataMasks }: DashboardComponentProps) {
 *   const labels = Object.values(dataMasks).map((mask) => mask.filterState?.label).filter(Boolean);
 *   return <p>{labels.length > 0 ? labels.join(' · ') : 'No filters applied'}</p>;
 * }
 * ```
 */
export interface DashboardComponentContribution<Component = unknown> {
  /** Stored in the layout as `meta.componentKey`: lowercase letters and digits, words joined by `-` or `_`. */
  key: string;
  /** Shown in the editor's layout elements. */
  name: string;
  /** A line under the name in the editor. */
  description: string;
  loadComponent: () => Promise<{ default: Component }>;
}

/** DI token under which plugins bind their {@link DashboardComponentContribution}s. */
export const DashboardComponentContribution = Symbol.for('tessera.DashboardComponentContribution') as ContributionToken<DashboardComponentContribution>;

/** Declares a dashboard component; returns its argument unchanged. */
export function defineDashboardComponent<Component = unknown>(contribution: DashboardComponentContribution<Component>): DashboardComponentContribution<Component> {
  return contribution;
}
