import { vi } from 'vitest';
import type { ControlPanelContextValue, ControlPanelServices, ExploreDatasource, ResolvedTimeRange } from '../../control-panel-context.js';

/** A small dataset in the shape explore's datasource has: one column of each kind and two saved metrics. */
export const FAKE_DATASOURCE: ExploreDatasource = {
  id: 7,
  type: 'table',
  name: 'public.birth_names',
  columns: [
    { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true, filterable: true, groupby: true },
    { column_name: 'gender', verbose_name: 'Gender', type: 'VARCHAR(16)', type_generic: 1, filterable: true, groupby: true },
    { column_name: 'name', type: 'VARCHAR(255)', type_generic: 1, filterable: true, groupby: true },
    { column_name: 'num', type: 'BIGINT', type_generic: 0, filterable: true, groupby: true },
    { column_name: 'is_twin', type: 'BOOLEAN', type_generic: 3, filterable: true, groupby: true },
    { column_name: 'updated_at', type: 'DATE', type_generic: 2, filterable: true, groupby: true },
  ],
  metrics: [
    { metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)' },
    { metric_name: 'sum__num', expression: 'SUM(num)' },
    { metric_name: 'avg_num', verbose_name: 'Average number', expression: 'AVG(num)' },
  ],
  main_dttm_col: 'ds',
};

/** Services that answer from memory; each is a spy so tests can check the calls. */
export function fakeServices(overrides: Partial<ControlPanelServices> = {}) {
  return {
    resolveTimeRange: vi.fn(
      async (timeRange: string): Promise<ResolvedTimeRange> => ({ since: '2024-01-01T00:00:00', until: '2024-02-01T00:00:00', timeRange }),
    ),
    fetchColumnValues: vi.fn(async (column: string): Promise<unknown[]> => (column === 'gender' ? ['boy', 'girl'] : column === 'num' ? [1, 2, 3] : [])),
    openVizGallery: vi.fn(),
    openDatasourcePicker: vi.fn(),
    vizTypeName: vi.fn((key: string) => key),
    ...overrides,
  } satisfies ControlPanelServices;
}

/** A control-panel context around {@link FAKE_DATASOURCE}. */
export function fakeControlPanel(overrides: Partial<ControlPanelContextValue> = {}): ControlPanelContextValue {
  return { datasource: FAKE_DATASOURCE, services: fakeServices(), formData: {}, maxRowLimit: 100000, ...overrides };
}
