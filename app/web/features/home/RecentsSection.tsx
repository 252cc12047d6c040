import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetHomeChartsQuery, useGetHomeDashboardsQuery, useGetRecentActivityQuery } from './home-api';
import { HomeCard } from './HomeCard';
import { HomeCardGrid } from './HomeCardGrid';
import { HomeSection } from './HomeSection';
import { changedEntries, viewedEntries, type RecentEntry } from './recent-entries';
import { useStoredTab } from './use-stored-tab';

type RecentsTab = 'viewed' | 'edited' | 'created';

const TABS: readonly { value: RecentsTab; label: string }[] = [
  { value: 'viewed', label: 'Viewed' },
  { value: 'edited', label: 'Edited' },
  { value: 'created', label: 'Created' },
];

const EMPTY_TEXT: Record<RecentsTab, string> = {
  viewed: 'Dashboards and charts you open will be listed here.',
  edited: 'Dashboards and charts you change will be listed here.',
  created: 'Dashboards and charts you create will be listed here.',
};

/** The home page's Recents: what the user lately viewed, edited or created, dashboards and charts together. */
export function RecentsSection({ userId, pageSize }: { userId: number; pageSize: number }) {
  const [tab, setTab] = useStoredTab<RecentsTab>('recents', TABS.map((option) => option.value), 'viewed');
  const viewed = useGetRecentActivityQuery(tab === 'viewed' ? { pageSize } : skipToken, { refetchOnMountOrArgChange: true });
  const changedArgs = tab === 'viewed' ? skipToken : { tab, userId, pageSize };
  const dashboards = useGetHomeDashboardsQuery(changedArgs);
  const charts = useGetHomeChartsQuery(changedArgs);

  const shown = tab === 'viewed' ? [viewed] : [dashboards, charts];
  // `currentData` belongs to the tab shown: another tab's cards never linger while it loads.
  const entries: RecentEntry[] =
    tab === 'viewed'
      ? viewedEntries(viewed.currentData ?? [])
      : changedEntries(dashboards.currentData?.result ?? [], charts.currentData?.result ?? [], pageSize);

  return (
    <HomeSection title="Recents" tabs={TABS} tab={tab} onTabChange={setTab}>
      <HomeCardGrid
        loading={shown.some((query) => query.currentData === undefined && !query.error)}
        error={shown.find((query) => query.error)?.error}
        onRetry={() => shown.forEach((query) => void query.refetch())}
        empty={entries.length === 0}
        emptyText={EMPTY_TEXT[tab]}
      >
        {entries.map((entry) => (
          <HomeCard
            key={entry.key}
            icon={entry.type === 'dashboard' ? <DashboardOutlinedIcon /> : <InsertChartOutlinedIcon />}
            title={entry.title}
            href={entry.href}
            caption={entry.caption}
          />
        ))}
      </HomeCardGrid>
    </HomeSection>
  );
}
