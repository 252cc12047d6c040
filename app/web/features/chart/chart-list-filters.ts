import type { ListViewFilter } from '../../components/list-view';
import { vizTypeLabel, type VizTypeNames } from './viz-type-label';

/** Options of the chart list's select filters. */
export interface ChartFilterChoices {
  vizTypes: readonly string[];
  datasets: readonly { id: number; table_name: string; schema: string | null }[];
  owners: readonly { value: number; text: string }[];
  /** Which option lists are still loading. */
  loading: { vizTypes: boolean; datasets: boolean; owners: boolean };
}

/**
 * The chart list's filters, as Superset's chart list sends them: the search box as
 * `slice_name` `chart_all_text` (name, description, type, dataset), viz type `eq`, dataset
 * `datasource_id` `eq`, owner `rel_m_m`, and favourites as `id` `chart_is_favorite`.
 */
export function chartListFilters(choices: ChartFilterChoices, vizTypes?: VizTypeNames): ListViewFilter[] {
  return [
    { kind: 'search', id: 'search', label: 'Search', placeholder: 'Chart name', col: 'slice_name', opr: 'chart_all_text' },
    {
      kind: 'select',
      id: 'viz_type',
      label: 'Type',
      col: 'viz_type',
      opr: 'eq',
      options: choices.vizTypes.map((vizType) => ({ label: vizTypeLabel(vizType, vizTypes), value: vizType })),
      loading: choices.loading.vizTypes,
    },
    {
      kind: 'select',
      id: 'dataset',
      label: 'Dataset',
      col: 'datasource_id',
      opr: 'eq',
      options: choices.datasets.map((dataset) => ({
        label: dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name,
        value: dataset.id,
      })),
      loading: choices.loading.datasets,
    },
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
      id: 'favorite',
      label: 'Favorite',
      col: 'id',
      opr: 'chart_is_favorite',
      options: [
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ],
    },
  ];
}
