import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { FilterTypeContribution, type AnyFilterTypeContribution } from '@core/plugin-api/index.js';
import { createFilterTypeRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin, { timeFilterType } from './index.js';

describe('filter-time plugin', () => {
  it('binds the filter_time type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('filter-time');
    expect(container.getAll<AnyFilterTypeContribution>(FilterTypeContribution).map((type) => type.key)).toEqual(['filter_time']);
  });

  it('passes the filter type registry validation, needing neither a query nor a column', () => {
    const descriptor = createFilterTypeRegistry([timeFilterType], { widgets: new Set(CONTROL_WIDGETS) }).require('filter_time');
    expect(descriptor).toMatchObject({ name: 'Time range', needsQuery: false, needsColumn: false });
    expect(descriptor.defaults).toEqual({ enableEmptyFilter: false });
  });

  it('loads its component lazily', async () => {
    expect(typeof (await timeFilterType.loadComponent()).default).toBe('function');
  });
});
