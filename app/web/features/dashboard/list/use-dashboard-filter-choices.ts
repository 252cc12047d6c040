import { useGetDashboardPeopleChoicesQuery } from './dashboard-list-api';
import type { DashboardFilterChoices } from './dashboard-list-filters';

/** Options of the dashboard list's owner and creator filters. */
export function useDashboardFilterChoices(): DashboardFilterChoices {
  const owners = useGetDashboardPeopleChoicesQuery('owners');
  const creators = useGetDashboardPeopleChoicesQuery('created_by');
  return {
    owners: owners.data ?? [],
    creators: creators.data ?? [],
    loading: { owners: owners.isLoading, creators: creators.isLoading },
  };
}
