import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
// The registry is the host's, not a plugin import: the test proves the descriptor passes start-up validation.
import { createVizRegistry } from '@core/registry/index.js';
import { ContainerModule, VizContribution, isLazyViz, type AnyVizContribution, type LazyVizContribution } from '@core/plugin-api/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { tableViz } from './table-viz.js';

describe('tableViz', () => {
  const registry = createVizRegistry([tableViz], { widgets: new Set(CONTROL_WIDGETS) });
  const descriptor = registry.get('table')!;

  it('passes the viz registry and carries Superset’s metadata', () => {
    expect(descriptor.name).toBe('Table');
    expect(descriptor.category).toBe('Table');
    expect(descriptor.featured).toBe(true);
    expect(descriptor.tags).toEqual(expect.arrayContaining(['Tabular', 'Popular', 'Report']));
    expect(descriptor.behaviors).toEqual(['interactive-chart', 'drill-to-detail', 'drill-by']);
    expect(descriptor.thumbnail).toMatch(/^data:image\/svg\+xml,/);
  });

  it("opens Superset's AG Grid table (`ag-grid-table`)", () => {
    expect(registry.resolve('ag-grid-table')?.key).toBe('table');
    expect(registry.has('ag-grid-table')).toBe(false);
  });

  it('defaults to an aggregate table of 10,000 rows, pages of 10 on the server, cell bars on', () => {
    expect(descriptor.defaults).toMatchObject({
      query_mode: 'aggregate',
      row_limit: 10000,
      server_pagination: false,
      server_page_length: 10,
      page_length: 0,
      show_totals: false,
      order_desc: true,
      table_timestamp_format: 'smart_date',
      show_cell_bars: true,
      color_pn: true,
      align_pn: false,
      include_search: false,
      percent_metrics: [],
      all_columns: [],
      order_by_cols: [],
    });
  });

  it('shows aggregate controls in aggregate mode and raw controls in raw mode', () => {
    const behaviors = controlBehaviorsOf(tableViz.uiSchema);
    const visibleIn = (formData: Record<string, unknown>) => applyControlRules({ ...descriptor.defaults, ...formData }, behaviors).visible;
    const aggregate = visibleIn({ query_mode: 'aggregate' });
    for (const name of ['groupby', 'metrics', 'percent_metrics', 'show_totals', 'series_limit_metric']) expect(aggregate.has(name), name).toBe(true);
    for (const name of ['all_columns', 'order_by_cols', 'server_page_length', 'time_grain_sqla']) expect(aggregate.has(name), name).toBe(false);
    const raw = visibleIn({ query_mode: 'raw', server_pagination: true });
    for (const name of ['all_columns', 'order_by_cols', 'server_page_length']) expect(raw.has(name), name).toBe(true);
    for (const name of ['groupby', 'metrics', 'percent_metrics', 'show_totals', 'page_length', 'include_search']) expect(raw.has(name), name).toBe(false);
    expect(visibleIn({ include_time: true }).has('time_grain_sqla')).toBe(true);
    expect(visibleIn({ series_limit_metric: 'count' }).has('order_desc')).toBe(true);
  });

  it('loads its component lazily', async () => {
    const module = await tableViz.loadComponent();
    expect(typeof module.default).toBe('function');
  });

  it('is bound as a lazy viz contribution by the viz-table plugin, which loads this viz type', async () => {
    expect(plugin.key).toBe('viz-table');
    expect(plugin.module).toBeInstanceOf(ContainerModule);
    const container = new Container();
    container.load(plugin.module);
    const [bound, ...others] = container.getAll<AnyVizContribution | LazyVizContribution>(VizContribution);
    expect(others).toEqual([]);
    expect(bound?.key).toBe('table');
    expect(isLazyViz(bound) ? await bound.load() : bound).toBe(tableViz);
  });
});
