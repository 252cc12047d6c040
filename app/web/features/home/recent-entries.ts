import type { HomeChart, HomeDashboard, RecentActivityItem } from './home-types';

/** One card of the Recents section. */
export interface RecentEntry {
  key: string;
  type: 'dashboard' | 'chart';
  title: string;
  href: string;
  /** e.g. "Viewed 2 hours ago". */
  caption: string;
}

const dashboardTitle = (dashboard: HomeDashboard) => dashboard.dashboard_title || `Dashboard ${dashboard.id}`;
const chartTitle = (chart: HomeChart) => chart.slice_name || `Chart ${chart.id}`;

/** Where a dashboard card leads: the dashboard page by id. */
export const dashboardHref = (id: number): string => `/superset/dashboard/${id}/`;
/** Where a chart card leads: the chart opened in explore. */
export const chartHref = (id: number): string => `/explore/?slice_id=${id}`;

/** The viewed tab's cards: recent activity as the server answers it, latest first. */
export function viewedEntries(items: readonly RecentActivityItem[]): RecentEntry[] {
  return items.map((item) => ({
    key: `${item.item_type}:${item.item_url}`,
    type: item.item_type === 'dashboard' ? 'dashboard' : 'chart',
    title: item.item_title,
    href: item.item_url,
    caption: `Viewed ${item.time_delta_humanized}`,
  }));
}

/**
 * The edited or created tab's cards: the user's dashboards and charts together, the latest
 * change first, at most `limit` of them.
 */
export function changedEntries(dashboards: readonly HomeDashboard[], charts: readonly HomeChart[], limit: number): RecentEntry[] {
  const dated = [
    ...dashboards.map((dashboard) => ({
      at: dashboard.changed_on_utc ?? '',
      entry: {
        key: `dashboard:${dashboard.id}`,
        type: 'dashboard' as const,
        title: dashboardTitle(dashboard),
        href: dashboardHref(dashboard.id),
        caption: `Modified ${dashboard.changed_on_delta_humanized ?? ''}`.trim(),
      },
    })),
    ...charts.map((chart) => ({
      at: chart.changed_on_utc ?? '',
      entry: {
        key: `chart:${chart.id}`,
        type: 'chart' as const,
        title: chartTitle(chart),
        href: chartHref(chart.id),
        caption: `Modified ${chart.changed_on_delta_humanized ?? ''}`.trim(),
      },
    })),
  ];
  // ISO timestamps compare in time order as text; ties keep dashboards first.
  return dated
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? 1 : -1))
    .slice(0, limit)
    .map(({ entry }) => entry);
}
