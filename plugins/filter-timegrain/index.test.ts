import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { FilterTypeContribution, type AnyFilterTypeContribution } from '@core/plugin-api/index.js';
import { createFilterTypeRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin, { timeGrainFilterType } from './index.js';

describe('filter-timegrain plugin', () => {
  it('binds the filter_timegrain type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('filter-timegrain');
    expect(container.getAll<AnyFilterTypeContribution>(FilterTypeContribution).map((type) => type.key)).toEqual(['filter_timegrain']);
  });

  it('passes the filter type registry validation, querying its dataset but needing no column', () => {
    const descriptor = createFilterTypeRegistry([timeGrainFilterType], { widgets: new Set(CONTROL_WIDGETS) }).require('filter_timegrain');
    expect(descriptor).toMatchObject({ name: 'Time grain', needsColumn: false });
    expect(descriptor.needsQuery ?? true).toBe(true);
    expect(descriptor.defaults).toEqual({ enableEmptyFilter: false });
  });

  it('loads its component lazily', async () => {
    expect(typeof (await timeGrainFilterType.loadComponent()).default).toBe('function');
  });
});
