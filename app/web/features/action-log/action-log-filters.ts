import type { ListViewFilter } from '../../components/list-view';
import type { Choice } from '../admin-shared/choice';

/** Options of the dashboard and chart filters. */
export interface ActionLogFilterChoices {
  dashboards: readonly Choice[];
  charts: readonly Choice[];
  loading: { dashboards: boolean; charts: boolean };
}

const options = (choices: readonly Choice[]) => choices.map((choice) => ({ label: choice.text, value: choice.value }));

/**
 * The log's filters: the event's name (starts with), who (username or name contains), and the
 * dashboard or chart it is about. The time range is added apart (see `actionLogQuery`).
 */
export function actionLogFilters(choices: ActionLogFilterChoices): ListViewFilter[] {
  return [
    { kind: 'search', id: 'event', label: 'Action', placeholder: 'e.g. mount_dashboard', col: 'event_name', opr: 'sw' },
    { kind: 'search', id: 'user', label: 'User', placeholder: 'Username or name', col: 'user', opr: 'ct' },
    { kind: 'select', id: 'dashboard', label: 'Dashboard', col: 'dashboard_id', opr: 'eq', options: options(choices.dashboards), loading: choices.loading.dashboards },
    { kind: 'select', id: 'chart', label: 'Chart', col: 'slice_id', opr: 'eq', options: options(choices.charts), loading: choices.loading.charts },
  ];
}
