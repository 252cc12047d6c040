import { DangerToast, formatMessage } from '@core/errors';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeRequestError } from '../../../components/list-view';
import { useAppDispatch } from '../../../store/hooks';
import { addDangerToast, addSuccessToast } from '../../../store/toast-actions';
import { useCreateUntitledDashboardMutation, useSetDashboardListFavoriteMutation, useSetDashboardListPublishedMutation } from './dashboard-list-api';
import { dashboardEditUrl } from './dashboard-edit-url';
import type { DashboardListItem } from './dashboard-list-types';
import { PublishToast } from './publish-toasts';

/**
 * What a dashboard list does besides listing: star (at once, taken back with a toast when the
 * server refuses), publish or hide, and create an untitled dashboard opened in edit mode.
 */
export function useDashboardListActions(statusIds: readonly number[], starred: Readonly<Record<number, boolean>> | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [setFavorite] = useSetDashboardListFavoriteMutation();
  const [setPublished] = useSetDashboardListPublishedMutation();
  const [createDashboard, createState] = useCreateUntitledDashboardMutation();
  const [publishingId, setPublishingId] = useState<number | null>(null);

  const toggleStar = async (dashboard: DashboardListItem) => {
    try {
      await setFavorite({ id: dashboard.id, starred: !starred?.[dashboard.id], statusIds }).unwrap();
    } catch {
      dispatch(addDangerToast(DangerToast.FAVORITE_DASHBOARD_FAILED));
    }
  };

  const togglePublished = async (dashboard: DashboardListItem) => {
    setPublishingId(dashboard.id);
    try {
      await setPublished({ id: dashboard.id, published: !dashboard.published }).unwrap();
      dispatch(addSuccessToast(dashboard.published ? PublishToast.HIDDEN : PublishToast.PUBLISHED));
    } catch {
      dispatch(addDangerToast(DangerToast.NO_DASHBOARD_EDIT_PERMISSION));
    } finally {
      setPublishingId(null);
    }
  };

  const create = async () => {
    try {
      const created = await createDashboard().unwrap();
      await navigate(dashboardEditUrl(created.id));
    } catch (error) {
      dispatch(addDangerToast(formatMessage(DangerToast.SAVE_DASHBOARD_FAILED, [await describeRequestError(error)])));
    }
  };

  return {
    toggleStar: (dashboard: DashboardListItem) => void toggleStar(dashboard),
    togglePublished: (dashboard: DashboardListItem) => void togglePublished(dashboard),
    publishingId,
    create: () => void create(),
    creating: createState.isLoading,
  };
}
