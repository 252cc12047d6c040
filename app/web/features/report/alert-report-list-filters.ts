import type { ReportState } from '@plugins/report-kit/report-types';
import { buildListQuery, type ListQuery, type ListViewFilter, type ListViewState } from '../../components/list-view';
import type { AlertReportKind, RelatedUserChoice } from './alert-report-types';
import { useGetReportCreatorChoicesQuery, useGetReportOwnerChoicesQuery } from './alert-report-api';

/** The run states the Status filter offers, as Superset's list does. */
export const REPORT_STATES: readonly ReportState[] = ['Success', 'Working', 'Error', 'Not triggered', 'On Grace'];

/** Options of the list's user filters. */
export interface AlertReportFilterChoices {
  owners: readonly RelatedUserChoice[];
  creators: readonly RelatedUserChoice[];
  loading: { owners: boolean; creators: boolean };
}

/**
 * The Alerts & Reports filters, as Superset's list sends them: owner `rel_m_m`, created by
 * `rel_o_m`, status `last_state eq`, and the search box as `name ct`.
 */
export function alertReportListFilters(choices: AlertReportFilterChoices): ListViewFilter[] {
  return [
    {
      kind: 'select',
      id: 'owners',
      label: 'Owner',
      col: 'owners',
      opr: 'rel_m_m',
      options: choices.owners.map((user) => ({ label: user.text, value: user.value })),
      loading: choices.loading.owners,
    },
    {
      kind: 'select',
      id: 'created_by',
      label: 'Created by',
      col: 'created_by',
      opr: 'rel_o_m',
      options: choices.creators.map((user) => ({ label: user.text, value: user.value })),
      loading: choices.loading.creators,
    },
    { kind: 'select', id: 'status', label: 'Status', col: 'last_state', opr: 'eq', options: REPORT_STATES.map((state) => ({ label: state, value: state })) },
    { kind: 'search', id: 'search', label: 'Search', placeholder: 'Name', col: 'name', opr: 'ct' },
  ];
}

/** The list request of one tab: the filters chosen plus the tab's `type eq Alert|Report`. */
export function alertReportListQuery(state: ListViewState, filters: readonly ListViewFilter[], kind: AlertReportKind): ListQuery {
  const query = buildListQuery(state, filters);
  return { ...query, filters: [{ col: 'type', opr: 'eq', value: kind }, ...(query.filters ?? [])] };
}

/** Options of the owner and created-by filters. */
export function useAlertReportFilterChoices(): AlertReportFilterChoices {
  const owners = useGetReportOwnerChoicesQuery();
  const creators = useGetReportCreatorChoicesQuery();
  return {
    owners: owners.data ?? [],
    creators: creators.data ?? [],
    loading: { owners: owners.isLoading, creators: creators.isLoading },
  };
}
