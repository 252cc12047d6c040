import { describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { createWebKernel } from './create-web-kernel';
import { WEB_PLUGINS } from './web-plugins';

const compile = () => ({ schemaCompiler: createAjvSchemaCompiler() });

describe('web plugins', () => {
  it('builds a kernel from every discovered web plugin, and leaves out disabled plugins', () => {
    const all = createWebKernel(WEB_PLUGINS, compile());
    expect(all.vizTypes.get('pie')).toBeDefined();
    const withoutPie = createWebKernel(WEB_PLUGINS, { ...compile(), disabled: ['viz-pie'] });
    expect(withoutPie.vizTypes.get('pie')).toBeUndefined();
    expect([...withoutPie.vizTypes.keys()].sort()).toEqual([...all.vizTypes.keys()].filter((key) => key !== 'pie').sort());
  });

  it('loads only the enabled plugins when PLUGINS_ENABLED names some', () => {
    const { vizTypes, filterTypes } = createWebKernel(WEB_PLUGINS, { ...compile(), enabled: ['viz-table', 'filter-select'] });
    expect([...vizTypes.keys()]).toEqual(['table']);
    expect([...filterTypes.keys()]).toEqual(['filter_select']);
  });

  it('offers the value filter first, as the default type of a new native filter', () => {
    const { filterTypes } = createWebKernel(WEB_PLUGINS, compile());
    expect(filterTypes.keys().next().value).toBe('filter_select');
    expect(filterTypes.require('filter_select').defaults).toMatchObject({ multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false });
  });

  it('leaves a disabled filter plugin out of the filter types', () => {
    const { filterTypes, vizTypes } = createWebKernel(WEB_PLUGINS, { ...compile(), disabled: ['filter-range'] });
    expect(filterTypes.get('filter_range')).toBeUndefined();
    expect(filterTypes.get('filter_select')).toBeDefined();
    expect(vizTypes.get('table')).toBeDefined();
  });
});
