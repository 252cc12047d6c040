// @vitest-environment happy-dom
/**
 * The fixture plugin under tests/fixtures/plugins follows docs/writing-a-viz-plugin.md. Discovered
 * the way plugins/ is (its folder and plugin.json, nothing else), it must reach the gallery, the
 * explore panel (its own section), the explore hooks and the menus without an edit to app code.
 */
import { walkWaterfall } from '@core/hooks/index.js';
import type { QueryFormData, TesseraPlugin } from '@core/plugin-api/index.js';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { BASIC_WIDGETS } from '@control-schemas/widgets/basic-widgets.js';
import { ControlPanel } from '@control-schemas/widgets/ControlPanel.js';
import { TEST_DATASOURCE, find, mount, recordingServices } from '@control-schemas/widgets/widget-test-kit.js';
import type { Widget } from '@rjsf/utils';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { VizTypeGallery } from '../../app/web/features/explore/components/VizTypeGallery';
import { createWebKernel, type WebKernel } from '../../app/web/kernel/create-web-kernel';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins';
import { pluginModuleSource, readPluginManifests } from '../../scripts/plugin-discovery.mjs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/plugins');
let fixturePlugins: readonly TesseraPlugin[];
let kernel: WebKernel;

/**
 * What the generated web-plugins module does for the fixtures folder: import each manifest's entry
 * (the module's own source is checked to import exactly those) and take its default export.
 */
async function discoverFixtures(): Promise<readonly TesseraPlugin[]> {
  const manifests = readPluginManifests(FIXTURES).filter((manifest) => manifest.runs.includes('web'));
  const { source } = pluginModuleSource(FIXTURES, 'virtual:tessera/web-plugins');
  expect([...source.matchAll(/^import plugin\d+ from "(.+)";$/gm)].map((match) => match[1])).toEqual(manifests.map((manifest) => manifest.entry));
  const modules = await Promise.all(manifests.map((manifest) => import(/* @vite-ignore */ manifest.entry) as Promise<{ default: TesseraPlugin }>));
  return modules.map((module, index) => {
    expect(module.default.key).toBe(manifests[index]!.key);
    return module.default;
  });
}

// Building a kernel checks every viz type of the product with ajv: slow on a busy machine.
beforeAll(async () => {
  fixturePlugins = await discoverFixtures();
  kernel = createWebKernel([...WEB_PLUGINS, ...fixturePlugins], { schemaCompiler: createAjvSchemaCompiler() });
}, 120_000);

describe('a viz plugin written by following the docs', () => {
  it('is discovered from its folder and manifest, and is not shipped with the product', () => {
    expect(readPluginManifests(FIXTURES).map((manifest) => [manifest.key, manifest.runs])).toEqual([['viz-fixture', ['web']]]);
    expect(fixturePlugins.map((plugin) => plugin.key)).toEqual(['viz-fixture']);
    expect(WEB_PLUGINS.some((plugin) => plugin.key === 'viz-fixture')).toBe(false);
  });

  it('appears in the gallery by its manifest, before its viz type has loaded', async () => {
    expect(kernel.vizTypes.isLoaded('fixture_tally')).toBe(false);
    const { container, unmount } = await mount(
      <VizTypeGallery open vizTypes={kernel.vizTypes.list()} selectedKey="table" onSelect={() => undefined} onClose={() => undefined} />,
    );
    const names = [...document.querySelectorAll('[role="option"]')].map((card) => card.querySelector('span')?.textContent);
    expect(names).toContain('Fixture Tally');
    await unmount();
    container.remove();
  });

  it('adds its control section, with its own field, to its viz type only, once loaded', async () => {
    const tally = await kernel.vizTypes.load('fixture_tally');
    expect(kernel.vizTypes.require('fixture_tally')).toBe(tally);
    expect(tally.uiSchema['ui:sections']?.map((section) => [section.key, section.label, section.controls])).toEqual([
      ['query', 'Query', ['datasource', 'viz_type', 'groupby', 'metric', 'adhoc_filters', 'row_limit']],
      ['fixture_tally_caption', 'Caption', ['tally_caption']],
      ['customize', 'Customize', ['show_share']],
    ]);
    expect(tally.defaults).toMatchObject({ tally_caption: '', row_limit: 10, show_share: false });
    expect(kernel.vizTypes.require('pie').formDataSchema.properties?.tally_caption).toBeUndefined();
  });

  it('shows that section in the explore control panel', async () => {
    const tally = await kernel.vizTypes.load('fixture_tally');
    const stub: Widget = ({ id }) => <span id={id} />;
    const widgets = { ...(BASIC_WIDGETS as Record<string, Widget>), MetricWidget: stub, ColumnsWidget: stub, AdhocFiltersWidget: stub, DatasourceWidget: stub, VizTypeWidget: stub };
    const { container, unmount } = await mount(
      <ControlPanel
        schema={tally.formDataSchema}
        uiSchema={tally.uiSchema}
        formData={{ ...tally.defaults, datasource: '1__table', viz_type: 'fixture_tally', tally_caption: 'Births' }}
        datasource={TEST_DATASOURCE}
        services={recordingServices()}
        maxRowLimit={100000}
        widgets={widgets}
        onChange={() => undefined}
      />,
    );
    expect([...container.querySelectorAll('[data-section]')].map((section) => section.getAttribute('data-section'))).toEqual([
      'query',
      'fixture_tally_caption',
      'customize',
    ]);
    const section = find(container, '[data-section="fixture_tally_caption"]');
    expect(section.textContent).toContain('Caption');
    expect(find<HTMLInputElement>(section, 'input').value).toBe('Births');
    await unmount();
  });

  it('taps explore’s form data with its hook', () => {
    const tally: QueryFormData = { datasource: '3__table', viz_type: 'fixture_tally' };
    const opened = walkWaterfall(kernel.hooks.explore.formData, tally, { vizType: 'fixture_tally' });
    expect(opened.tally_caption).toBe('Tally of 3__table');
    const pie: QueryFormData = { datasource: '3__table', viz_type: 'pie' };
    expect(walkWaterfall(kernel.hooks.explore.formData, pie, { vizType: 'pie' })).toEqual(pie);
  });

  it('adds its menu action to explore’s menu', async () => {
    const action = kernel.menuActions.actionsFor('explore').find((candidate) => candidate.key === 'copy-tally-caption');
    expect(action?.label).toBe('Copy caption');
    const chart = { vizType: 'fixture_tally', formData: { datasource: '3__table', viz_type: 'fixture_tally', tally_caption: 'Births' }, behaviors: [], canRun: true };
    const context = { placement: 'explore' as const, permissions: [], isAdmin: false, config: {} as never, chart };
    expect(action?.isAvailable(context)).toBe(true);
    expect(action?.isAvailable({ ...context, chart: { ...chart, vizType: 'pie' } })).toBe(false);
    const copied: string[] = [];
    const run = await action!.loadRun();
    await run(context, { copyToClipboard: async (text: string) => void copied.push(text) } as never);
    expect(copied).toEqual(['Births']);
  });
});
