import { describe, expect, it } from 'vitest';
import { ContainerModule } from 'inversify';
import type { TesseraPlugin } from '../plugin-api/index.js';
import { selectPlugins } from './select-plugins.js';

const plugin = (key: string): TesseraPlugin => ({ key, module: new ContainerModule(() => undefined) });
const all = ['viz-pie', 'viz-table', 'db-duckdb', 'action-download'].map(plugin);

describe('selectPlugins', () => {
  it('keeps the given order of the loaded plugins', () => {
    expect(selectPlugins(all).loaded.map((p) => p.key)).toEqual(['viz-pie', 'viz-table', 'db-duckdb', 'action-download']);
  });

  it('reports why each plugin was skipped', () => {
    const selection = selectPlugins(all, { enabled: ['viz-pie', 'db-duckdb', 'viz-table'], disabled: ['viz-table'] });
    expect(selection.loaded.map((p) => p.key)).toEqual(['viz-pie', 'db-duckdb']);
    expect(selection.skipped).toEqual([
      { key: 'viz-table', reason: 'disabled' },
      { key: 'action-download', reason: 'not-enabled' },
    ]);
  });

  it('loads nothing for an empty allow-list', () => {
    expect(selectPlugins(all, { enabled: [] }).loaded).toEqual([]);
  });

  it('lists configuration keys that match no plugin, once each', () => {
    expect(selectPlugins(all, { enabled: ['viz-pie', 'viz-pei'], disabled: ['viz-pei', 'db-oracle'] }).unknownKeys).toEqual([
      'viz-pei',
      'db-oracle',
    ]);
  });
});
