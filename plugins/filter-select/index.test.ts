import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { FilterTypeContribution, type AnyFilterTypeContribution } from '@core/plugin-api/index.js';
// The registry is what validates a filter type at start-up; a plugin's own test runs it too.
import { createFilterTypeRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin, { selectFilterType } from './index.js';

describe('filter-select plugin', () => {
  it('binds the filter_select type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('filter-select');
    expect(container.getAll<AnyFilterTypeContribution>(FilterTypeContribution).map((type) => type.key)).toEqual(['filter_select']);
  });

  it('passes the filter type registry validation with Superset’s option defaults', () => {
    const registry = createFilterTypeRegistry([selectFilterType], { widgets: new Set(CONTROL_WIDGETS) });
    const descriptor = registry.require('filter_select');
    expect(descriptor.name).toBe('Value');
    expect(descriptor.defaults).toEqual({
      multiSelect: true,
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      inverseSelection: false,
      searchAllOptions: false,
      sortAscending: true,
    });
    expect(descriptor.needsQuery ?? true).toBe(true);
    expect(descriptor.needsColumn ?? true).toBe(true);
  });

  it('loads its component lazily', async () => {
    expect(typeof (await selectFilterType.loadComponent()).default).toBe('function');
  });
});
