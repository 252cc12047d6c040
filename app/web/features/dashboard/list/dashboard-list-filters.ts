import type { ListViewFilter } from '../../../components/list-view';

/** Options of the dashboard list's people filters. */
export interface DashboardFilterChoices {
  owners: readonly { value: number; text: string }[];
  creators: readonly { value: number; text: string }[];
  /** Which option lists are still loading. */
  loading: { owners: boolean; creators: boolean };
}

const YES_NO = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
] as const;

/**
 * The dashboard list's filters, as Superset's dashboard list sends them: the search box as
 * `dashboard_title` `title_or_slug`, owner `rel_m_m`, creator `created_by` `rel_o_m`, status
 * `published` `eq`, and favourites and certification as `id` `dashboard_is_favorite` /
 * `dashboard_is_certified`.
 */
export function dashboardListFilters(choices: DashboardFilterChoices): ListViewFilter[] {
  return [
    { kind: 'search', id: 'search', label: 'Search', placeholder: 'Title or slug', col: 'dashboard_title', opr: 'title_or_slug' },
    {
      kind: 'select',
      id: 'owner',
      label: 'Owner',
      col: 'owners',
      opr: 'rel_m_m',
      options: choices.owners.map((owner) => ({ label: owner.text, value: owner.value })),
      loading: choices.loading.owners,
    },
    {
      kind: 'select',
      id: 'created_by',
      label: 'Created by',
      col: 'created_by',
      opr: 'rel_o_m',
      options: choices.creators.map((creator) => ({ label: creator.text, value: creator.value })),
      loading: choices.loading.creators,
    },
    {
      kind: 'select',
      id: 'status',
      label: 'Status',
      col: 'published',
      opr: 'eq',
      options: [
        { label: 'Published', value: true },
        { label: 'Draft', value: false },
      ],
    },
    { kind: 'select', id: 'favorite', label: 'Favorite', col: 'id', opr: 'dashboard_is_favorite', options: YES_NO },
    { kind: 'select', id: 'certified', label: 'Certified', col: 'id', opr: 'dashboard_is_certified', options: YES_NO },
  ];
}
