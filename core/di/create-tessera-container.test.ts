import { describe, expect, it } from 'vitest';
import { ContainerModule, inject, injectable, named } from 'inversify';
import {
  ContributionProvider,
  HookContribution,
  MenuActionContribution,
  VizContribution,
  definePlugin,
  type AnyVizContribution,
  type TesseraPlugin,
} from '../plugin-api/index.js';
import { ContributionOrigins, type ContributionOrigins as Origins } from './contribution-origins.js';
import { createTesseraContainer } from './create-tessera-container.js';
import { getContributions } from './get-contributions.js';
import { PluginSelection, type PluginSelection as Selection } from './select-plugins.js';

/** A viz descriptor stand-in: the container does not care about the shape, only the binding. */
const vizStub = (key: string) => ({ key }) as unknown as AnyVizContribution;

const vizPlugin = (pluginKey: string, ...vizKeys: string[]): TesseraPlugin =>
  definePlugin({
    key: pluginKey,
    module: new ContainerModule(({ bind }) => {
      for (const key of vizKeys) bind(VizContribution).toConstantValue(vizStub(key));
    }),
  });

const plugins = [vizPlugin('viz-pie', 'pie'), vizPlugin('viz-table', 'table', 'pivot_table_v2'), vizPlugin('viz-line', 'echarts_timeseries_line')];
const vizKeys = (container: ReturnType<typeof createTesseraContainer>) =>
  getContributions(container, VizContribution).map((viz) => viz.key);

describe('createTesseraContainer', () => {
  it('loads every plugin when no configuration is given', () => {
    const container = createTesseraContainer(plugins);
    expect(vizKeys(container)).toEqual(['pie', 'table', 'pivot_table_v2', 'echarts_timeseries_line']);
  });

  it('removes a disabled plugin’s contributions entirely', () => {
    const container = createTesseraContainer(plugins, { disabled: ['viz-table'] });
    expect(vizKeys(container)).toEqual(['pie', 'echarts_timeseries_line']);
  });

  it('treats `enabled` as an allow-list', () => {
    const container = createTesseraContainer(plugins, { enabled: ['viz-line'] });
    expect(vizKeys(container)).toEqual(['echarts_timeseries_line']);
  });

  it('lets `disabled` win over `enabled`', () => {
    const container = createTesseraContainer(plugins, { enabled: ['viz-pie', 'viz-line'], disabled: ['viz-pie'] });
    expect(vizKeys(container)).toEqual(['echarts_timeseries_line']);
  });

  it('binds the selection so start-up can report skipped plugins and unknown keys', () => {
    const container = createTesseraContainer(plugins, { disabled: ['viz-pei'], enabled: ['viz-pie', 'viz-line'] });
    const selection = container.get<Selection>(PluginSelection);
    expect(selection.loaded.map((p) => p.key)).toEqual(['viz-pie', 'viz-line']);
    expect(selection.skipped).toEqual([{ key: 'viz-table', reason: 'not-enabled' }]);
    expect(selection.unknownKeys).toEqual(['viz-pei']);
  });

  it('returns an empty, frozen list for an extension point nobody contributes to', () => {
    const container = createTesseraContainer(plugins);
    const actions = getContributions(container, MenuActionContribution);
    expect(actions).toEqual([]);
    expect(Object.isFrozen(actions)).toBe(true);
  });

  it('injects a cached ContributionProvider by name into services', () => {
    const CatalogueToken = Symbol('VizCatalogue');
    @injectable()
    class VizCatalogue {
      constructor(
        @inject(ContributionProvider) @named(VizContribution) readonly vizTypes: ContributionProvider<AnyVizContribution>,
        @inject(ContributionProvider) @named(HookContribution) readonly hooks: ContributionProvider<HookContribution>,
      ) {}
    }
    const appModule = new ContainerModule(({ bind }) => {
      bind(CatalogueToken).to(VizCatalogue);
    });
    const container = createTesseraContainer(plugins, { disabled: ['viz-line'], modules: [appModule] });
    const catalogue = container.get<VizCatalogue>(CatalogueToken);
    expect(catalogue.vizTypes.getContributions().map((viz) => viz.key)).toEqual(['pie', 'table', 'pivot_table_v2']);
    expect(catalogue.vizTypes.getContributions()).toBe(catalogue.vizTypes.getContributions());
    expect(catalogue.hooks.getContributions()).toEqual([]);
    // Singleton by default, and the service sees the same list as edge code does.
    expect(container.get(CatalogueToken)).toBe(catalogue);
    expect(getContributions(container, VizContribution)).toBe(catalogue.vizTypes.getContributions());
  });

  it('records which plugin bound each descriptor', () => {
    const container = createTesseraContainer(plugins);
    const origins = container.get<Origins>(ContributionOrigins);
    const [pie, table] = getContributions(container, VizContribution);
    expect(origins.pluginOf(pie)).toBe('viz-pie');
    expect(origins.pluginOf(table)).toBe('viz-table');
    expect(origins.pluginOf({})).toBeUndefined();
  });

  it('passes every other binding form of a plugin module through unchanged', () => {
    const Clock = Symbol('Clock');
    const Greeter = Symbol('Greeter');
    @injectable()
    class GreeterImpl {
      constructor(@inject(Clock) readonly clock: () => number) {}
    }
    let built = 0;
    const services = definePlugin({
      key: 'services',
      module: new ContainerModule(({ bind, isBound }) => {
        bind(Clock)
          .toDynamicValue(() => (built++, () => 42))
          .inSingletonScope();
        bind(Greeter).to(GreeterImpl);
        expect(isBound(Clock)).toBe(true);
      }),
    });
    const container = createTesseraContainer([services]);
    const greeter = container.get<GreeterImpl>(Greeter);
    expect(greeter.clock()).toBe(42);
    expect(container.get(Greeter)).toBe(greeter);
    container.get(Clock);
    expect(built).toBe(1);
  });

  it('refuses a plugin that unbinds or rebinds an extension point', () => {
    const greedy = definePlugin({
      key: 'viz-greedy',
      module: new ContainerModule(({ rebind }) => {
        rebind(VizContribution).toConstantValue(vizStub('only_me'));
      }),
    });
    expect(() => createTesseraContainer([...plugins, greedy])).toThrow(/viz-greedy.*rebind the extension point tessera\.VizContribution/);
  });

  it('names the plugin whose module loads asynchronously', () => {
    const lazy = definePlugin({
      key: 'viz-lazy',
      module: new ContainerModule(async ({ bind }) => {
        bind(VizContribution).toConstantValue(vizStub('lazy'));
      }),
    });
    expect(() => createTesseraContainer([lazy])).toThrow(/viz-lazy.*asynchronous/);
  });

  it('rejects two plugins with the same key', () => {
    expect(() => createTesseraContainer([vizPlugin('viz-pie', 'pie'), vizPlugin('viz-pie', 'pie2')])).toThrow(/share the key 'viz-pie'/);
  });

  it('lets application modules bind services after the plugins', () => {
    const Greeting = Symbol('Greeting');
    const container = createTesseraContainer([], {
      modules: [new ContainerModule(({ bind }) => void bind(Greeting).toConstantValue('hello'))],
    });
    expect(container.get(Greeting)).toBe('hello');
  });
});
