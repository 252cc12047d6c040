import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import Chip from '@mui/material/Chip';
import { skipToken } from '@reduxjs/toolkit/query';
import { DangerToast } from '@core/errors';
import { useMemo } from 'react';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { FavoriteStar } from '../chart/FavoriteStar';
import { useGetDashboardListFavoriteStatusQuery, useSetDashboardListFavoriteMutation } from '../dashboard/list/dashboard-list-api';
import { useGetHomeDashboardsQuery } from './home-api';
import type { HomeItemsTab } from './home-types';
import { HomeCard } from './HomeCard';
import { HomeCardGrid } from './HomeCardGrid';
import { HomeSection } from './HomeSection';
import { ITEMS_TABS, itemsEmptyText } from './items-tabs';
import { dashboardHref } from './recent-entries';
import { useStoredTab } from './use-stored-tab';

/** The home page's Dashboards: the user's favourites, their own, or all, as cards with a star and their status. */
export function DashboardsSection({ userId, pageSize }: { userId: number; pageSize: number }) {
  const dispatch = useAppDispatch();
  const [tab, setTab] = useStoredTab<HomeItemsTab>('dashboards', ITEMS_TABS.map((option) => option.value), 'favorite');
  const list = useGetHomeDashboardsQuery({ tab, userId, pageSize });
  // `currentData` belongs to the tab shown: another tab's cards never linger while it loads.
  const dashboards = list.currentData?.result;
  const ids = useMemo(() => (dashboards ?? []).map((dashboard) => dashboard.id), [dashboards]);
  const status = useGetDashboardListFavoriteStatusQuery(ids.length > 0 ? ids : skipToken);
  const [setFavorite] = useSetDashboardListFavoriteMutation();

  const toggleStar = async (id: number) => {
    try {
      await setFavorite({ id, starred: !status.data?.[id], statusIds: ids }).unwrap();
    } catch {
      dispatch(addDangerToast(DangerToast.FAVORITE_DASHBOARD_FAILED));
    }
  };

  return (
    <HomeSection title="Dashboards" tabs={ITEMS_TABS} tab={tab} onTabChange={setTab} viewAll={{ href: ROUTE_PATHS.dashboardList, label: 'View all dashboards' }}>
      <HomeCardGrid
        loading={dashboards === undefined && !list.error}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={(dashboards ?? []).length === 0}
        emptyText={itemsEmptyText('dashboards', tab)}
      >
        {(dashboards ?? []).map((dashboard) => {
          const title = dashboard.dashboard_title || `Dashboard ${dashboard.id}`;
          return (
            <HomeCard
              key={dashboard.id}
              icon={<DashboardOutlinedIcon />}
              title={title}
              href={dashboardHref(dashboard.id)}
              caption={`Modified ${dashboard.changed_on_delta_humanized ?? ''}`.trim()}
              badge={
                <Chip
                  size="small"
                  label={dashboard.published ? 'Published' : 'Draft'}
                  color={dashboard.published ? 'success' : 'default'}
                  variant={dashboard.published ? 'filled' : 'outlined'}
                  sx={{ height: 20, fontSize: '0.6875rem' }}
                />
              }
              action={
                <FavoriteStar
                  name={title}
                  starred={status.isError ? false : status.data?.[dashboard.id]}
                  onToggle={() => void toggleStar(dashboard.id)}
                />
              }
            />
          );
        })}
      </HomeCardGrid>
    </HomeSection>
  );
}
