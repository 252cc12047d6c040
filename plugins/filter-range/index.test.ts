import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { FilterTypeContribution, type AnyFilterTypeContribution } from '@core/plugin-api/index.js';
import { createFilterTypeRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin, { rangeFilterType } from './index.js';

describe('filter-range plugin', () => {
  it('binds the filter_range type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('filter-range');
    expect(container.getAll<AnyFilterTypeContribution>(FilterTypeContribution).map((type) => type.key)).toEqual(['filter_range']);
  });

  it('passes the filter type registry validation', () => {
    const descriptor = createFilterTypeRegistry([rangeFilterType], { widgets: new Set(CONTROL_WIDGETS) }).require('filter_range');
    expect(descriptor.name).toBe('Numerical range');
    expect(descriptor.defaults).toEqual({ enableEmptyFilter: false });
  });

  it('loads its component lazily', async () => {
    expect(typeof (await rangeFilterType.loadComponent()).default).toBe('function');
  });
});
