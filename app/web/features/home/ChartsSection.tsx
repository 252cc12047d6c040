import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { DangerToast } from '@core/errors';
import { useMemo } from 'react';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { useGetChartFavoriteStatusQuery, useSetChartFavoriteMutation } from '../chart/chart-api';
import { FavoriteStar } from '../chart/FavoriteStar';
import { vizTypeLabel } from '../chart/viz-type-label';
import { useKernel } from '../../kernel/kernel-context';
import { useGetHomeChartsQuery } from './home-api';
import type { HomeItemsTab } from './home-types';
import { HomeCard } from './HomeCard';
import { HomeCardGrid } from './HomeCardGrid';
import { HomeSection } from './HomeSection';
import { ITEMS_TABS, itemsEmptyText } from './items-tabs';
import { chartHref } from './recent-entries';
import { useStoredTab } from './use-stored-tab';

/** The home page's Charts: the user's favourites, their own, or all, as cards with a star and their type. */
export function ChartsSection({ userId, pageSize }: { userId: number; pageSize: number }) {
  const dispatch = useAppDispatch();
  const { vizTypes } = useKernel();
  const [tab, setTab] = useStoredTab<HomeItemsTab>('charts', ITEMS_TABS.map((option) => option.value), 'favorite');
  const list = useGetHomeChartsQuery({ tab, userId, pageSize });
  // `currentData` belongs to the tab shown: another tab's cards never linger while it loads.
  const charts = list.currentData?.result;
  const ids = useMemo(() => (charts ?? []).map((chart) => chart.id), [charts]);
  const status = useGetChartFavoriteStatusQuery(ids.length > 0 ? ids : skipToken);
  const [setFavorite] = useSetChartFavoriteMutation();

  const toggleStar = async (id: number) => {
    try {
      await setFavorite({ id, starred: !status.data?.[id], statusIds: ids }).unwrap();
    } catch {
      dispatch(addDangerToast(DangerToast.STAR_CHART_FAILED));
    }
  };

  return (
    <HomeSection title="Charts" tabs={ITEMS_TABS} tab={tab} onTabChange={setTab} viewAll={{ href: ROUTE_PATHS.chartList, label: 'View all charts' }}>
      <HomeCardGrid
        loading={charts === undefined && !list.error}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={(charts ?? []).length === 0}
        emptyText={itemsEmptyText('charts', tab)}
      >
        {(charts ?? []).map((chart) => {
          const title = chart.slice_name || `Chart ${chart.id}`;
          const modified = `Modified ${chart.changed_on_delta_humanized ?? ''}`.trim();
          return (
            <HomeCard
              key={chart.id}
              icon={<InsertChartOutlinedIcon />}
              title={title}
              href={chartHref(chart.id)}
              caption={chart.viz_type ? `${vizTypeLabel(chart.viz_type, vizTypes)} · ${modified}` : modified}
              action={<FavoriteStar name={title} starred={status.isError ? false : status.data?.[chart.id]} onToggle={() => void toggleStar(chart.id)} />}
            />
          );
        })}
      </HomeCardGrid>
    </HomeSection>
  );
}
