import { describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { createWebKernel } from './create-web-kernel';
import { WEB_PLUGIN_KEYS } from './web-plugin-keys';
import { WEB_PLUGINS } from './web-plugins';

describe('web plugins', () => {
  it('lists the same keys the server is told about', () => {
    expect(WEB_PLUGINS.map((plugin) => plugin.key)).toEqual(WEB_PLUGIN_KEYS);
  });

  it('builds a kernel with every viz type, and leaves out disabled plugins', () => {
    const all = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });
    expect([...all.vizTypes.keys()].sort()).toEqual([
      'big_number',
      'big_number_total',
      'echarts_area',
      'echarts_timeseries_bar',
      'echarts_timeseries_line',
      'echarts_timeseries_scatter',
      'echarts_timeseries_smooth',
      'echarts_timeseries_step',
      'pie',
      'pivot_table_v2',
      'table',
    ]);
    const withoutPie = createWebKernel(WEB_PLUGINS, { disabled: ['viz-pie'], schemaCompiler: createAjvSchemaCompiler() });
    expect(withoutPie.vizTypes.get('pie')).toBeUndefined();
    expect(withoutPie.vizTypes.get('table')).toBeDefined();
  });

  it('builds a kernel with the native filter types, by their Superset keys and names', () => {
    const { filterTypes } = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });
    expect(Object.fromEntries([...filterTypes.keys()].sort().map((key) => [key, filterTypes.require(key).name]))).toEqual({
      filter_range: 'Numerical range',
      filter_select: 'Value',
      filter_time: 'Time range',
      filter_timecolumn: 'Time column',
      filter_timegrain: 'Time grain',
    });
    expect(filterTypes.require('filter_select').defaults).toMatchObject({ multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false });
  });

  it('leaves a disabled filter plugin out of the filter types', () => {
    const { filterTypes, vizTypes } = createWebKernel(WEB_PLUGINS, { disabled: ['filter-range'], schemaCompiler: createAjvSchemaCompiler() });
    expect(filterTypes.get('filter_range')).toBeUndefined();
    expect(filterTypes.get('filter_select')).toBeDefined();
    expect(vizTypes.get('table')).toBeDefined();
  });
});
