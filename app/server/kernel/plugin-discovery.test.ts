import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPlugins, webPluginKeys } from 'virtual:tessera/server-plugins';
import { webPlugins } from 'virtual:tessera/web-plugins';
import { PluginManifestError, SHARED_FOLDERS, pluginModuleSource, readPluginManifests } from '../../../scripts/plugin-discovery.mjs';

const pluginsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../plugins');
const folders = readdirSync(pluginsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !SHARED_FOLDERS.includes(entry.name))
  .map((entry) => entry.name);

/** A plugins/ folder in a temp dir, with the given folders' manifests (null: no plugin.json). */
function fakePlugins(manifests: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-plugins-'));
  for (const [folder, manifest] of Object.entries(manifests)) {
    mkdirSync(path.join(dir, folder));
    writeFileSync(path.join(dir, folder, 'index.ts'), `export default { key: '${folder}' };\n`);
    if (manifest !== null) writeFileSync(path.join(dir, folder, 'plugin.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  }
  return dir;
}

describe('plugin discovery', () => {
  it('discovers every folder under plugins/, each plugin under its folder\'s name', () => {
    const discovered = [...webPlugins, ...serverPlugins].map((plugin) => plugin.key);
    expect(folders.length).toBeGreaterThan(0);
    expect([...new Set(discovered)].sort()).toEqual([...folders].sort());
  });

  it('loads each plugin on the sides its manifest names, and tells the server the web plugins\' keys', () => {
    const manifests = readPluginManifests(pluginsDir);
    const onSide = (side: 'web' | 'server') => manifests.filter((m) => m.runs.includes(side)).map((m) => m.key);
    expect(webPlugins.map((plugin) => plugin.key)).toEqual(onSide('web'));
    expect(serverPlugins.map((plugin) => plugin.key)).toEqual(onSide('server'));
    expect(webPluginKeys).toEqual(onSide('web'));
  });

  it('passes over hidden folders and the folders of shared code, which have no manifest', () => {
    const dir = fakePlugins({ 'viz-a': { key: 'viz-a', runs: ['web'] }, '.viz-b-wip': null, [SHARED_FOLDERS[0]!]: null });
    expect(readPluginManifests(dir).map((m) => m.key)).toEqual(['viz-a']);
  });

  it('orders plugins by their manifest\'s order, then by key', () => {
    const dir = fakePlugins({ 'viz-b': { key: 'viz-b', runs: ['web'] }, 'viz-a': { key: 'viz-a', runs: ['web'] }, 'viz-c': { key: 'viz-c', runs: ['web'], order: 1 } });
    expect(readPluginManifests(dir).map((m) => m.key)).toEqual(['viz-c', 'viz-a', 'viz-b']);
  });

  it.each([
    ['a folder without plugin.json', null, /plugins\/viz-x\/plugin\.json is missing/],
    ['a manifest that is not JSON', '{ key: viz-x', /not valid JSON/],
    ['a key other than the folder\'s name', { key: 'viz-y', runs: ['web'] }, /"key" must be the folder's name, "viz-x"/],
    ['no side to run on', { key: 'viz-x', runs: [] }, /"runs" must list/],
    ['an unknown side', { key: 'viz-x', runs: ['browser'] }, /"runs" must list/],
    ['a misspelt field', { key: 'viz-x', runs: ['web'], ordre: 3 }, /unknown fields: ordre/],
    ['an order that is not an integer', { key: 'viz-x', runs: ['web'], order: 'first' }, /"order" must be an integer/],
  ])('stops on %s', (_, manifest, message) => {
    const dir = fakePlugins({ 'viz-x': manifest });
    expect(() => readPluginManifests(dir)).toThrow(PluginManifestError);
    expect(() => readPluginManifests(dir)).toThrow(message);
  });

  it('generates static imports of the side\'s plugins, checked against their folder at load', async () => {
    const dir = fakePlugins({ 'db-x': { key: 'db-x', runs: ['server'] }, 'viz-x': { key: 'viz-x', runs: ['web'] } });
    const { source } = pluginModuleSource(dir, 'virtual:tessera/server-plugins');
    expect(source).toContain(JSON.stringify(path.join(dir, 'db-x', 'index.ts')));
    expect(source).not.toContain(path.join(dir, 'viz-x'));
    expect(source).toContain('export const webPluginKeys = Object.freeze(["viz-x"])');

    writeFileSync(path.join(dir, 'viz-x', 'index.ts'), "export default { key: 'viz-other' };\n");
    writeFileSync(path.join(dir, 'viz-x', 'index.mjs'), "export default { key: 'viz-other' };\n");
    const web = pluginModuleSource(dir, 'virtual:tessera/web-plugins', (file) => file.replace(/\.ts$/, '.mjs')).source;
    const moduleFile = path.join(dir, 'web-plugins.mjs');
    writeFileSync(moduleFile, web);
    await expect(import(/* @vite-ignore */ moduleFile)).rejects.toThrow('plugins/viz-x/index.ts must default-export the plugin whose key is "viz-x" (found "viz-other")');
  });
});
