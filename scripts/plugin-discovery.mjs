// Plugin discovery. Every folder under plugins/ is a plugin: its `plugin.json` says where it runs
// and its `index.ts` default-exports the `TesseraPlugin`. The build tools (esbuild, vitest, the
// Node hook for tsx) turn the manifests into two virtual modules, so adding a plugin is creating
// its folder and nothing else names it:
//   `virtual:tessera/web-plugins`    → `webPlugins`
//   `virtual:tessera/server-plugins` → `serverPlugins`, `webPluginKeys`
// The manifests are read without loading any plugin code (the server learns the web plugins'
// keys from them, for its check of `PLUGINS_ENABLED` / `PLUGINS_DISABLED`).
// Viz plugins bind lazy viz types (`lazyViz`: a summary, and a dynamic import of the rest). The
// browser's build keeps them lazy (`{ lazy: true }`); everywhere else (the server, the build's
// checks, tests, tools run under Node) the web module loads every one of them before it answers,
// so code there reads each viz type whole.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's core/ folder, whose plugin API the web module uses to load lazy viz types. */
const CORE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../core');

/** The virtual modules, by the side whose plugins each one lists. */
export const PLUGIN_MODULES = { 'virtual:tessera/web-plugins': 'web', 'virtual:tessera/server-plugins': 'server' };

const SIDES = ['web', 'server'];
const KNOWN_FIELDS = new Set(['key', 'runs', 'order', 'description']);

/**
 * Folders under plugins/ that are not plugins: code the plugins share and import, with no
 * plugin.json (`viz-kit-react`, the React pieces of charts; see docs/architecture.md).
 */
export const SHARED_FOLDERS = Object.freeze(['viz-kit-react', 'report-kit']);

/** A plugin folder's manifest is wrong: start-up and builds stop with this message. */
export class PluginManifestError extends Error {}

function readManifest(pluginsDir, folder) {
  const where = `plugins/${folder}/plugin.json`;
  const file = path.join(pluginsDir, folder, 'plugin.json');
  if (!existsSync(file)) throw new PluginManifestError(`${where} is missing: every folder under plugins/ is a plugin and declares itself there`);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PluginManifestError(`${where} is not valid JSON: ${error.message}`);
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) throw new PluginManifestError(`${where} must hold an object`);
  const unknown = Object.keys(manifest).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length > 0) throw new PluginManifestError(`${where} has unknown fields: ${unknown.join(', ')}`);
  if (manifest.key !== folder) throw new PluginManifestError(`${where}: "key" must be the folder's name, "${folder}"`);
  const { runs } = manifest;
  if (!Array.isArray(runs) || runs.length === 0 || runs.some((side) => !SIDES.includes(side)) || new Set(runs).size !== runs.length) {
    throw new PluginManifestError(`${where}: "runs" must list where the plugin runs, "web" and/or "server"`);
  }
  if (manifest.order !== undefined && !Number.isInteger(manifest.order)) throw new PluginManifestError(`${where}: "order" must be an integer`);
  const entry = path.join(pluginsDir, folder, 'index.ts');
  if (!existsSync(entry)) throw new PluginManifestError(`plugins/${folder}/index.ts is missing: it default-exports the plugin`);
  return { key: manifest.key, runs, order: manifest.order ?? Number.MAX_SAFE_INTEGER, entry, manifestFile: file };
}

/**
 * Every plugin's manifest, in registration order: by `order` (lists such as the viz gallery, the
 * filter types and the engines follow it), then by key.
 */
export function readPluginManifests(pluginsDir) {
  // Hidden folders (`.viz-foo-wip`) hold plugins still being written: they are not discovered.
  const folders = readdirSync(pluginsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !SHARED_FOLDERS.includes(entry.name)).map((entry) => entry.name);
  return folders.map((folder) => readManifest(pluginsDir, folder)).sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

/**
 * The source of a virtual module (`id`, a key of `PLUGIN_MODULES`): static imports of the plugins
 * that run on its side, so bundlers include them, and a check that each plugin's own key is the one
 * its folder declares. `specifierOf` turns an entry's absolute path into an import specifier.
 * Unless `options.lazy`, the web module also loads every lazy viz type (a top-level await) before
 * it exports the plugins.
 */
export function pluginModuleSource(pluginsDir, id, specifierOf = (file) => file, options = {}) {
  const side = PLUGIN_MODULES[id];
  if (!side) throw new Error(`unknown plugin module ${id}`);
  const manifests = readPluginManifests(pluginsDir);
  const here = manifests.filter((manifest) => manifest.runs.includes(side));
  const lines = here.map((manifest, i) => `import plugin${i} from ${JSON.stringify(specifierOf(manifest.entry))};`);
  const eager = side === 'web' && !options.lazy;
  lines.push(
    `const discovered = [${here.map((manifest, i) => `[${JSON.stringify(manifest.key)}, plugin${i}]`).join(', ')}];`,
    'for (const [key, plugin] of discovered) {',
    '  if (plugin?.key !== key) throw new Error(`plugins/${key}/index.ts must default-export the plugin whose key is "${key}" (found ${JSON.stringify(plugin?.key)})`);',
    '}',
    `export const ${side}Plugins = Object.freeze(discovered.map(([, plugin]) => plugin));`,
  );
  if (eager) {
    // After the key checks, so a misnamed plugin is reported as such.
    const core = (file) => JSON.stringify(specifierOf(path.join(CORE_DIR, file)));
    lines.push(
      `const [{ VizContribution, loadLazyVizContributions }, { createTesseraContainer, getContributions }] = await Promise.all([import(${core('plugin-api/index.ts')}), import(${core('di/index.ts')})]);`,
      'await loadLazyVizContributions(getContributions(createTesseraContainer(webPlugins, {}), VizContribution));',
    );
  }
  if (side === 'server') {
    const webKeys = manifests.filter((manifest) => manifest.runs.includes('web')).map((manifest) => manifest.key);
    lines.push(`export const webPluginKeys = Object.freeze(${JSON.stringify(webKeys)});`);
  }
  return { source: lines.join('\n') + '\n', watchFiles: manifests.map((manifest) => manifest.manifestFile) };
}
