import { describe, expect, it } from 'vitest';
import type { DashboardChart } from '../../dashboard-types';
import { dashboardDatasets, mergeDatasetChoices } from './dashboard-datasets';

const chart = (id: number, datasource: unknown, name?: string): [number, DashboardChart] => [id, { id, slice_name: `Chart ${id}`, form_data: { datasource }, datasource_name_text: name ?? null }];

describe('dashboardDatasets', () => {
  it('lists each table dataset the charts query once, named after the chart’s dataset name', () => {
    const charts = new Map([chart(1, '3__table', 'public.birth_names'), chart(2, '3__table', 'public.birth_names'), chart(3, '8__table'), chart(4, '9__query', 'scratch'), chart(5, undefined)]);
    expect(dashboardDatasets(charts)).toEqual([
      { id: 8, label: 'Dataset 8' },
      { id: 3, label: 'public.birth_names' },
    ]);
  });

  it('adds the whole list without repeating the dashboard’s datasets', () => {
    expect(mergeDatasetChoices([{ id: 3, label: 'public.birth_names' }], [{ id: 3, label: 'birth_names' }, { id: 8, label: 'flights' }])).toEqual([
      { id: 8, label: 'flights' },
      { id: 3, label: 'public.birth_names' },
    ]);
  });
});
